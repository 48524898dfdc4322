import type { LoadRecovery } from './recovery';

/** Vite's event for a failed preload of a dynamic import's dependencies. */
export interface VitePreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Listens for `vite:preloadError` and answers it with one guarded full reload. When the guard
 * refuses, the import's own error goes on to the code that awaited it (a lazy route), which shows
 * the load-failure page. A stylesheet that did not load (Vite's `Unable to preload CSS for …`) is
 * not a reason to replace a page: the import goes on without it (the page shows with the styles
 * that did load; the browser logs the failed request), and nothing reloads. Returns the function
 * that removes the listener.
 * @example const stop = handlePreloadErrors(window, createLoadRecovery());
 */
export function handlePreloadErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, recovery: LoadRecovery): () => void {
  const listener = (event: Event) => {
    // A stylesheet: the import goes on without it (the browser has logged the failed request).
    // (`test` reads the payload, an Error, as its text.)
    if (/preload CSS/.test((event as VitePreloadErrorEvent).payload as string) || recovery.reloadTo() === 'reloading') event.preventDefault();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}

/**
 * Lets an import go on without a stylesheet Vite's preload could not load (the page shows with the
 * styles that did load), and leaves every script chunk's failure to the code that awaited the
 * import: no reload from here. For an app whose imports all recover where they are awaited
 * (`loadChunk`, `lazyRoute`: one guarded reload each), so that an import nobody awaits — a
 * prefetch, only a head start — fails silently instead of reloading the page a person is reading.
 * Use it instead of `handlePreloadErrors`, not beside it. Returns the function that removes the listener.
 * @example const stop = continueWithoutStylesheets(window);
 */
export function continueWithoutStylesheets(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const listener = (event: Event) => void (/preload CSS/.test((event as VitePreloadErrorEvent).payload as string) && event.preventDefault());
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
