import { lazy, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';
import type { LoadRecovery } from './recovery';

/** A route's code did not arrive, even after one reload. */
export class RouteLoadError extends Error {
  override readonly name = 'RouteLoadError';
  /** The path whose route did not load. */
  readonly path: string;

  constructor(path: string, cause?: unknown) {
    super(`Route did not complete loading: ${path}`, { cause });
    this.path = path;
  }
}

/**
 * `React.lazy` with recovery: when the route's chunk fails to load, the page reloads once (guarded);
 * if it fails again, rendering throws a `RouteLoadError` for an error boundary to present.
 * @example const Home = lazyRoute(() => import('./Home'), recovery, () => location.pathname);
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  recovery: LoadRecovery,
  currentPath: () => string,
) {
  return lazy(() =>
    loadChunk(load, recovery, (error) => {
      throw new RouteLoadError(currentPath(), error);
    }),
  );
}
