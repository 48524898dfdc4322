// What the app needs only after its first render, as a chunk of its own (loaded by
// AfterFirstRenderLoader): the route announcer and the route table's head act on client
// navigations after the first load, the code of the routes visible links point to is loaded
// ahead, and the build is compared with the host's at start-up and at each navigation (deploys). The first load of every page does not pay for them,
// nor for the code that acts on the manifest check's result.
import type { RefObject } from 'react';
import { RouteAnnouncer } from '../../runtime/announcer/RouteAnnouncer';
import { useDeployCheck } from './useDeployCheck';
import { usePrefetchVisibleRoutes } from './usePrefetchVisibleRoutes';
import { useRouteHead } from './useRouteHead';

/** What the after-first-render work needs from the app. */
export interface AfterFirstRenderProps {
  /**
   * The current location: each change after the first is a client navigation to announce.
   * @example <AfterFirstRenderLoader navigationKey={location} … />
   */
  navigationKey: string;
  /**
   * The location the app started at.
   * @example <AfterFirstRenderLoader initialKey={locationAtStart} … />
   */
  initialKey: string;
  /**
   * The element the routes render into (the announcer looks for the page's `h1` there).
   * @example <AfterFirstRenderLoader container={routesRef} … />
   */
  container: RefObject<HTMLElement | null>;
  /**
   * Called once the build manifest check has failed for good: the app shows the manifest failure.
   * @example onManifestFailed={() => setManifestFailed(true)}
   */
  onManifestFailed: () => void;
}

/**
 * The deploy check (start-up and each navigation), the route announcer, each client navigation's head from the route
 * table and the prefetch of the routes visible links point to, once the first render is on screen.
 */
export function AfterFirstRender({ navigationKey, initialKey, container, onManifestFailed }: AfterFirstRenderProps) {
  useDeployCheck(navigationKey, initialKey, onManifestFailed);
  usePrefetchVisibleRoutes(container);
  useRouteHead(navigationKey, initialKey);
  return <RouteAnnouncer navigationKey={navigationKey} initialKey={initialKey} container={container} />;
}
