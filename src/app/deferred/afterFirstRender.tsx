// What the app needs only after its first render, as a chunk of its own (loaded by
// useAfterFirstRender): the route announcer acts on client navigations after the first load, and
// the build manifest is checked from an effect. The first load of every page does not pay for them,
// nor for the code that acts on the manifest check's result.
import { RouteAnnouncer } from '../../runtime/announcer/RouteAnnouncer';
import type { AfterFirstRenderProps } from './DeferredWork';
import { useBuildManifest } from './useBuildManifest';

/** The build manifest check and the route announcer, once the first render is on screen. */
export function Later({ navigationKey, initialKey, container, onManifestFailed }: AfterFirstRenderProps) {
  useBuildManifest(onManifestFailed);
  return <RouteAnnouncer navigationKey={navigationKey} initialKey={initialKey} container={container} />;
}
