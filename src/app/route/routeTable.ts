// The app's routes, as plain data: the one place a screen is added. The client router, the
// prefetch of visible links, the prerender, the dev server and the preview all read this table
// (route/matchRoute.ts derives what each needs). No React and no Vite-only syntax, so Node
// (scripts/vite/*) imports it as it is.

/** What a page's `<head>` says about it: written into its prerendered HTML, set again on client navigations. */
export interface PageHead {
  /** The document title. */
  title: string;
  /** The `<meta name="description">`: what a search result or a link preview shows. */
  description: string;
}

/** One page the build prerenders at a route: its parameters and its head. */
export interface RoutePage {
  /** A value for each `:name` of the pattern (decoded); `{}` for a pattern without any. */
  params: Readonly<Record<string, string>>;
  head: PageHead;
}

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
  /** Every page of the route, prerendered at build time. Any other parameters are not found (status 404). */
  pages: readonly RoutePage[];
}

/** The language of every page (`<html lang>`), as the catalogue the screens use. */
export const pageLang = 'en';

/** The app's routes, in matching order. */
export const appRoutes: readonly AppRoute[] = [
  {
    pattern: '/',
    screen: 'Home',
    data: '/data/index.json',
    pages: [{ params: {}, head: { title: 'Groundwork', description: 'Groundwork: layout primitives and error presentations for React.' } }],
  },
  {
    pattern: '/presentations/:id',
    screen: 'Presentation',
    pages: [
      presentation('not-found', '404: This page could not be found', 'The not-found page.'),
      presentation('400', '400: Bad Request', 'The status page for 400 Bad Request.'),
      presentation('405', '405: Method Not Allowed', 'The status page for 405 Method Not Allowed.'),
      presentation('500', '500: Internal Server Error', 'The status page for 500 Internal Server Error.'),
      presentation('application-error', 'Application error: a client-side exception has occurred', 'The application-error page.'),
      presentation('page-data', 'Failed to load page data', 'The load-failure page for page data.'),
      presentation('route', 'Route did not complete loading', "The load-failure page for a route's code."),
      presentation('build-manifest', 'Failed to load client build manifest', 'The load-failure page for the build manifest.'),
    ],
  },
];

function presentation(id: string, title: string, description: string): RoutePage {
  return { params: { id }, head: { title, description } };
}
