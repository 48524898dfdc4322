// The static error pages, rendered to HTML in node at build time from the same components the app
// shows: no inline script or style, readable with JavaScript off. Their one script, external and
// deferred, only answers a step through history (staticPageHistory.js).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { messagesFor, NotFoundPage, statusEntry, StatusPage, statusTitle } from '../../errors';
import { siteName } from '../site';

/** One static error page: its file name, its title, its meta description and its body. */
export interface StaticErrorPage {
  file: string;
  title: string;
  description: string;
  page: ReactElement;
}

const staticPage = (file: string, status: number, page: ReactElement): StaticErrorPage => ({
  file,
  // The status first (what the page is), then the site it is an error of.
  title: `${statusTitle(status)} – ${siteName}`,
  // The page's own next step, as the catalogue words it: what a search result or a shared link shows.
  description: messagesFor('en').statusHint[statusEntry(status).key],
  page,
});

/** The pages the build emits. A host serves them for its own errors (see the README). */
export const staticErrorPages: StaticErrorPage[] = [
  staticPage('404.html', 404, <NotFoundPage documentTitle={false} />),
  staticPage('500.html', 500, <StatusPage status={500} documentTitle={false} />),
  staticPage('400.html', 400, <StatusPage status={400} documentTitle={false} />),
  staticPage('405.html', 405, <StatusPage status={405} documentTitle={false} />),
];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The URLs a static error page links: the built CSS, the site icon and its script (absolute, with the base). */
export interface StaticErrorPageLinks {
  stylesheets: string[];
  icon: string;
  /** The built staticPageHistory.js: a Back or Forward that changes the address loads that address. */
  historyScript: string;
}

/**
 * The full HTML document of one static error page, linking the built CSS and the icon by URL (a host
 * serves it at any unknown path, so relative URLs would break).
 * @example renderStaticErrorPage(staticErrorPages[0], { stylesheets: ['/assets/index-abc.css'], icon: '/favicon.svg', historyScript: '/assets/staticPageHistory-abc.js' })
 */
export function renderStaticErrorPage({ title, description, page }: StaticErrorPage, { stylesheets, icon, historyScript }: StaticErrorPageLinks): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="icon" href="${escapeHtml(icon)}" type="image/svg+xml">`,
    `<title>${escapeHtml(title)}</title>`,
    links,
    // Deferred: nothing on the page waits for it, and it has work only after a step through history.
    `<script src="${escapeHtml(historyScript)}" defer></script>`,
  ].join('');
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    `<head>${head}</head>`,
    `<body>${renderToStaticMarkup(page)}</body>`,
    '</html>',
    '',
  ].join('\n');
}
