// The app rendered on the server: at build time for every page the data lists (prerender.ts),
// and per request by the dev server (scripts/vite/devSsr.ts). Waits for every lazy route and
// error page, so the HTML is the whole page, never a pending view.
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../App';
import { pageData } from '../appRuntime';
import { routeData } from '../route/routeData';
import { matchesRoute } from '../route/routePatterns';
import { parseHomeContent } from '../screens/Home/homeContent';
import { devRoutePaths } from '../dev/devPaths';
import { embeddedDataScript } from './embeddedData';

/** Reads one page-data file by its URL (`/data/index.json`), parsed. */
export type ReadData = (url: string) => unknown;

/** One rendered page: its status, the app's HTML and the data it was rendered with, by URL. */
export interface RenderedPage {
  status: 200 | 404;
  html: string;
  data: Record<string, unknown>;
}

/**
 * Every page the build prerenders: `/` and one `/presentations/:id` per entry of the home data.
 * @example prerenderPaths(readData) // ['/', '/presentations/not-found', …]
 */
export function prerenderPaths(readData: ReadData): string[] {
  const { presentations } = parseHomeContent(readData(routeData.home));
  return ['/', ...presentations.map(({ id }) => `/presentations/${encodeURIComponent(id)}`)];
}

/** The data files a path renders with. */
const dataOf = (pathname: string): string[] => (pathname === '/' ? [routeData.home] : []);

/**
 * Renders the app at `url` (path and query) with its data read on the server. Status 404 for a
 * path that is not a page the data lists (the app renders its not-found page there).
 * @example const { status, html, data } = await renderPage('/presentations/500', readData);
 */
export async function renderPage(url: string, readData: ReadData, { dev = false } = {}): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const data = Object.fromEntries(dataOf(pathname).map((dataUrl) => [dataUrl, readData(dataUrl)]));
  // The module's one loader: the routes' own code prefetches through it, and a seeded URL is never fetched.
  pageData.invalidate();
  pageData.seed(data);
  const { prelude } = await prerender(
    <Router ssrPath={url}>
      <App />
    </Router>,
  );
  const html = await new Response(prelude).text();
  const known = prerenderPaths(readData).includes(pathname) || (dev && devRoutePaths.some((pattern) => matchesRoute(pattern, pathname)));
  return { status: known ? 200 : 404, html, data };
}

/**
 * The HTML document of a rendered page: the app's HTML inside `<div id="root">` of the built (or
 * dev-transformed) `index.html`, and its data as a JSON block right after it.
 * @example injectPage(readFileSync('dist/index.html', 'utf8'), page)
 */
export function injectPage(template: string, { html, data }: Pick<RenderedPage, 'html' | 'data'>): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`injectPage: the template has no ${root}`);
  return template.replace(root, () => `<div id="root">${html}</div>${embeddedDataScript(data)}`);
}
