import type { LoadRecovery } from './recovery';

/** A promise that never settles: what waits while a reload replaces the page. */
export const never = () => new Promise<never>(() => {});

/**
 * Loads a chunk with recovery. When it fails, the page reloads once (guarded) and the promise never
 * settles; when the guard gives up (already reloaded, nothing would remember it, offline), it
 * settles as `gaveUp(error)` does. A module that resolves as `undefined` (Vite's preload handler
 * took the failure and a guarded reload is under way) never settles either.
 * @example
 * loadChunk(() => import('./Page'), recovery, (error) => { throw new RouteLoadError(path, error); });
 */
export function loadChunk<T, F = never>(load: () => Promise<T | undefined>, recovery: LoadRecovery, gaveUp: (error: unknown) => F | Promise<F>): Promise<T | F> {
  return load().then(
    (module) => module ?? never(),
    (error: unknown) => (recovery.reloadTo() === 'reloading' ? never() : gaveUp(error)),
  );
}
