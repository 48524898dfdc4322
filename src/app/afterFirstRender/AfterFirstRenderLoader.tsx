import { useEffect, useState } from 'react';
import { loadChunk } from '../../runtime';
import type * as Chunk from './afterFirstRender';
import { recovery } from '../appRuntime';

/**
 * What runs once the first render is on screen: the deploy check and the route announcer, from
 * their own chunk (afterFirstRender.tsx). A component of its own, so the chunk's arrival
 * re-renders only this, not the page. A chunk that does not load reloads the page once (guarded,
 * like a route's chunk: most often a deploy took the old file away); when it still does not load,
 * the page that rendered stays, and works without it (no announcements, no deploy check), with the
 * import's error logged once: a failure costs no more than what failed.
 */
export function AfterFirstRenderLoader(props: Chunk.AfterFirstRenderProps) {
  const [chunk, setChunk] = useState<typeof Chunk>();
  useEffect(() => {
    // The import's own error names the chunk: one log line (and the chunk stays unset: `undefined`).
    // React drops a state set after an unmount, so no guard for that.
    void loadChunk(() => import('./afterFirstRender'), recovery, console.error).then(setChunk as (loaded: typeof Chunk | void) => void);
  }, []);
  return chunk ? <chunk.AfterFirstRender {...props} /> : null;
}
