// Load recovery in a hostile browser: whatever fails and whatever the browser does with storage,
// a page load ends in at most two documents (one guarded reload) and a page a person can act on.
// Documents are counted from outside the page; see docs/reliability.md for the table.
import type { Page } from '@playwright/test';
import { breakStorage, type StorageCondition } from './hostile';
import { expect, personClicks, test } from './record';
import { hydrated } from '../support/hydrated';

const homeChunk = /\/assets\/HomeScreen-[\w-]+\.js$/;
const routeFailure = (page: Page, path: string) => page.getByText(`Route did not complete loading: ${path}`);
const reloadButton = (page: Page) => page.getByRole('button', { name: 'Reload the page' });

// First: it mostly waits, so the other worker runs the rest beside it.
test.describe('network', () => {
  test('3 s latency on every request: the prerendered page, never a pending view, no reload', async ({ page, documents }) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 3000, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(heading(page)).toHaveText('Groundwork', { timeout: 20_000 });
    // Hydrated: the build-manifest check runs from the chunk loaded after the first render.
    await page.waitForResponse('**/build-manifest.json', { timeout: 20_000 });
    await expect(page.locator('[data-route-pending]')).toHaveCount(0);
    expect(documents).toHaveLength(1);
  });
});

test.describe('storage', () => {
  const conditions: [StorageCondition, number][] = [
    ['throws on access', 2],
    ['setItem throws', 2],
    ['amnesic', 2],
    // Nothing would remember the reload: the guard does not reload at all.
    ['no memory at all', 1],
  ];
  for (const [condition, expected] of conditions) {
    test(`sessionStorage ${condition}: a failed route chunk`, async ({ page, documents }) => {
      await breakStorage(page, condition);
      await page.route(homeChunk, (route) => route.abort('failed'));
      await page.goto('/?q=1#top');
      await expect(routeFailure(page, '/?q=1#top')).toBeVisible();
      await expect(reloadButton(page)).toBeVisible();
      expect(documents).toHaveLength(expected);
      expect(page.url()).toMatch(/\/\?q=1#top$/);
    });
  }
});

const lastResort = (page: Page) => page.locator('[data-last-resort]');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const manifestFailure = (page: Page) => page.getByText('Failed to load client build manifest');

test.describe('failure kinds', () => {
  test('route JS chunk (logged once)', async ({ page, documents }) => {
    const logged: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && /RouteLoadError|Route did not complete/.test(message.text()) && logged.push(message.text())));
    await page.route(homeChunk, (route) => route.abort('failed'));
    await page.goto('/?q=1#top');
    await expect(routeFailure(page, '/?q=1#top')).toBeVisible();
    await expect(reloadButton(page)).toBeVisible();
    expect(documents).toEqual(['/', '/']);
    expect(page.url()).toMatch(/\/\?q=1#top$/);
    // One failure, one log line: the boundary's, not React's copy as well.
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^RouteLoadError: Route did not complete loading: \/\?q=1#top/);
  });

  // A prerendered page links its screen's CSS in its head: a stylesheet that fails there is a
  // static page's missing stylesheet (the content stays, the page hydrates and works), not a
  // failed chunk: Vite loads a stylesheet once per document, so no preload error follows.
  for (const [name, css] of [
    ['route CSS', /\/assets\/HomeScreen-[\w-]+\.css$/],
    ['shared CSS (the layout chunk the route and the error pages share)', /\/assets\/Stack-[\w-]+\.css$/],
  ] as const) {
    test(`${name} in the prerendered page's head: the page, hydrated, no reload`, async ({ page, documents }) => {
      await page.route(css, (route) => route.abort('failed'));
      await page.goto('/');
      await expect(heading(page)).toHaveText('Groundwork');
      await (await hydrated(page.getByRole('link', { name: '400 Bad Request' }))).click();
      await expect(heading(page)).toHaveText('400: Bad Request.');
      expect(documents).toHaveLength(1);
    });
  }

  test('the after-first-render chunk: one reload, then the page that rendered keeps running without it', async ({ page, documents }) => {
    const logged: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && /dynamically imported module.*afterFirstRender/.test(message.text()) && logged.push(message.text())));
    await page.route(/\/assets\/afterFirstRender-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/?q=3#top');
    // The import's own error, logged once (after the guard gave up in the second document).
    await expect.poll(() => logged.length).toBe(1);
    await expect(heading(page)).toHaveText('Groundwork');
    await (await hydrated(page.getByRole('link', { name: '400 Bad Request' }))).click();
    await expect(heading(page)).toHaveText('400: Bad Request.');
    expect(documents).toEqual(['/', '/']);
    await expect(manifestFailure(page)).toHaveCount(0);
  });

  // Stylesheets a client navigation or the after-first-render chunk asks for: Vite's preload fails
  // them, and the page goes on without them (style what you can), never reloading for one.
  for (const [name, css] of [
    ["the after-first-render chunk's stylesheet", /\/assets\/afterFirstRender-[\w-]+\.css$/],
    ['every stylesheet', /\/assets\/[\w-]+\.css$/],
  ] as const) {
    test(`${name} not loaded: the page, hydrated, no reload, and client navigations work`, async ({ page, documents }) => {
      await page.route(css, (route) => route.fulfill({ status: 404, body: '' }));
      const checked = page.waitForResponse('**/build-manifest.json');
      await page.goto('/?q=1');
      await checked;
      await expect(heading(page)).toHaveText('Groundwork');
      await (await hydrated(page.getByRole('link', { name: '400 Bad Request' }))).click();
      await expect(heading(page)).toHaveText('400: Bad Request.');
      await expect(page.getByText('could not be loaded').filter({ visible: true })).toHaveCount(0);
      expect(documents).toEqual(['/']);
    });
  }

  test('build manifest missing', async ({ page, documents }) => {
    await page.route('**/build-manifest.json', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/?q=2#top');
    await expect(manifestFailure(page)).toBeVisible();
    await expect(reloadButton(page)).toBeVisible();
    expect(documents).toEqual(['/', '/']);
    expect(page.url()).toMatch(/\/\?q=2#top$/);
  });

  test('build manifest invalid JSON', async ({ page, documents }) => {
    await page.route('**/build-manifest.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"version": "ab' }));
    await page.goto('/');
    await expect(manifestFailure(page)).toBeVisible();
    expect(documents).toHaveLength(2);
  });

  // A host that rewrites every missing path to the app (an SPA rewrite) answers the manifest with the
  // home page's HTML: no deploy information, and the page it would have replaced keeps working.
  test('build manifest answered with the home page (an SPA rewrite): no deploy information, no reload, no failure page', async ({ page, documents }) => {
    const home = await (await fetch(new URL('/', test.info().project.use.baseURL))).text();
    await page.route('**/build-manifest.json', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: home }));
    const checked = page.waitForResponse('**/build-manifest.json');
    await page.goto('/');
    await checked;
    await (await hydrated(page.getByRole('link', { name: '400 Bad Request' }))).click();
    await expect(heading(page)).toHaveText('400: Bad Request.');
    await expect(manifestFailure(page)).toHaveCount(0);
    expect(documents).toEqual(['/']);
  });

  test("build manifest of another build: one reload, then the page keeps running", async ({ page, documents }) => {
    const manifests = [page.waitForResponse('**/build-manifest.json')];
    await page.route('**/build-manifest.json', (route) => route.fulfill({ json: { version: 'another-build' } }));
    await page.goto('/');
    await manifests[0];
    manifests.push(page.waitForResponse('**/build-manifest.json'));
    await manifests[1];
    await expect(heading(page)).toHaveText('Groundwork');
    expect(documents).toHaveLength(2);
  });

  test('the error-presentations chunk: the last resort at the same address, and its Reload works', async ({ page, documents }) => {
    let broken = true;
    await page.route(/\/assets\/errorPresentations-[\w-]+\.js$/, (route) => (broken ? route.abort('failed') : route.continue()));
    await page.goto('/presentations/400?q=1#top');
    await expect(lastResort(page)).toBeVisible();
    await expect(heading(page)).toHaveText('This page could not be loaded.');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle('This page could not be loaded');
    await expect(lastResort(page)).toContainText('Route did not complete loading: /presentations/400?q=1#top');
    expect(page.url()).toMatch(/\/presentations\/400\?q=1#top$/);
    expect(documents).toHaveLength(2);
    broken = false;
    await personClicks(reloadButton(page), documents);
    await expect(heading(page)).toHaveText('400: Bad Request.');
    await expect(lastResort(page)).toBeHidden();
    expect(documents).toHaveLength(3);
  });
});

test.describe('network', () => {
  test('offline after the first load, then a client navigation: the page-data failure without a reload; online + Reload: the page', async ({ page, context, documents }) => {
    // The page's link to / is visible: its route's code is loaded after the first render.
    const homeCode = page.waitForResponse(homeChunk);
    await page.goto('/presentations/400');
    await expect(heading(page)).toHaveText('400: Bad Request.');
    await homeCode;
    await context.setOffline(true);
    await page.evaluate(() => {
      history.pushState(null, '', '/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('Failed to load page data')).toBeVisible();
    expect(documents).toHaveLength(1);
    await context.setOffline(false);
    await personClicks(reloadButton(page), documents);
    await expect(heading(page)).toHaveText('Groundwork');
    expect(documents).toHaveLength(2);
  });

  // Page data that fails in every other way (HTML with status 200 among them): pageData.spec.ts.
});
