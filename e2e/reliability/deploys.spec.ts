// Deploys while a tab is open: a real preview serving a folder that a deploy switches from build
// A to build B between the tab's requests (deploys/releases.ts). The rows of docs/reliability.md's
// "deploys" group are these tests'. The folder swapped under a stream of requests, for both hosts:
// deploySwap.spec.ts.
import type { Page, Route } from '@playwright/test';
import { runPorts } from '../../scripts/ports.mjs';
import { hydrated } from '../support/hydrated';
import { importMapSourceIn } from '../../scripts/vite/hostHeaders';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assetOf, bText, buildB, makeReleases, removeAsset, removePage, renameAsset, startPreview, type Releases } from './deploys/releases';
import { startNginx, type RunningNginx } from './hosts/nginx';
import { heard, readToEnd, startListening, withScreenReader } from '../support/screenReader';
import { expect, personActs, personClicks, test } from './record';

const port = runPorts().deploys;
const origin = `http://127.0.0.1:${port}`;
let releases: Releases;
let preview: { stop(): void };
let nginx: RunningNginx;
const nginxOrigin = () => `http://127.0.0.1:${nginx.port}`;
const deploy = (release: 'A' | 'B' | string) => releases.deploy(release);

// One served folder for the file: its tests one after another, in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two copies of the build and a Vite start: seconds, but a minute on a machine at full load.
  test.setTimeout(150_000);
  releases = makeReleases(`e2e-deploys-${port}`);
  preview = await startPreview(releases.current, port);
  // The same served folder behind nginx, for the rows tried on both hosts.
  nginx = await startNginx(releases.current, runPorts().deploysNginxPrefetch);
});

test.afterAll(async () => {
  preview?.stop();
  await nginx?.stop();
  releases?.remove();
});

test.beforeEach(() => deploy('A'));

/** nginx reads the import map's hash at load: after a deploy that changed the map, its reload, and its first answer naming it. */
async function nginxServesCurrent() {
  const source = importMapSourceIn(releases.current)!;
  nginx.reload();
  // A connection an old worker closes while nginx reloads is no answer: asked again.
  const policy = () =>
    fetch(`${nginxOrigin()}/`, { headers: { Connection: 'close' } }).then(
      (response) => response.headers.get('content-security-policy') ?? '',
      () => '',
    );
  await expect.poll(policy).toContain(source);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const buildOf = (page: Page) => page.locator('meta[name="gw-build"]').getAttribute('content');
/** The page's next build check (its request for the build manifest) answered. */
const buildCheck = (page: Page) => page.waitForResponse('**/build-manifest.json');
const storiesHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();

/** `/` on A, hydrated, its start-up check answered. */
async function openHome(page: Page) {
  const checked = buildCheck(page);
  await page.goto(`${origin}/`);
  await expect(heading(page)).toHaveText('Groundwork');
  await checked;
  return hydrated(page.getByRole('link', { name: '400 Bad Request' }));
}

test.describe('deploys', () => {
  test('between load and navigation: the next client navigation lands on B, at its target, with one document load', async ({ page, documents }) => {
    const link = await openHome(page);
    deploy('B');
    await link.click();
    await expect.poll(() => buildOf(page)).toBe(buildB);
    await expect(heading(page)).toHaveText('400: Bad Request.');
    expect(page.url()).toBe(`${origin}/presentations/400`);
    expect(documents).toEqual(['/', '/presentations/400']);
  });

  test("between load and revisit: Back lands on B's page with B's data, with one document load", async ({ page, documents }) => {
    await (await openHome(page)).click();
    await expect(heading(page)).toHaveText('400: Bad Request.');
    deploy('B');
    await page.goBack();
    await expect.poll(() => buildOf(page)).toBe(buildB);
    await expect(storiesHeading(page)).toHaveText(bText);
    expect(page.url()).toBe(`${origin}/`);
    expect(documents).toEqual(['/', '/']);
  });

  test("during a HEAD: its new validators bring B's data with a GET; the next navigation lands on B's code", async ({ page, documents }) => {
    // Each navigation's own build check answered before the next step: a check still in flight
    // would be the one `checked` below catches, and the Back's own could then see B (seen on a
    // slow first run: no GET came, B was noticed first).
    const away = async () => {
      const checkedAway = buildCheck(page);
      await (await hydrated(page.getByRole('link', { name: '400 Bad Request' }))).click();
      await expect(heading(page)).toHaveText('400: Bad Request.');
      await checkedAway;
    };
    await openHome(page);
    await away();
    // The first revisit GETs the prerendered data (its validators were unknown): now it has them.
    const got = page.waitForResponse((response) => response.url().endsWith('/data/index.json') && response.request().method() === 'GET');
    const checkedBack = buildCheck(page);
    await page.goBack();
    await got;
    await checkedBack;
    await away();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent!: () => void;
    const headSent = new Promise<void>((resolve) => (sent = resolve));
    // In place before the Back, so its HEAD is the one held.
    await page.route('**/data/index.json', async (route: Route) => {
      if (route.request().method() !== 'HEAD') return route.continue();
      sent();
      await held;
      await route.continue();
    });
    const checked = buildCheck(page);
    await page.goBack();
    // The navigation's build check said A; the HEAD is on its way when B goes live.
    await checked;
    await headSent;
    deploy('B');
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/data/index.json') && response.request().method() === 'GET');
    release();
    await refreshed;
    await expect(storiesHeading(page)).toHaveText(bText);
    expect(documents).toEqual(['/']);
    await away();
    await expect.poll(() => buildOf(page)).toBe(buildB);
    expect(documents).toEqual(['/', '/presentations/400']);
  });

  test('noticed when the tab is shown again: the next click on a link is a document load of B, before any build check of its own', async ({ page, documents }) => {
    const link = await openHome(page);
    deploy('B');
    const shown = buildCheck(page);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await shown;
    // From here the build check a client navigation would make never answers on A's page: only
    // what the tab learnt when it was shown can take the click to B.
    let release!: () => void;
    const navigated = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => void (request.isNavigationRequest() && release()));
    await page.route('**/build-manifest.json', async (route) => {
      await navigated;
      await route.continue();
    });
    await link.click();
    await expect.poll(() => buildOf(page)).toBe(buildB);
    await expect(heading(page)).toHaveText('400: Bad Request.');
    expect(documents).toEqual(['/', '/presentations/400']);
  });

  test('with an edit on the page it navigated to: no reload under the person\'s hands; their next click is the document load', async ({ page, documents }) => {
    const link = await openHome(page);
    deploy('B');
    // The navigation's build check is answered only once the person has typed on the new page.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/build-manifest.json', async (route) => {
      await typed;
      await route.continue();
    });
    const checked = buildCheck(page);
    await link.click();
    await expect(heading(page)).toHaveText('400: Bad Request.');
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<label>Note <input name="note"></label>'));
    await page.getByLabel('Note').fill('unsaved');
    release();
    await checked;
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Note')).toHaveValue('unsaved');
    expect(documents).toEqual(['/']);
    await (await hydrated(page.getByRole('link', { name: 'Go to the homepage' }))).click();
    await expect.poll(() => buildOf(page)).toBe(buildB);
    await expect(storiesHeading(page)).toHaveText(bText);
    expect(documents).toEqual(['/', '/']);
  });

  test("between load and the first build check, with an edit meanwhile: no reload under the person's hands; their next click is the document load", async ({ page, documents }) => {
    // The start-up check is answered only once the person has typed on the page (and B is live).
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/build-manifest.json', async (route) => {
      await typed;
      await route.continue();
    });
    const asked = page.waitForRequest('**/build-manifest.json');
    const checked = buildCheck(page);
    await page.goto(`${origin}/`);
    await expect(heading(page)).toHaveText('Groundwork');
    const link = await hydrated(page.getByRole('link', { name: '400 Bad Request' }));
    // The check is asked for: the code that watches for edits is running.
    await asked;
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<label>Note <input name="note"></label>'));
    await page.getByLabel('Note').fill('unsaved');
    deploy('B');
    release();
    await checked;
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Note')).toHaveValue('unsaved');
    expect(documents).toEqual(['/']);
    await link.click();
    await expect.poll(() => buildOf(page)).toBe(buildB);
    await expect(heading(page)).toHaveText('400: Bad Request.');
    expect(documents).toEqual(['/', '/presentations/400']);
  });
});

// The code of the routes a page's visible links point to is loaded ahead (usePrefetchVisibleRoutes.ts):
// only a head start. When it does not arrive, the person reading the page sees nothing of it; the
// navigation to that route loads the code itself and recovers as any navigation does (one guarded reload).
test.describe('prefetch', () => {
  const presentationChunk = /\/assets\/PresentationScreen-[\w-]+\.js$/;
  const buildC = 'c'.repeat(16);
  let withoutChunk: string;
  let changedChunk: string;

  test.beforeAll(() => {
    // Two copies of the build: seconds, but longer on a machine at full load.
    test.setTimeout(90_000);
    const chunk = assetOf(releases.A, /^PresentationScreen-[\w-]+\.js$/);
    withoutChunk = releases.derive('A-without-chunk', (folder) => removeAsset(folder, chunk));
    changedChunk = releases.derive('C', (folder) => void renameAsset(folder, chunk, chunk.replace(/-[\w-]+\.js$/, '-c0ffee42.js'), buildC));
  });

  test.afterEach(async () => {
    deploy('A');
    await nginxServesCurrent();
  });

  /**
   * `/` at `at`, hydrated, with the prefetch of the presentations' chunk answered by the host (which
   * `beforeAnswer` may change first) with a 404, the failed import seen in the page (Vite's
   * `vite:preloadError`, counted by a listener of every document), and the page still the document
   * it was: no reload, and nothing heard (a screen-reader model listening from the first render).
   */
  async function readHome(page: Page, at: string, beforeAnswer: () => Promise<void> = async () => {}) {
    await withScreenReader(page);
    await page.addInitScript(() => {
      const failures = { count: 0 };
      Object.assign(window, { gwChunkFailures: failures });
      addEventListener('vite:preloadError', () => void failures.count++);
    });
    const checked = buildCheck(page);
    // Once: the page asks for a chunk of that name again later (the click's import, the next
    // build's page), and a second `beforeAnswer` would deploy again under the rows that follow.
    await page.route(
      presentationChunk,
      async (route) => {
        await checked;
        await beforeAnswer();
        await route.continue();
      },
      { times: 1 },
    );
    const answered = page.waitForResponse(presentationChunk);
    await page.goto(`${at}/`);
    await expect(heading(page)).toHaveText('Groundwork');
    await startListening(page);
    expect((await answered).status()).toBe(404);
    await page.evaluate(() => Object.assign(window, { gwSameDocument: true }));
    // The failed import, in the page: what reloaded it before.
    await expect.poll(() => page.evaluate(() => (window as unknown as { gwChunkFailures: { count: number } }).gwChunkFailures.count)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'gwSameDocument' in window), 'the same document, never reloaded').toBe(true);
    expect(await heard(page), 'what the person heard meanwhile').toEqual([]);
    return hydrated(page.getByRole('link', { name: '400 Bad Request' }));
  }

  for (const host of ['preview', 'nginx'] as const) {
    const at = () => (host === 'preview' ? origin : nginxOrigin());

    test(`${host}, the chunk answers 404: no reload while the person reads; their click on a link to it is one guarded reload, then the route failure`, async ({ page, documents }) => {
      deploy(withoutChunk);
      const link = await readHome(page, at());
      expect(documents).toEqual(['/']);
      await personClicks(link, documents);
      await expect(page.getByText('Route did not complete loading: /presentations/400')).toBeVisible();
      expect(documents).toEqual(['/', '/presentations/400']);
    });

    test(`${host}, a deploy removed the old chunk (as GitHub Pages and Netlify do): no reload while the person reads; their click lands on the new build's page, with one document load`, async ({ page, documents }) => {
      const link = await readHome(page, at(), async () => {
        deploy(changedChunk);
        if (host === 'nginx') await nginxServesCurrent();
      });
      expect(documents).toEqual(['/']);
      await personClicks(link, documents);
      await expect.poll(() => buildOf(page)).toBe(buildC);
      await expect(heading(page)).toHaveText('400: Bad Request.');
      expect(page.url()).toBe(`${at()}/presentations/400`);
      expect(documents).toEqual(['/', '/presentations/400']);
    });
  }
});

// A chunk that arrives damaged (cut short, status 200) is cached `immutable` for a year: the copy
// every later load would get. The failed import asks for the page's scripts again past the cache
// before its guarded reload (loadChunk, refetchScripts), so the reload gets the host's copy.
test.describe('damaged chunk', () => {
  test('half of the route chunk with status 200, cached immutable, then the whole one: the click on a link to it is one guarded reload that lands on the page', async ({ page, documents }) => {
    const chunk = assetOf(releases.A, /^PresentationScreen-[\w-]+\.js$/);
    const damaged = releases.derive('A-damaged', (folder) => {
      const file = path.join(folder, 'assets', chunk);
      const bytes = readFileSync(file);
      writeFileSync(file, bytes.subarray(0, bytes.length >> 1));
    });
    deploy(damaged);
    // Not page.route: it turns the browser's HTTP cache off, and the cache is what is tried here.
    const prefetched = page.waitForResponse((response) => response.url().endsWith(`/assets/${chunk}`));
    await page.goto(`${origin}/`);
    await expect(heading(page)).toHaveText('Groundwork');
    expect((await prefetched).status()).toBe(200);
    // The host has the whole file again (what a dropped connection or a proxy cut short, it never lost).
    deploy('A');
    const link = await hydrated(page.getByRole('link', { name: '400 Bad Request' }));
    expect(documents).toEqual(['/']);
    await personClicks(link, documents);
    await expect(heading(page)).toHaveText('400: Bad Request.');
    expect(page.url()).toBe(`${origin}/presentations/400`);
    expect(documents).toEqual(['/', '/presentations/400']);
  });
});

// docs/reliability.md, "Back and Forward after a reload onto a static page": the entries the app's
// document pushed stay same-document with the document a reload brings. When the host answered that
// reload with a static page, a step to one of them changed only the address (the 404 stayed at `/`);
// the static pages' one script (staticPageHistory.js) loads the address instead.
test.describe('history after a removed route', () => {
  const buildD = 'd'.repeat(16);
  let withoutRoute: string;

  test.beforeAll(() => {
    test.setTimeout(90_000);
    withoutRoute = releases.derive('D-without-route', (folder) => void removePage(folder, '/presentations/route', buildD));
  });

  /**
   * `/` → `/presentations/route` → `/` at `at`, client navigations on A (three history entries of one
   * document); a deploy without that route; Back: the navigation's build check reloads its target
   * once, and the host answers its static 404 page.
   */
  async function backOntoTheRemovedRoute(page: Page, at: string, documents: string[]) {
    // A's import map hash in nginx's policy before the first load, whatever the rows before left
    // it on: once a late second deploy of C (a prefetch row's, since answered once) left nginx on
    // C's policy, and A's page had its import map refused.
    if (at === nginxOrigin()) await nginxServesCurrent();
    // Two client navigations and a Back, each with its build check, then a reload: on a loaded
    // machine (a fresh clone's npm test) more than the 30 s of a row.
    test.setTimeout(60_000);
    await withScreenReader(page);
    // Each step's own build check answered before the next (A's, all of them, before the deploy).
    const checked = () => buildCheck(page);
    const started = checked();
    await page.goto(`${at}/`);
    await started;
    const toRoute = checked();
    await (await hydrated(page.getByRole('link', { name: 'Route did not load' }))).click();
    await expect(heading(page)).toHaveText('This page could not be loaded.');
    await toRoute;
    const toHome = checked();
    await (await hydrated(page.getByRole('link', { name: 'Go to the homepage' }).first())).click();
    await expect(heading(page)).toHaveText('Groundwork');
    await toHome;
    expect(documents).toEqual(['/']);
    deploy(withoutRoute);
    // What the host now says a browser's check (gzip accepted) is told: D.
    const told = await fetch(`${at}/build-manifest.json`, { headers: { 'Accept-Encoding': 'gzip' } }).then((response) => response.json() as Promise<{ version: string }>);
    expect(told.version, 'the build the host names after the deploy').toBe(buildD);
    // The Back's check finds D, then the guarded reload: each waited for as it happens, not within
    // one expectation's 10 s (a fresh clone under load once showed the route's page past them).
    const toRemoved = checked();
    // Its document's answer (not `load`: a row holds the page's deferred script, which `load` waits for).
    const reloaded = page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === '/presentations/route');
    await page.goBack();
    await toRemoved;
    expect((await reloaded).status(), "the guarded reload's answer").toBe(404);
    await expect(heading(page)).toHaveText('404: This page could not be found.');
    expect(page.url()).toBe(`${at}/presentations/route`);
    expect(documents).toEqual(['/', '/presentations/route']);
  }

  /** `/` on D, loaded at the step's address, and read from the top by the screen-reader model: its heading first. */
  async function homeOfD(page: Page, at: string, documents: string[]) {
    await expect(heading(page)).toHaveText('Groundwork');
    expect(page.url()).toBe(`${at}/`);
    await expect.poll(() => buildOf(page)).toBe(buildD);
    expect(documents).toEqual(['/', '/presentations/route', '/']);
    const headings = (await readToEnd(page)).filter((phrase) => phrase.startsWith('heading,'));
    expect(headings[0], 'the first heading heard').toBe('heading, Groundwork, level 1');
  }

  for (const host of ['preview', 'nginx'] as const) {
    const at = () => (host === 'preview' ? origin : nginxOrigin());

    test(`${host}, / → the route → / (client navigations), a deploy without the route, Back: its static 404 after one guarded reload; Back again: the page of /, heard as such, with one document load`, async ({ page, documents }) => {
      await backOntoTheRemovedRoute(page, at(), documents);
      await personActs(() => page.goBack(), documents);
      await homeOfD(page, at(), documents);
    });

    test(`${host}, the same, then Forward from the static 404: the page of /, heard as such, with one document load`, async ({ page, documents }) => {
      await backOntoTheRemovedRoute(page, at(), documents);
      await personActs(() => page.goForward(), documents);
      await homeOfD(page, at(), documents);
    });
  }

  // The static page's script is deferred: its heading shows before the script ran, and a person can
  // step Back by then (a slow connection, a busy machine). Held here until after that step.
  test('preview, the same with Back again taken before the static page\'s script came: the page of /, heard as such, with one document load', async ({ page, documents }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/staticPageHistory-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await backOntoTheRemovedRoute(page, origin, documents);
    await personActs(async () => {
      await page.goBack({ waitUntil: 'commit' });
      expect(page.url()).toBe(`${origin}/`);
      release();
    }, documents);
    await homeOfD(page, origin, documents);
  });
});
