// Page data that fails, in every way a host fails it: each load asks for the data once (a 503 or
// 429 whose Retry-After is short: once more, by itself, and never again), shows the page its
// failure calls for, and never reloads the document. Requests are counted from outside the page.
import type { Page, Route } from '@playwright/test';
import { recordRequests } from '../support/fixtures';
import { countDataRequests, expect, test } from './record';
import { hydrated } from '../support/hydrated';

const data = '/data/index.json';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' });

/** `/` through a client navigation from another page: a prerendered `/` carries its data and fetches none. */
async function homeOnClient(page: Page) {
  await page.goto('/presentations/400');
  await expect(heading(page)).toHaveText('400: Bad Request.');
  await page.evaluate(() => {
    history.pushState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
}

const failures: [condition: string, answer: (route: Route) => Promise<void>, shows: (page: Page) => Promise<void>][] = [
  ['404: the not-found page', (route) => route.fulfill({ status: 404, body: '' }), (page) => expect(heading(page)).toHaveText('404: This page could not be found.')],
  ['405: the 405 status page', (route) => route.fulfill({ status: 405, body: '' }), (page) => expect(heading(page)).toHaveText('405: Method Not Allowed.')],
  ['500: the 500 status page', (route) => route.fulfill({ status: 500, body: '' }), (page) => expect(heading(page)).toHaveText('500: Internal Server Error.')],
  [
    '429 with a long Retry-After (120 s): the status page with Try again, no retry by itself',
    (route) => route.fulfill({ status: 429, headers: { 'Retry-After': '120' }, body: '' }),
    (page) => expect(tryAgain(page)).toBeVisible(),
  ],
  ['invalid JSON: the page-data failure', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"title": "Grou' }), (page) => expect(page.getByText('Failed to load page data')).toBeVisible()],
  ['HTML with status 200 (an SPA fallback): the page-data failure', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><div id="root"></div>' }), (page) => expect(page.getByText('Failed to load page data')).toBeVisible()],
  ['a JSON value that is not the page\'s (`[]`): the application-error page', (route) => route.fulfill({ status: 200, json: [] }), (page) => expect(heading(page)).toHaveText('Application error: a client-side exception has occurred (see the browser console for more information).')],
  ['network error: the page-data failure', (route) => route.abort('connectionfailed'), (page) => expect(page.getByText('Failed to load page data')).toBeVisible()],
];

test.describe('page data', () => {
  for (const [condition, answer, shows] of failures) {
    test(condition, async ({ page, documents }) => {
      const requests = recordRequests(page, data);
      await page.route(`**${data}`, answer);
      await homeOnClient(page);
      await shows(page);
      // Settled: the build-manifest check (after the first render) and any late request are in.
      await page.waitForLoadState('networkidle');
      countDataRequests(requests);
      expect(requests).toEqual(['GET']);
      expect(documents).toHaveLength(1);
    });
  }

  test('503 with a short Retry-After (5 s): the status page with Try again, one retry by itself, then the page', async ({ page, documents }) => {
    const requests = recordRequests(page, data);
    countDataRequests(requests);
    // The page's clock, so the test moves the wait on. It also runs by itself: the longest wait the
    // loader retries after (5 s) gives the test time to see the status page first, and only the
    // first answer is 503, so a retry that comes early still finds the host available.
    await page.clock.install();
    let unavailable = true;
    await page.route(`**${data}`, (route) => {
      if (!unavailable) return route.continue();
      unavailable = false;
      return route.fulfill({ status: 503, headers: { 'Retry-After': '5' }, body: '' });
    });
    // The build-manifest check has a timeout of its own: let it finish before the clock runs.
    const manifest = page.waitForResponse(/\/build-manifest\.json$/);
    await homeOnClient(page);
    await expect(tryAgain(page)).toBeVisible();
    await manifest;
    await page.clock.runFor(5_000);
    await expect(heading(page)).toHaveText('Groundwork');
    expect(requests).toEqual(['GET', 'GET']);
    expect(documents).toHaveLength(1);
  });

  test('503 with a short Retry-After, still unavailable: one retry by itself, never a loop; a click on Try again asks once more', async ({ page, documents }) => {
    const requests = recordRequests(page, data);
    countDataRequests(requests);
    await page.clock.install();
    await page.route(`**${data}`, (route) => route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, body: '' }));
    // The build-manifest check has a timeout of its own: let it finish before the clock runs.
    const manifest = page.waitForResponse(/\/build-manifest\.json$/);
    await homeOnClient(page);
    await manifest;
    await expect(tryAgain(page)).toBeVisible();
    await page.clock.runFor(1_000);
    await expect.poll(() => requests.length).toBe(2);
    await expect(tryAgain(page)).toBeVisible();
    // Minutes later, still no third request.
    await page.clock.runFor(300_000);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['GET', 'GET']);
    await tryAgain(page).click();
    await expect.poll(() => requests.length).toBe(3);
    await expect(tryAgain(page)).toBeVisible();
    expect(documents).toHaveLength(1);
  });

  test('a GET that times out, a navigation away and back: the pending view until the new GET settles, then the page', async ({ page, documents }) => {
    const requests = recordRequests(page, data);
    countDataRequests(requests);
    await page.clock.install();
    // Each GET is held; the test answers the second one itself.
    const held: Route[] = [];
    await page.route(`**${data}`, (route) => void held.push(route));
    const checked = page.waitForResponse(/\/build-manifest\.json$/);
    await homeOnClient(page);
    await checked;
    await expect.poll(() => held.length).toBe(1);
    await expect(page.locator('[data-route-pending]')).toBeAttached();
    // The loader's timeout (8 s), within the route's budget (10 s): the failure that happened.
    await page.clock.runFor(8_000);
    await expect(page.getByText('Failed to load page data')).toBeVisible();
    await page.evaluate(() => {
      history.back();
    });
    await expect(heading(page)).toHaveText('400: Bad Request.');
    await page.evaluate(() => {
      history.forward();
    });
    await expect.poll(() => held.length).toBe(2);
    await expect(page.locator('[data-route-pending]')).toBeAttached();
    await expect(page.getByText('Failed to load page data')).toHaveCount(0);
    await held[1]!.continue();
    await expect(heading(page)).toHaveText('Groundwork');
    expect(requests).toEqual(['GET', 'GET']);
    expect(documents).toHaveLength(1);
  });

  test('a background refresh that fails (HEAD: a new ETag, GET: `[]`): the page stays as it was, one quiet warning', async ({ page, documents }) => {
    const requests = recordRequests(page, data);
    countDataRequests(requests);
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && message.text().includes('Could not revalidate') && warnings.push(message.text())));
    await page.goto('/');
    await expect(heading(page)).toHaveText('Groundwork');
    const away = async () => {
      await (await hydrated(page.getByRole('link', { name: '400 Bad Request' }))).click();
      await expect(heading(page)).toHaveText('400: Bad Request.');
    };
    await away();
    // The first revisit GETs the prerendered data (its validators were unknown): now it has them.
    const adopted = page.waitForResponse((response) => response.url().endsWith(data) && response.request().method() === 'GET');
    await page.goBack();
    await adopted;
    await expect(heading(page)).toHaveText('Groundwork');
    await page.route(`**${data}`, (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 200, headers: { ETag: '"another"' } }) : route.fulfill({ status: 200, json: [] }),
    );
    await away();
    const refreshed = page.waitForResponse((response) => response.url().endsWith(data) && response.request().method() === 'GET');
    await page.goBack();
    await refreshed;
    await expect.poll(() => warnings.length).toBe(1);
    await expect(heading(page)).toHaveText('Groundwork');
    await expect(page.getByRole('region', { name: 'Presentations' }).getByRole('listitem')).toHaveCount(8);
    expect(requests).toEqual(['GET', 'HEAD', 'GET']);
    expect(documents).toHaveLength(1);
  });
});
