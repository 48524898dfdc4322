// @vitest-environment node
// One entry in the route table (and its pages' heads) is all a new screen needs: a fixture route
// added there is routed, prefetched, prerendered with its data and its head, and 404 for parameters
// it does not list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import homeData from '../data/index.json';
import { screenToPrefetch } from '../afterFirstRender/usePrefetchVisibleRoutes';
import { injectPage, renderPage } from '../prerender/renderPage';
import { testSiteOrigin } from '../../../scripts/site-origin.mjs';
import { isAppRoute, matchRoute, pageAt, prerenderPaths, screenModule } from './matchRoute';
import { siteName } from '../site';
import { pageHeads } from './pageHeads';
import { appRoutes, type AppRoute } from './routeTable';
import { loadScreen } from './screens';

const fixture: AppRoute = {
  pattern: '/guides/:slug',
  screen: 'Home',
  data: '/data/guide-:slug.json',
  pages: ['/guides/first'],
};
const routes = [...appRoutes, fixture];
const heads = { ...pageHeads, '/guides/first': { title: 'The first guide', description: 'A guide that exists only in this test.' } };
const guide = { ...homeData, title: 'First guide, from its own data' };
const readData = (url: string) => {
  if (url === '/data/guide-first.json') return guide;
  if (url === '/data/index.json') return homeData;
  throw new Error(`unexpected ${url}`);
};
const template = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

describe('a route added to the table', () => {
  it('is routed and prerendered with its data and its head', async () => {
    expect(prerenderPaths(routes)).toContain('/guides/first');
    const page = await renderPage('/guides/first', readData, { routes, heads });
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ '/data/guide-first.json': guide });
    expect(page.html).toContain('<h1 tabindex="-1">First guide, from its own data</h1>');
    const html = injectPage(template, page, testSiteOrigin);
    expect(html).toContain('<title>The first guide</title>');
    expect(html).toContain('<meta name="description" content="A guide that exists only in this test." />');
    expect(html).toContain(`<link rel="canonical" href="${testSiteOrigin}/guides/first" />`);
    expect(html).toMatch(/<html lang="en"/);
  });

  it('is prefetched: a link to it loads its screen', async () => {
    expect(screenToPrefetch('/guides/first', routes)).toBe('Home');
    expect(screenToPrefetch('/guides/first')).toBeUndefined();
    expect(typeof (await loadScreen(screenToPrefetch('/guides/first', routes)!)()).default).toBe('function');
  });

  it('is 404 for parameters it does not list, on the server and in the app', async () => {
    expect(isAppRoute('/guides/second', routes)).toBe(true);
    expect(pageAt('/guides/second', routes)).toBeUndefined();
    const page = await renderPage('/guides/second', readData, { routes, heads });
    expect(page.status).toBe(404);
    expect(page.html).toContain('This page could not be found.');
    expect(page.data).toEqual({});
  });

  it('without a head is not prerendered: the build stops and says where the head goes', async () => {
    await expect(renderPage('/guides/first', readData, { routes })).rejects.toThrow(/\/guides\/first .*without a head in src\/app\/route\/pageHeads\.ts/);
  });
});

describe('the route table', () => {
  it('names a screen module that exists for every route', () => {
    for (const { screen } of appRoutes) {
      expect(() => loadScreen(screen), screen).not.toThrow();
      expect(screenModule(screen)).toBe(`src/app/screens/${screen}/${screen}Screen.tsx`);
    }
    expect(() => loadScreen('Nope')).toThrow(/no screen "Nope".*src\/app\/screens\/Nope\/NopeScreen\.tsx/);
  });

  it('gives every page, and nothing else, a head: a title naming the site and a description, each its own', () => {
    expect(Object.keys(pageHeads).sort()).toEqual(prerenderPaths().sort());
    const heads = Object.values(pageHeads);
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
    for (const { title } of heads) expect(title).toContain(siteName);
  });

  it('prerenders every page with one <title>, its head\'s, and an absolute canonical link', async () => {
    for (const path of prerenderPaths()) {
      const html = injectPage(template, await renderPage(path, readData), testSiteOrigin);
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html, path).toContain(`<title>${pageHeads[path]!.title}</title>`);
      expect(html, path).toContain(`<link rel="canonical" href="${testSiteOrigin}${path}" />`);
    }
  });

  it("lists each page by a path of its own route, written as a link writes it", () => {
    for (const route of appRoutes) {
      for (const page of route.pages) expect(pageAt(page)?.route, page).toBe(route);
    }
  });

  it('matches one segment per parameter, decoded', () => {
    expect(matchRoute('/presentations/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchRoute('/presentations/')).toBeUndefined();
    expect(matchRoute('/presentations/a/b')).toBeUndefined();
    expect(pageAt('/presentations/500')?.page).toBe('/presentations/500');
    expect(pageAt('/presentations/%35%30%30')?.page).toBe('/presentations/500');
  });
});
