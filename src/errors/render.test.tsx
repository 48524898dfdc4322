// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApplicationErrorBoundary } from './ApplicationErrorBoundary';
import { ErrorLocaleProvider } from './ErrorLocale';
import { errorMessages } from './messages';
import { en } from './messages/en';
import type { ErrorMessages } from './messages/types';
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

  it('takes lang and dir from the locale prop or the provider, among the catalogues given, falling back to English', () => {
    const withBuiltIns = (page: ReactElement) => renderToString(<ErrorLocaleProvider catalogues={errorMessages}>{page}</ErrorLocaleProvider>);
    expect(withBuiltIns(<NotFoundPage locale="ar" />)).toMatch(/<main [^>]*lang="ar"[^>]*dir="rtl"/);
    expect(withBuiltIns(<NotFoundPage locale="tlh" />)).toContain('This page could not be found.');
    const provided = renderToString(
      <ErrorLocaleProvider locale="ja" catalogues={{ ja: errorMessages.ja }}>
        <NotFoundPage />
      </ErrorLocaleProvider>,
    );
    expect(provided).toMatch(/<main [^>]*lang="ja"/);
    expect(provided).toContain('このページは見つかりませんでした。');
  });

  it('ships English only: a built-in locale nobody passed falls back to English', () => {
    expect(renderToString(<NotFoundPage locale="de" />)).toMatch(/<main [^>]*lang="en"[^>]*>.*This page could not be found\./);
  });

  it('takes a consumer catalogue for any BCP 47 tag, chosen from a preference list or Accept-Language', () => {
    const zhHant: ErrorMessages = { ...en, fullStop: '。', status: { ...en.status, notFound: '找不到此頁面' } };
    const rtl: ErrorMessages = { ...en, dir: 'rtl', status: { ...en.status, notFound: 'לא נמצא' } };
    const catalogues = { 'zh-Hant': zhHant, he: rtl, de: errorMessages.de };
    const under = (locale: string | string[]) =>
      renderToString(
        <ErrorLocaleProvider locale={locale} catalogues={catalogues}>
          <NotFoundPage />
        </ErrorLocaleProvider>,
      );
    expect(under(['zh-Hant-TW', 'en'])).toMatch(/<main [^>]*lang="zh-Hant"[^>]*dir="ltr"[^>]*>.*找不到此頁面。/);
    expect(under('fr-CH, he-IL;q=0.9, de;q=0.8')).toMatch(/<main [^>]*lang="he"[^>]*dir="rtl"[^>]*>.*לא נמצא/);
    expect(under('xx, de-AT;q=0.5')).toContain('Diese Seite wurde nicht gefunden.');
  });

  it('replaces single texts through the provider, over any catalogue, props still first', () => {
    const overridden = (page: ReactElement) =>
      renderToString(
        <ErrorLocaleProvider locale="de" catalogues={{ de: errorMessages.de }} overrides={{ actions: { home: 'Zum Dashboard' } }}>
          {page}
        </ErrorLocaleProvider>,
      );
    const html = overridden(<NotFoundPage />);
    expect(html).toContain('>Zum Dashboard</a>');
    expect(html).toContain('Diese Seite wurde nicht gefunden.');
    expect(overridden(<NotFoundPage homeLabel="Start" />)).toContain('>Start</a>');
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
    const html = renderToString(
      <ErrorLocaleProvider catalogues={{ ar: errorMessages.ar }}>
        <LoadFailureNotice failure="route" path={hostilePath} onReload={noop} locale="ar" />
      </ErrorLocaleProvider>,
    );
    expect(html).toMatch(/^<section [^>]*role="alert"/);
    expect(html).toMatch(/lang="ar"[^>]*dir="rtl"/);
    expect(count(html, /<h2[\s>]/g)).toBe(1);
    expect(html).not.toMatch(/<main|<h1|\sstyle=|<script/);
    expect(html).toContain('<bdi dir="ltr">/&lt;script&gt;alert(1)&lt;/script&gt;</bdi>');
    expect(renderToString(<LoadFailureNotice failure="page-data" headingLevel={3} />)).toMatch(/<h3[^>]*>This page could not be loaded\.<\/h3>/);
    expect(renderToString(<LoadFailureNotice failure="page-data" headingLevel={9 as 2} />)).toMatch(/<h2/);
  });
});
