// The app's routes, as plain data: the one place a screen is added (with its pages' heads in
// pageHeads.ts, kept out of the first load). The client router, the prefetch of visible links, the
// prerender, the dev server and the preview all read this table (route/matchRoute.ts derives what
// each needs). No React and no Vite-only syntax, so Node (scripts/vite/*) imports it as it is.

/** What every screen's default export receives. */
export interface ScreenProps {
  /** The route's parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** The route's page data, once loaded (`undefined` for a route without data). */
  data: unknown;
}

/** One client route. */
export interface AppRoute {
  /** The path; `:name` matches one segment. */
  pattern: string;
  /** The screen: `src/app/screens/<screen>/<screen>Screen.tsx`, whose default export renders the page (a chunk of its own). */
  screen: string;
  /**
   * The page-data file the screen renders with (`src/app/data/<name>.json`, served at `/data/<name>.json`);
   * `:name` is filled from the parameters. Fetched alongside the screen's code, embedded in prerendered pages.
   */
  data?: string;
  /**
   * Every page of the route, by its path (encoded, as a link writes it): prerendered at build time,
   * each with its head in pageHeads.ts. Any other path the pattern matches is not found (status 404).
   */
  pages: readonly string[];
}

/** The language of every page (`<html lang>`), as the catalogue the screens use. */
export const pageLang = 'en';

/** The app's routes, in matching order. */
export const appRoutes: readonly AppRoute[] = [
  {
    pattern: '/',
    screen: 'Home',
    data: '/data/index.json',
    pages: ['/'],
  },
  {
    pattern: '/presentations/:id',
    screen: 'Presentation',
    pages: ['not-found', '400', '405', '500', 'application-error', 'page-data', 'route', 'build-manifest'].map((id) => `/presentations/${id}`),
  },
];
