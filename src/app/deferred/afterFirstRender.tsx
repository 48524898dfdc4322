// What the app needs only after its first render, as a chunk of its own (loaded by
// DeferredWork): the route announcer acts on client navigations after the first load, the code
// of the routes visible links point to is loaded ahead, and
// the build manifest is checked from an effect. The first load of every page does not pay for them,
// nor for the code that acts on the manifest check's result.
import type { RefObject } from 'react';
import { RouteAnnouncer } from '../../runtime/announcer/RouteAnnouncer';
import { useBuildManifest } from './useBuildManifest';
import { usePrefetchVisibleRoutes } from './usePrefetchVisibleRoutes';

/** What the deferred work needs from the app. */
export interface DeferredWorkProps {
  /**
   * The current location: each change after the first is a client navigation to announce.
   * @example <DeferredWork navigationKey={location} … />
   */
  navigationKey: string;
  /**
   * The location the app started at.
   * @example <DeferredWork initialKey={locationAtStart} … />
   */
  initialKey: string;
  /**
   * The element the routes render into (the announcer looks for the page's `h1` there).
   * @example <DeferredWork container={routesRef} … />
   */
  container: RefObject<HTMLElement | null>;
  /**
   * Called once the build manifest check has failed for good: the app shows the manifest failure.
   * @example onManifestFailed={() => setManifestFailed(true)}
   */
  onManifestFailed: () => void;
}

/**
 * The build manifest check, the route announcer and the prefetch of the routes visible links point
 * to, once the first render is on screen.
 */
export function Later({ navigationKey, initialKey, container, onManifestFailed }: DeferredWorkProps) {
  useBuildManifest(onManifestFailed);
  usePrefetchVisibleRoutes(container);
  return <RouteAnnouncer navigationKey={navigationKey} initialKey={initialKey} container={container} />;
}
