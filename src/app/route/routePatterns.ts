// The client routes, as path patterns. Plain data (no React) so the preview server can tell an
// app route (serve the app shell) from an unknown path (serve 404.html with status 404).

/** Paths the app renders itself. `:name` matches one path segment. */
export const appRoutePatterns = ['/', '/presentations/:id'] as const;

/**
 * True when `pathname` is one of the app's routes.
 * @example isAppRoute('/presentations/404') // true
 */
export function isAppRoute(pathname: string): boolean {
  return appRoutePatterns.some((pattern) => matchesRoute(pattern, pathname));
}

/**
 * True when `pathname` matches one route pattern.
 * @example matchesRoute('/presentations/:id', '/presentations/404') // true
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const segments = pathname.split('/');
  const parts = pattern.split('/');
  return parts.length === segments.length && parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
}
