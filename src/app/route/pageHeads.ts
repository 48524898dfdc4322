// What each page's `<head>` says about it, by the page's path: the prerender (and the dev server)
// writes it into the page's HTML, the after-first-render chunk sets it on client navigations. Apart
// from the route table on purpose: the router, in every page's first load, never reads a title or a
// description, so they are not in the first load's bytes (docs/performance.md). Every page of the
// route table has one here, and nothing else does (route/routeTable.test.tsx; the prerender fails
// on a page without one).
import { siteName } from '../site';

/** What a page's `<head>` says about it. */
export interface PageHead {
  /** The document title; names the site. */
  title: string;
  /** The `<meta name="description">`: what a search result or a link preview shows. */
  description: string;
}


/**
 * A presentation's head. Its title says it is a preview of an error page, so neither a crawler nor
 * a reader takes it for an error of the site (the real error pages, 404.html and the others, are
 * titled by their status): the page itself answers 200 and shows the presentation as an app would.
 */
const presentation = (name: string, description: string): PageHead => ({
  title: `Preview of the ${name} – ${siteName}`,
  description: `${siteName}'s ${name}, as an app shows it: ${description}`,
});

/** Each page's head, by its path as the prerender writes it (`prerenderPaths()`). */
export const pageHeads: Readonly<Record<string, PageHead>> = {
  '/': { title: siteName, description: `${siteName}: layout primitives and error presentations for React.` },
  '/presentations/not-found': presentation('not-found page (404)', 'for an address that matches nothing.'),
  '/presentations/400': presentation('400 Bad Request status page', 'for a request the server could not understand.'),
  '/presentations/405': presentation('405 Method Not Allowed status page', 'for a method the address does not answer.'),
  '/presentations/500': presentation('500 Internal Server Error status page', 'for a failure of the server.'),
  '/presentations/application-error': presentation('application-error page', 'for an exception while rendering in the browser.'),
  '/presentations/page-data': presentation('page-data load failure', "for a page whose data did not load."),
  '/presentations/route': presentation('route load failure', "for a route whose code did not arrive."),
  '/presentations/build-manifest': presentation('build-manifest load failure', 'for a client build manifest that did not load.'),
};
