import { useEffect } from 'react';
import type { DeferredWorkProps } from './afterFirstRender';
import { useDeferredChunk } from './useDeferredChunk';

/**
 * What runs once the first render is on screen: the build manifest check and the route announcer,
 * from their own chunk. A component of its own, so the chunk's arrival re-renders only this, not
 * the page. A chunk that never loaded counts as a failed manifest check.
 */
export function DeferredWork(props: DeferredWorkProps) {
  const later = useDeferredChunk();
  const { onManifestFailed } = props;
  useEffect(() => {
    if (later === 'failed') onManifestFailed();
  }, [later, onManifestFailed]);
  return typeof later === 'object' ? <later.Later {...props} /> : null;
}
