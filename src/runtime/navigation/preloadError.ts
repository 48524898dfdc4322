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
