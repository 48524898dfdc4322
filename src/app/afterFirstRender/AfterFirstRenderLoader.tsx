import { useEffect, useState } from 'react';
import { loadChunk } from '../../runtime';
import type * as Chunk from './afterFirstRender';
import { recovery } from '../appRuntime';

/**
 * What runs once the first render is on screen: the build manifest check and the route announcer,
 * from their own chunk (afterFirstRender.tsx). A component of its own, so the
 * chunk's arrival re-renders only this, not the page. A chunk that does not load reloads the page
 * once (guarded, like a route's chunk); when it still does not load, the app cannot check its
 * build, and shows the manifest failure.
 */
export function AfterFirstRenderLoader(props: Chunk.AfterFirstRenderProps) {
  const [chunk, setChunk] = useState<typeof Chunk>();
  const { onManifestFailed } = props;
  useEffect(() => {
    let live = true;
    void loadChunk(
      () => import('./afterFirstRender'),
      recovery,
      (error) => {
        // The import's own error names the chunk: one log line.
        console.error(error);
        if (live) onManifestFailed();
      },
    ).then((loaded) => live && loaded && setChunk(loaded));
    return () => {
      live = false;
    };
  }, [onManifestFailed]);
  return chunk ? <chunk.AfterFirstRender {...props} /> : null;
}
