import { useEffect, type RefObject } from 'react';
import { useAfterFirstRender } from './useDeferredChunk';

export interface AfterFirstRenderProps {
  /**
   * The current location: each change after the first is a client navigation to announce.
   * @example <AfterFirstRender navigationKey={location} … />
   */
  navigationKey: string;
  /**
   * The location the app started at.
   * @example <AfterFirstRender initialKey={locationAtStart} … />
   */
  initialKey: string;
  /**
   * The element the routes render into (the announcer looks for the page's `h1` there).
   * @example <AfterFirstRender container={routesRef} … />
   */
  container: RefObject<HTMLElement | null>;
  /**
   * Called once the build manifest check has failed for good: the app shows the manifest failure.
   * @example onManifestFailed={() => setManifestFailed(true)}
   */
  onManifestFailed: () => void;
}

/**
 * What runs once the first render is on screen: the build manifest check and the route announcer,
 * from their own chunk. A component of its own, so the chunk's arrival re-renders only this, not
 * the page. A chunk that never loaded counts as a failed manifest check.
 */
export function AfterFirstRender(props: AfterFirstRenderProps) {
  const later = useAfterFirstRender();
  const { onManifestFailed } = props;
  useEffect(() => {
    if (later === 'failed') onManifestFailed();
  }, [later, onManifestFailed]);
  return typeof later === 'object' ? <later.Later {...props} /> : null;
}
