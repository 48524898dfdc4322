// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApplicationErrorBoundary } from './ApplicationErrorBoundary';
import { ErrorLocaleProvider } from './ErrorLocale';
import { LoadFailureNotice } from './LoadFailureNotice/LoadFailureNotice';
import { ApplicationErrorPage } from './pages/ApplicationErrorPage';
import { LoadFailurePage } from './pages/LoadFailurePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { StatusPage } from './pages/StatusPage';

const hostilePath = '/<script>alert(1)</script>';
const noop = () => {};

const pages: [string, ReactElement][] = [
  ['NotFoundPage', <NotFoundPage key="a" />],
  ['StatusPage 400', <StatusPage key="b" status={400} />],
  ['StatusPage 405', <StatusPage key="c" status="405" />],
  ['StatusPage 500 with help and reference', <StatusPage key="d" status={500} help={<p>Call us</p>} referenceId="ab-12" />],
  ['StatusPage hostile', <StatusPage key="e" status="<img src=x onerror=alert(1)>" />],
  ['ApplicationErrorPage', <ApplicationErrorPage key="f" onTryAgain={noop} onReload={noop} />],
  ['LoadFailurePage page-data', <LoadFailurePage key="g" failure="page-data" onReload={noop} />],
  ['LoadFailurePage route', <LoadFailurePage key="h" failure="route" path={hostilePath} />],
  ['LoadFailurePage build-manifest', <LoadFailurePage key="i" failure="build-manifest" />],
  ['ApplicationErrorBoundary (no error)', <ApplicationErrorBoundary key="j"><NotFoundPage /></ApplicationErrorBoundary>],
];

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('static rendering in node', () => {
  it('runs where there is no browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(pages)('%s renders one <main>, one <h1>, a home link, and no style attribute', (_, page) => {
    const html = renderToString(page);
    expect(count(html, /<main[\s>]/g)).toBe(1);
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).toMatch(/<a [^>]*href="\/"/);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).toMatch(/<main [^>]*lang="en"[^>]*dir="ltr"/);
  });

  it.each([NaN, -1, 0, 99, 200, 600, 999, 404.5, 'abc', '<script>', '', undefined, null, {}, [], true, Symbol('x'), 10n])(
    'StatusPage renders the generic page with no code for %s',
    (status) => {
      const html = renderToString(<StatusPage status={status} />);
      const heading = html.match(/<h1[^>]*>(.*?)<\/h1>/)![1]!.replace(/<[^>]+>/g, '');
      expect(heading).toBe('An unexpected error has occurred.');
    },
  );

  it('renders the code and the message in the heading, verbatim', () => {
    const html = renderToString(<NotFoundPage />);
    const heading = html.match(/<h1[^>]*>(.*?)<\/h1>/)![1]!.replace(/<[^>]+>/g, '');
    expect(heading).toBe('404: This page could not be found.');
    expect(renderToString(<StatusPage status={418} />)).toContain('An unexpected error has occurred.');
  });

  it('escapes a hostile path and a hostile status: text, never markup', () => {
    const route = renderToString(<LoadFailurePage failure="route" path={hostilePath} />);
    expect(route).toContain('Route did not complete loading: <bdi dir="ltr">/&lt;script&gt;alert(1)&lt;/script&gt;</bdi>');
    expect(route).not.toContain('<script>');
    const status = renderToString(<StatusPage status="<img src=x onerror=alert(1)>" referenceId="<b>x</b>" />);
    expect(status).not.toContain('<img');
    expect(status).not.toContain('<b>');
    expect(status).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('takes lang and dir from the locale prop or the provider, falling back to English', () => {
    expect(renderToString(<NotFoundPage locale="ar" />)).toMatch(/<main [^>]*lang="ar"[^>]*dir="rtl"/);
    expect(renderToString(<NotFoundPage locale="tlh" />)).toContain('This page could not be found.');
    const provided = renderToString(
      <ErrorLocaleProvider locale="ja">
        <NotFoundPage />
      </ErrorLocaleProvider>,
    );
    expect(provided).toMatch(/<main [^>]*lang="ja"/);
    expect(provided).toContain('このページは見つかりませんでした。');
  });

  it('lets props override every text', () => {
    const html = renderToString(
      <ApplicationErrorPage
        message="M"
        hint="H"
        homeLabel="Home!"
        tryAgainLabel="Again!"
        reloadLabel="Reload!"
        onTryAgain={noop}
        onReload={noop}
        referenceId="r"
        referenceLabel="Ref!"
      />,
    );
    for (const text of ['>M<', '>H<', '>Home!<', '>Again!<', '>Reload!<', 'Ref!']) expect(html).toContain(text);
    expect(renderToString(<LoadFailurePage failure="page-data" detail="D!" />)).toContain('D!');
  });

  it('shows Try again and Reload only when their handlers are given, after the home link', () => {
    const without = renderToString(<NotFoundPage />);
    expect(without).not.toContain('<button');
    const withBoth = renderToString(<ApplicationErrorPage onTryAgain={noop} onReload={noop} />);
    const order = ['>Go to the homepage</a>', '>Try again</button>', '>Reload the page</button>'].map((text) => withBoth.indexOf(text));
    expect(order.every((index, i) => index > 0 && (i === 0 || index > order[i - 1]!))).toBe(true);
  });

  it('renders the load-failure notice as an alert with an h2 (or the level asked), escaped, no style', () => {
    const html = renderToString(<LoadFailureNotice failure="route" path={hostilePath} onReload={noop} locale="ar" />);
    expect(html).toMatch(/^<section [^>]*role="alert"/);
    expect(html).toMatch(/lang="ar"[^>]*dir="rtl"/);
    expect(count(html, /<h2[\s>]/g)).toBe(1);
    expect(html).not.toMatch(/<main|<h1|\sstyle=|<script/);
    expect(html).toContain('<bdi dir="ltr">/&lt;script&gt;alert(1)&lt;/script&gt;</bdi>');
    expect(renderToString(<LoadFailureNotice failure="page-data" headingLevel={3} />)).toMatch(/<h3[^>]*>This page could not be loaded\.<\/h3>/);
    expect(renderToString(<LoadFailureNotice failure="page-data" headingLevel={9 as 2} />)).toMatch(/<h2/);
  });
});
