// What the router, the prefetch, the prerender, the dev server and the preview derive from the
// route table (routeTable.ts). Plain functions of plain data: Node imports them as they are.
// With its extension: Vite's config loader (scripts/vite/preview.ts, prerender.ts) imports this file too.
import { appRoutes, type AppRoute } from './routeTable.ts';

/** A route and the parameters a path gives it. */
export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The parameters `pathname` gives `pattern`, or `undefined` when it does not match.
 * @example paramsOf('/presentations/:id', '/presentations/404') // { id: '404' }
 */
export function paramsOf(pattern: string, pathname: string): Record<string, string> | undefined {
  const segments = pathname.split('/');
  const parts = pattern.split('/');
  const params: Record<string, string> = {};
  const matches =
    parts.length === segments.length &&
    parts.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = decode(segment);
      return segment !== '';
    });
  return matches ? params : undefined;
}

/**
 * The route `pathname` belongs to, with its parameters.
 * @example matchRoute('/presentations/500')?.params // { id: '500' }
 */
export function matchRoute(pathname: string, routes: readonly AppRoute[] = appRoutes): RouteMatch | undefined {
  for (const route of routes) {
    const params = paramsOf(route.pattern, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

/**
 * True when `pathname` is one of the app's routes (its page may still be unknown).
 * @example isAppRoute('/presentations/404') // true
 */
export function isAppRoute(pathname: string, routes: readonly AppRoute[] = appRoutes): boolean {
  return matchRoute(pathname, routes) !== undefined;
}

/** `pattern` with each `:name` replaced by its (encoded) parameter. */
const fill = (pattern: string, params: Readonly<Record<string, string>>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * The page of `route` with these parameters, by its path as the route table lists it, or
 * `undefined`: a path the route does not have (not found).
 * @example pageOf(match.route, { id: '500' }) // '/presentations/500'
 */
export function pageOf(route: AppRoute, params: Readonly<Record<string, string>>): string | undefined {
  const path = fill(route.pattern, params);
  return route.pages.includes(path) ? path : undefined;
}

/**
 * The page at `pathname` (its path as the route table lists it, the key of its head in
 * pageHeads.ts), with its route, or `undefined` when there is none (status 404).
 * @example pageAt('/presentations/nope') // undefined
 */
export function pageAt(pathname: string, routes: readonly AppRoute[] = appRoutes): (RouteMatch & { page: string }) | undefined {
  const match = matchRoute(pathname, routes);
  const page = match && pageOf(match.route, match.params);
  return page ? { ...match!, page } : undefined;
}

/**
 * The URL of the data file a route's page renders with, or `undefined` for a route without data.
 * @example dataUrlOf(matchRoute('/')!.route, {}) // '/data/index.json'
 */
export function dataUrlOf(route: AppRoute, params: Readonly<Record<string, string>>): string | undefined {
  return route.data === undefined ? undefined : fill(route.data, params);
}

/**
 * Every path the build prerenders, encoded: one per page of every route.
 * @example prerenderPaths() // ['/', '/presentations/not-found', …]
 */
export function prerenderPaths(routes: readonly AppRoute[] = appRoutes): string[] {
  return routes.flatMap((route) => route.pages);
}

/**
 * The module of a route's screen, from the project root (the prerender finds its chunk by it).
 * @example screenModule('Home') // 'src/app/screens/Home/HomeScreen.tsx'
 */
export const screenModule = (screen: string) => `src/app/screens/${screen}/${screen}Screen.tsx`;
