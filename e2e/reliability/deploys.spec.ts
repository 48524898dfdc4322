// Deploys while a tab is open: a real preview serving a folder that a deploy switches from build
// A to build B between the tab's requests (deploys/releases.ts). The rows of docs/reliability.md's
// "deploys" group are these tests'. The folder swapped under a stream of requests, for both hosts:
// deploySwap.spec.ts.
import type { Page, Route } from '@playwright/test';
import { runPorts } from '../../scripts/ports.mjs';
import { hydrated } from '../support/hydrated';
import { bText, buildB, makeReleases, startPreview, type Releases } from './deploys/releases';
import { expect, test } from './record';

const port = runPorts().deploys;
const origin = `http://127.0.0.1:${port}`;
let releases: Releases;
let preview: { stop(): void };
const deploy = (release: 'A' | 'B') => releases.deploy(release);

// One served folder for the file: its tests one after another, in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two copies of the build and a Vite start: seconds, but a minute on a machine at full load.
  test.setTimeout(150_000);
  releases = makeReleases(`e2e-deploys-${port}`);
  preview = await startPreview(releases.current, port);
});

test.afterAll(() => {
  preview?.stop();
  releases?.remove();
});

test.beforeEach(() => deploy('A'));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const buildOf = (page: Page) => page.locator('meta[name="gw-build"]').getAttribute('content');
const storiesHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();

/** `/` on A, hydrated, its start-up check answered. */
async function openHome(page: Page) {
  const checked = page.waitForResponse('**/build-manifest.json');
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
    const away = async () => {
      await (await hydrated(page.getByRole('link', { name: '400 Bad Request' }))).click();
      await expect(heading(page)).toHaveText('400: Bad Request.');
    };
    await openHome(page);
    await away();
    // The first revisit GETs the prerendered data (its validators were unknown): now it has them.
    const got = page.waitForResponse((response) => response.url().endsWith('/data/index.json') && response.request().method() === 'GET');
    await page.goBack();
    await got;
    await away();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const headSent = new Promise<Route>((resolve) =>
      void page.route('**/data/index.json', async (route) => {
        if (route.request().method() !== 'HEAD') return route.continue();
        resolve(route);
        await held;
        await route.continue();
      }),
    );
    const checked = page.waitForResponse('**/build-manifest.json');
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
    const shown = page.waitForResponse('**/build-manifest.json');
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
    const checked = page.waitForResponse('**/build-manifest.json');
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
    const checked = page.waitForResponse('**/build-manifest.json');
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
