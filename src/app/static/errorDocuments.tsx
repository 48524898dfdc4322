// The static error pages, rendered to HTML in node at build time from the same components the app
// shows: no script, no inline style, readable with JavaScript off.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NotFoundPage, StatusPage, statusTitle } from '../../errors';

/** One static page: its file name, its title and its body. */
interface ErrorDocument {
  file: string;
  title: string;
  page: ReactElement;
}

/** The pages the build emits. A host serves them for its own errors (see the README). */
export const errorDocuments: ErrorDocument[] = [
  { file: '404.html', title: statusTitle(404), page: <NotFoundPage documentTitle={false} /> },
  { file: '500.html', title: statusTitle(500), page: <StatusPage status={500} documentTitle={false} /> },
  { file: '400.html', title: statusTitle(400), page: <StatusPage status={400} documentTitle={false} /> },
  { file: '405.html', title: statusTitle(405), page: <StatusPage status={405} documentTitle={false} /> },
];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The full HTML document of one error page, linking `stylesheets` (the built CSS, by URL).
 * @example renderErrorDocument(errorDocuments[0], ['/assets/index-abc.css'])
 */
export function renderErrorDocument({ title, page }: ErrorDocument, stylesheets: string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${links}</head>`,
    `<body>${renderToStaticMarkup(page)}</body>`,
    '</html>',
    '',
  ].join('\n');
}
