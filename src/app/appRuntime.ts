// The app's single runtime objects: one reload guard / recovery and one page-data cache.
import { addressOf, createLoadRecovery, createPageDataLoader } from '../runtime';

/** Guarded full reloads and safe hard navigations for the whole app. */
export const recovery = createLoadRecovery();

/** Page data for every route, cached per URL. */
export const pageData = createPageDataLoader({ timeoutMs: 8000 });

/** The address a reload keeps: path, query and hash. */
export const currentPath = () => addressOf(window.location);
