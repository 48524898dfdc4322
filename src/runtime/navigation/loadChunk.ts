import type { LoadRecovery } from './recovery';

/** A promise that never settles: what waits while a reload replaces the page. */
export const never = () => new Promise<never>(() => {});

/**
 * Loads a chunk with recovery. When it fails, the scripts the page fetched are asked for again past
 * the HTTP cache (`refetchScripts`: a chunk that arrived damaged must not be what the reload gets),
 * then the page reloads once (guarded) and the promise never settles; when the guard gives up
 * (already reloaded, nothing would remember it, offline), it settles as `gaveUp(error)` does. A
 * module that resolves as `undefined` (Vite's preload handler took the failure and a guarded reload
 * is under way) never settles either.
 * @example
 * loadChunk(() => import('./Page'), recovery, (error) => { throw new RouteLoadError(path, error); });
 */
export function loadChunk<T, F = never>(load: () => Promise<T | undefined>, recovery: LoadRecovery, gaveUp: (error: unknown) => F | Promise<F>): Promise<T | F> {
  return load().then(
    (module) => module ?? never(),
    async (error: unknown) => {
      // A chunk of its own, asked for only after a failure: the first load does not carry it. When
      // it does not arrive either, the reload goes on without it.
      await import('./freshScripts').then((fresh) => fresh.refetchScripts(), () => {});
      return recovery.reloadTo() === 'reloading' ? never() : gaveUp(error);
    },
  );
}
