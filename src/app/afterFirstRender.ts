// What the app needs only after its first render, as a chunk of its own (loaded by
// useAfterFirstRender): the route announcer acts on client navigations after the first load, and
// the build manifest is checked from an effect. The first load of every page does not pay for them.
export { RouteAnnouncer } from '../runtime/announcer/RouteAnnouncer';
export { checkBuildManifest } from '../runtime/navigation/buildManifest';
