// What the router, the prefetch, the prerender, the dev server and the preview derive from the
// route table (routeTable.ts). Plain functions of plain data: Node imports them as they are.
// With its extension: Vite's config loader (scripts/vite/preview.ts, prerender.ts) imports this file too.
import { appRoutes, type AppRoute, type RoutePage } from './routeTable.ts';

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
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (!part.startsWith(':')) {
      if (part !== segment) return undefined;
    } else if (segment === '') return undefined;
    else params[part.slice(1)] = decode(segment);
  }
  return params;
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

const sameParams = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * The page of `route` with these parameters, or `undefined`: a path the route does not have (not found).
 * @example pageOf(match.route, { id: '500' })?.head.title // '500: Internal Server Error'
 */
export function pageOf(route: AppRoute, params: Readonly<Record<string, string>>): RoutePage | undefined {
  return route.pages.find((page) => sameParams(page.params, params));
}

/**
 * The page at `pathname`, with its route, or `undefined` when there is none (status 404).
 * @example pageAt('/presentations/nope') // undefined
 */
export function pageAt(pathname: string, routes: readonly AppRoute[] = appRoutes): (RouteMatch & { page: RoutePage }) | undefined {
  const match = matchRoute(pathname, routes);
  const page = match && pageOf(match.route, match.params);
  return match && page ? { ...match, page } : undefined;
}

/** `pattern` with each `:name` replaced by its (encoded) parameter. */
const fill = (pattern: string, params: Readonly<Record<string, string>>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

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
  return routes.flatMap((route) => route.pages.map((page) => fill(route.pattern, page.params)));
}

/**
 * The module of a route's screen, from the project root (the prerender finds its chunk by it).
 * @example screenModule('Home') // 'src/app/screens/Home/HomeScreen.tsx'
 */
export const screenModule = (screen: string) => `src/app/screens/${screen}/${screen}Screen.tsx`;
