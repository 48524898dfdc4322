// @vitest-environment node
// The server side of prerendering: what the build writes for each page, and the document around it.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import homeData from '../data/index.json';
import { embeddedDataId, embeddedDataScript } from './embeddedData';
import { injectPage, prerenderPaths, renderPage } from './renderPage';
import HydrationMismatchFixture from '../dev/HydrationMismatchFixture';
import { pageHeads } from '../route/pageHeads';

const readData = (url: string) => {
  if (url !== '/data/index.json') throw new Error(`unexpected ${url}`);
  return homeData;
};

describe('prerenderPaths', () => {
  it('is / and one page per presentation the home data lists (no link of the home page is a 404)', () => {
    expect(prerenderPaths()).toEqual(['/', ...homeData.presentations.map(({ id }) => `/presentations/${id}`)]);
  });
});

describe('renderPage', () => {
  it('renders / whole, with its data, and no style attribute (refused under the CSP)', async () => {
    const page = await renderPage('/', readData);
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ '/data/index.json': homeData });
    expect(page.html).toContain('<h1 tabindex="-1">Groundwork</h1>');
    expect(page.html).not.toContain('data-route-pending');
    expect(page.html).not.toMatch(/\sstyle=/);
    expect(page.head).toEqual({ ...pageHeads['/'], path: '/' });
  });

  it('renders every page of the route table with status 200', async () => {
    for (const path of prerenderPaths()) expect((await renderPage(path, readData)).status, path).toBe(200);
  });

  it('renders a listed presentation with no data, and an unlisted one with status 404', async () => {
    const listed = await renderPage('/presentations/500', readData);
    expect(listed).toMatchObject({ status: 200, data: {} });
    expect(listed.html).toContain('500');
    const unknown = await renderPage('/presentations/nope', readData);
    expect(unknown.status).toBe(404);
    expect(unknown.head).toBeUndefined();
    expect(unknown.html).toContain('This page could not be found.');
  });

  it('renders the development-only fixture with status 200 only for the dev server', async () => {
    expect((await renderPage('/__dev/hydration-mismatch?kind=text', readData)).status).toBe(404);
    const dev = await renderPage('/__dev/hydration-mismatch?kind=text', readData, { dev: true });
    expect(dev.status).toBe(200);
  });
});

const renderFixture = (address: string) => renderToString(<Router ssrPath={address}><HydrationMismatchFixture /></Router>);

describe('the fixture renders differently on each side', () => {
  it('server here, client where window exists', async () => {
    const server = renderFixture('/__dev/hydration-mismatch?kind=text');
    expect(server).toContain('server');
    (globalThis as { window?: unknown }).window = globalThis;
    try {
      const client = renderFixture('/__dev/hydration-mismatch?kind=text');
      expect(client).toContain('Rendered on the <!-- -->client');
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});

describe('injectPage', () => {
  const template = '<html><head></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
  const origin = 'https://example.com';

  it("puts the app's HTML in the root and the data right after it", () => {
    const html = injectPage(template, { html: '<main>Hi</main>', data: { '/data/x.json': { a: 1 } } }, origin);
    expect(html).toContain(`<div id="root"><main>Hi</main></div><script type="application/json" id="${embeddedDataId}">{"/data/x.json":{"a":1}}</script>`);
  });

  it('keeps $ patterns in the HTML as written', () => {
    expect(injectPage(template, { html: "<p>$&amp; $' $`</p>", data: {} }, origin)).toContain("<p>$&amp; $' $`</p>");
  });

  it("makes the template's head the page's own: lang, title, description, canonical link from the site origin, escaped", () => {
    const html = injectPage(
      '<html dir="ltr" lang="x"><head><meta name="description" content="shell" /><title>Shell</title></head><body><div id="root"></div></body></html>',
      { html: '', data: {}, head: { title: 'A <b> & "c"', description: 'Say "hi" <now>', path: '/a/b' } },
      'https://example.com',
    );
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;now&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://example.com/a/b" />');
    expect(html).not.toContain('Shell');
  });

  it('puts the title a page without a head renders in the head: one <title> per document', async () => {
    const shell = '<html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
    const html = injectPage(shell, await renderPage('/nope', readData), origin);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<head><title>404: This page could not be found</title></head>');
  });

  it('refuses a page with a head that renders a <title> of its own', () => {
    const page = { html: '<title>Mine</title><main></main>', data: {}, head: { title: 'T', description: 'D', path: '/a' } };
    expect(() => injectPage(template.replace('<head>', '<head><title>S</title><meta name="description" content="" />'), page, origin)).toThrow(/\/a renders a <title> of its own .*documentTitle=\{false\}/);
  });

  it('fails clearly on a template without the root', () => {
    expect(() => injectPage('<body></body>', { html: '', data: {} }, origin)).toThrow(/no <div id="root"><\/div>/);
  });
});

describe('embeddedDataScript', () => {
  it('cannot be closed or commented out by the data, and parses back to the same data', () => {
    const data = { '/data/x.json': { text: '</script><script>alert(1)</script><!-- x' } };
    const script = embeddedDataScript(data);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual(data);
  });
});
