import type { LoadRecovery } from './recovery';

/** Vite's event for a failed preload of a dynamic import's dependencies. */
export interface VitePreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Listens for `vite:preloadError` and answers it with one guarded full reload. When the guard
 * refuses, the import's own error goes on to the code that awaited it (a lazy route), which shows
 * the load-failure page. Returns the function that removes the listener.
 * @example const stop = handlePreloadErrors(window, createLoadRecovery());
 */
export function handlePreloadErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, recovery: LoadRecovery): () => void {
  const listener = (event: Event) => {
    if (recovery.reloadTo() === 'reloading') event.preventDefault();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
