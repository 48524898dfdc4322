// The app rendered on the server: at build time for every page of the route table (prerender.ts),
// and per request by the dev server (scripts/vite/devSsr.ts). Waits for every lazy route and
// error page, so the HTML is the whole page, never a pending view.
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../App';
import { pageData } from '../appRuntime';
import { dataUrlOf, pageAt, paramsOf } from '../route/matchRoute';
import { pageHeads, type PageHead } from '../route/pageHeads';
import { appRoutes, pageLang, type AppRoute } from '../route/routeTable';
import { devRoutePaths } from '../dev/devPaths';
import { embeddedDataScript } from './embeddedData';

export { prerenderPaths } from '../route/matchRoute';

/** Reads one page-data file by its URL (`/data/index.json`), parsed. */
export type ReadData = (url: string) => unknown;

/** One rendered page: its status, the app's HTML, the data it was rendered with (by URL), and its head. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
  data: Record<string, unknown>;
  /** The page's head (pageHeads.ts), with its path; none for a path the route table has no page for. */
  head?: PageHead & { path: string };
}

/** How to render: the dev server's fixture routes, or another route table and its heads (a test's). */
export interface RenderOptions {
  dev?: boolean;
  routes?: readonly AppRoute[];
  heads?: Readonly<Record<string, PageHead>>;
}

/**
 * Renders the app at `url` (path and query) with its data read on the server. Status 404 for a
 * path that is not a page of the route table (the app renders its not-found page there).
 * @example const { status, html, data, head } = await renderPage('/presentations/500', readData);
 */
export async function renderPage(url: string, readData: ReadData, { dev = false, routes = appRoutes, heads = pageHeads }: RenderOptions = {}): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const found = pageAt(pathname, routes);
  const head = found && heads[found.page];
  if (found && !head) throw new Error(`renderPage: ${pathname} is a page of the route table without a head in src/app/route/pageHeads.ts`);
  const dataUrl = found && dataUrlOf(found.route, found.params);
  const data: Record<string, unknown> = dataUrl === undefined ? {} : { [dataUrl]: readData(dataUrl) };
  // The module's one loader: the routes' own code prefetches through it, and a seeded URL is never fetched.
  pageData.invalidate();
  pageData.seed(data);
  const { prelude } = await prerender(
    <Router ssrPath={url}>
      <App routes={routes} />
    </Router>,
  );
  const html = await new Response(prelude).text();
  const known = found !== undefined || (dev && devRoutePaths.some((pattern) => paramsOf(pattern, pathname) !== undefined));
  return { status: known ? 200 : 404, html, data, ...(head && { head: { ...head, path: pathname } }) };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The template's head made the page's own: `<html lang>`, `<title>`, `<meta name="description">`
 * and a canonical link, absolute from the site's origin (the client sets the same on client
 * navigations).
 */
function withHead(template: string, head: RenderedPage['head'], siteOrigin: string): string {
  if (!head) return template;
  const replaced = (document: string, pattern: RegExp, replacement: (match: string, ...groups: string[]) => string) => {
    if (!pattern.test(document)) throw new Error(`injectPage: the template has no match for ${pattern.source}`);
    return document.replace(pattern, replacement);
  };
  let document = replaced(template, /<html\b([^>]*)>/, (_, attributes: string) => `<html lang="${escapeHtml(pageLang)}"${attributes.replace(/\s+lang="[^"]*"/, '')}>`);
  document = replaced(document, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title><link rel="canonical" href="${escapeHtml(new URL(head.path, siteOrigin).href)}" />`);
  return replaced(document, /<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`);
}

/**
 * The HTML document of a rendered page: the app's HTML inside `<div id="root">` of the built (or
 * dev-transformed) `index.html`, its data as a JSON block right after it, and its head, whose
 * canonical link is `siteOrigin` (scripts/site-origin.mjs) plus the page's path. A page without
 * a head (the not-found page the dev server renders) keeps the title it renders, in the head.
 * @example injectPage(readFileSync('dist/index.html', 'utf8'), page, 'https://groundwork.example')
 */
export function injectPage(template: string, { html, data, head }: Pick<RenderedPage, 'html' | 'data' | 'head'>, siteOrigin: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`injectPage: the template has no ${root}`);
  // A page that renders a <title> (the error pages do: React hoists it on the client) gets it
  // first in its server HTML: one <title> per document, in the head.
  const title = /^<title>[^<]*<\/title>/.exec(html)?.[0];
  if (title && head) {
    throw new Error(`injectPage: ${head.path} renders a <title> of its own and has one in pageHeads.ts: render its page with documentTitle={false}`);
  }
  const document = title ? template.replace(/<title>[^<]*<\/title>/, () => title) : withHead(template, head, siteOrigin);
  const app = title ? html.slice(title.length) : html;
  return document.replace(root, () => `<div id="root">${app}</div>${embeddedDataScript(data)}`);
}
