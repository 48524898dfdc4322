// What a screen-reader user hears in the built app, kept as spoken records beside the stories'
// (issue 49): every prerendered page as its load says it and as it reads from top to end, and the
// flows of the recovery issue (48) step by step. A record is compared byte for byte with its file
// in e2e/__spoken__ (support/spokenRecord.ts: new locally, missing under CI, a change fails the test
// and goes into reports/spoken-app for visual:review and visual:accept). The reader is a model
// (docs/spoken-review-model.md); heard.spec.ts asserts the few things these flows must say.
import { readdirSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { runPorts } from '../scripts/ports.mjs';
import { hydrationMismatchPath } from '../src/app/dev/devPaths';
import { e2eBuildDir } from './support/buildDir';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { listenFromLoad } from './support/screenReader';
import { flowRecordId, pageRecordId, spokenFlowSlugs, spokenPagePaths, staticPagePaths, type SpokenFlowSlug } from './support/spokenApp';
import { skipUnkept } from './support/spokenRecord';
import { spokenSteps, type SpokenSteps } from './support/spokenSteps';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const homeChunk = /\/assets\/HomeScreen-[\w-]+\.js$/;
const manifest = '**/build-manifest.json';

/**
 * Loads a prerendered page and waits for the load to be over: hydrated, and the code loaded after
 * the first render has checked the build manifest (the last thing a healthy load does).
 */
async function loadPage(page: Page, path: string): Promise<void> {
  const checked = page.waitForResponse(manifest);
  await page.goto(path);
  await hydrated(heading(page));
  await checked;
}

/** Waits for what a client navigation ends with: the new page's heading, focused. */
async function landedOn(page: Page, text: string | RegExp): Promise<void> {
  await expect(heading(page)).toHaveText(text);
  await expect(heading(page)).toBeFocused();
}

/**
 * Presses Reload the page and waits for what it ends with: the home page's load over (as loadPage).
 * The failure page's own manifest check is long over by then (the page was read meanwhile).
 */
async function reloadHome(page: Page, steps: SpokenSteps, why: string): Promise<void> {
  const checked = page.waitForResponse(manifest);
  await steps.press(`Reload the page (${why})`, page.getByRole('button', { name: 'Reload the page' }), async () => {
    await checked;
    await expect(heading(page)).toHaveText('Groundwork');
    await hydrated(heading(page));
  });
}

/** Answers the home data with `fail` while `failing` is true, else with the file. */
function failHomeData(page: Page, fail: (route: Route) => Promise<void>) {
  const state = { failing: true };
  void page.route('**/data/index.json', (route) => (state.failing ? fail(route) : route.continue()));
  return state;
}

/**
 * Try again on one failure surface: `/presentations/400`, then Go to the homepage while the home
 * data fails (the surface, read whole), Try again failing again, Try again working.
 */
async function tryAgain(page: Page, steps: SpokenSteps, failure: string, fail: (route: Route) => Promise<void>, surface: RegExp) {
  const data = failHomeData(page, fail);
  await steps.load('/presentations/400', () => loadPage(page, '/presentations/400'));
  await steps.press(`Go to the homepage (${failure})`, page.getByRole('link', { name: 'Go to the homepage' }), () => landedOn(page, surface));
  await steps.read();
  const button = page.getByRole('button', { name: 'Try again' });
  await steps.press('Try again (failing again)', button, async () => {
    await expect(page.getByText('Tried again: it did not work.')).toBeVisible();
    await expect(heading(page)).toBeFocused();
  });
  data.failing = false;
  await steps.press('Try again (working now)', button, () => landedOn(page, 'Groundwork'));
}

const flows: Record<SpokenFlowSlug, (page: Page, steps: SpokenSteps) => Promise<void>> = {
  // Client navigations, each heard once: a link, a link back home, the browser's Back.
  navigation: async (page, steps) => {
    await steps.load('/', () => loadPage(page, '/'));
    await steps.press('500 Internal Server Error', page.getByRole('link', { name: '500 Internal Server Error' }), () => landedOn(page, '500: Internal Server Error.'));
    await steps.press('Go to the homepage', page.getByRole('link', { name: 'Go to the homepage' }), () => landedOn(page, 'Groundwork'));
    await steps.step('going Back', async () => {
      await page.goBack();
      await landedOn(page, '500: Internal Server Error.');
    });
  },
  'try-again-page-data': (page, steps) => tryAgain(page, steps, 'its data failing to load', (route) => route.abort('failed'), /^This page could not be loaded\./),
  'try-again-status-503': (page, steps) => tryAgain(page, steps, 'its data answered 503', (route) => route.fulfill({ status: 503, body: '' }), /^503: /),
  'try-again-application-error': (page, steps) =>
    tryAgain(page, steps, 'its data not what the screen renders', (route) => route.fulfill({ json: { title: 42 } }), /^Application error: a client-side exception has occurred/),
  // A route whose code does not load: one guarded reload, then the route failure; the person's Reload works.
  'route-failure': async (page, steps) => {
    const failing = { now: true };
    await page.route(homeChunk, (route) => (failing.now ? route.abort('failed') : route.continue()));
    await steps.load('/presentations/400', () => loadPage(page, '/presentations/400'));
    await steps.press('Go to the homepage (its code failing to load, one reload)', page.getByRole('link', { name: 'Go to the homepage' }), () =>
      expect(page.getByText('Route did not complete loading: /')).toBeVisible(),
    );
    await steps.read();
    failing.now = false;
    await reloadHome(page, steps, 'the code loading now');
  },
  // The build manifest missing: one guarded reload, then the manifest failure; the person's Reload works.
  'build-manifest-failure': async (page, steps) => {
    const failing = { now: true };
    await page.route(manifest, (route) => (failing.now ? route.fulfill({ status: 404, body: 'not found' }) : route.continue()));
    await steps.load('/ (the build manifest missing, one reload)', async () => {
      await page.goto('/');
      await expect(page.getByText('Failed to load client build manifest')).toBeVisible();
    });
    await steps.read();
    failing.now = false;
    await reloadHome(page, steps, 'the manifest there now');
  },
  // The development overlay (the dev server, which this project runs): opened by a text mismatch, read, closed with Escape.
  overlay: async (page, steps) => {
    // The first page a dev server serves transforms every module on demand: slow on a busy machine.
    test.slow();
    const overlay = page.getByRole('dialog', { name: 'Hydration Mismatch Occurred' });
    const path = `${hydrationMismatchPath}?kind=text`;
    await steps.load(`${path} (the dev server)`, async () => {
      await page.goto(`http://127.0.0.1:${runPorts().dev}${path}`);
      await expect(overlay).toBeVisible({ timeout: 30_000 });
      await expect(overlay).toBeFocused();
    });
    await steps.read();
    await steps.step('pressing Escape', async () => {
      await page.keyboard.press('Escape');
      await expect(overlay).toHaveCount(0);
      await expect(heading(page)).toBeFocused();
    });
  },
};

/** The records the running test makes: those it did not get to are kept as skipped (claimed, not orphans). */
let owed: string[] = [];

test.beforeEach(async ({ page }) => {
  await listenFromLoad(page);
});

test.afterEach(() => {
  // The first line of the test's error, as the review shows a failed story's (no colour codes).
  // eslint-disable-next-line no-control-regex -- strips the terminal colour codes of assertion messages
  const failure = (test.info().error?.message ?? 'failed').replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0]!;
  skipUnkept(owed, failure);
  owed = [];
});

test('the pages recorded are every prerendered page: the route table\'s and the static error pages the build writes', () => {
  const built = readdirSync(e2eBuildDir(runPorts().preview)).filter((name) => name.endsWith('.html') && name !== 'index.html');
  expect(built.map((name) => `/${name}`).sort()).toEqual([...staticPagePaths].sort());
});

// One test for every page: a test of its own per page costs a browser context each for a few lines.
test('every prerendered page, as its load says it and as it reads from top to end', async ({ page }) => {
  owed = spokenPagePaths().map(pageRecordId);
  for (const path of spokenPagePaths()) {
    const steps = spokenSteps(page, pageRecordId(path));
    // A static error page has no app to hydrate: its load is over at the load event.
    await steps.load(path, () => (staticPagePaths.includes(path) ? page.goto(path) : loadPage(page, path)));
    await steps.read();
    await steps.keep();
  }
});

for (const slug of spokenFlowSlugs) {
  test(`the flow "${slug}", step by step`, async ({ page }) => {
    owed = [flowRecordId(slug)];
    const steps = spokenSteps(page, flowRecordId(slug));
    await flows[slug](page, steps);
    await steps.keep();
  });
}
