// Every change a person causes, as a screen-reader user hears it (issue 48): the built app with a
// screen-reader model in the page (support/screenReader.ts: its cursor follows focus, it speaks
// live regions). Each change is heard once — the new page's heading, where focus lands — and a
// "Try again" that fails again says so; before, a navigation was heard twice (the heading, then
// "polite: <title>") and a Try again was not heard at all (focus fell to the body).
// Two flows need a deploy between the tab's requests, so they are heard in the deploy tests
// (e2e/reliability/deploys.spec.ts, with the same model): a prefetch that fails (nothing heard while
// the person reads), and Back after a removed route (the page of the address, its heading first).
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { forget, heard, startListening, withScreenReader } from './support/screenReader';

const data = '/data/index.json';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const groundwork = 'heading, Groundwork, level 1';
const failedAgain = 'Tried again: it did not work.';

test.beforeEach(async ({ page }) => {
  await withScreenReader(page);
});

/** `/presentations/400`, hydrated, the reader listening; then a client navigation to `/` (which fetches the home data). */
async function homeOnClient(page: Page) {
  const checked = page.waitForResponse('**/build-manifest.json');
  await page.goto('/presentations/400');
  const link = await hydrated(page.getByRole('link', { name: 'Go to the homepage' }));
  await checked;
  await startListening(page);
  await link.click();
}

/** What was heard that names a heading or comes from a live region: what a change sounds like. */
const announcements = async (page: Page) => (await heard(page)).filter((phrase) => /^heading\b|^(polite|assertive)\b/.test(phrase));

test('a client navigation is heard once: the new page\'s heading, and no live region after it', async ({ page }) => {
  const checked = page.waitForResponse('**/build-manifest.json');
  await page.goto('/');
  const link = await hydrated(page.getByRole('link', { name: '500 Internal Server Error' }));
  await checked;
  await startListening(page);
  await link.click();
  await expect(heading(page)).toHaveText('500: Internal Server Error.');
  await expect.poll(() => announcements(page)).toContain('heading, 500: Internal Server Error., level 1');
  // Whatever the app says after the focus lands has been said by the time the title is settled.
  await expect(page).toHaveTitle(/^Preview of the 500 /);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await announcements(page)).toEqual(['heading, 500: Internal Server Error., level 1']);
});

/** Answers the page data with `failing` while `failing.now` is true, else with the file. */
function failData(page: Page, fail: (route: Route) => Promise<void>) {
  const state = { failing: true };
  void page.route(`**${data}`, (route) => (state.failing ? fail(route) : route.continue()));
  return state;
}

const surfaces: [name: string, fail: (route: Route) => Promise<void>, failure: RegExp][] = [
  ['the page-data failure', (route) => route.abort('failed'), /^heading, This page could not be loaded\./],
  ['the status page for a 503 (no Retry-After)', (route) => route.fulfill({ status: 503, body: '' }), /^heading, 503: /],
  ["the application-error page (data the screen cannot render)", (route) => route.fulfill({ json: { title: 42 } }), /^heading, Application error: a client-side exception has occurred/],
];

for (const [name, fail, failure] of surfaces) {
  test(`Try again on ${name}: failing again keeps focus on its heading and says so; working moves focus to the page's heading`, async ({ page }) => {
    const data = failData(page, fail);
    await homeOnClient(page);
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    await tryAgain.click();
    // Failed again: the failure page's heading has focus, described by "Tried again: it did not work."
    await expect(page.getByText(failedAgain)).toBeVisible();
    await expect(heading(page)).toBeFocused();
    await expect.poll(async () => (await heard(page)).filter((phrase) => failure.test(phrase)).at(-1)).toContain(failedAgain);
    await forget(page);
    data.failing = false;
    await tryAgain.click();
    await expect(heading(page)).toHaveText('Groundwork');
    await expect(heading(page)).toBeFocused();
    await expect.poll(() => announcements(page)).toEqual([groundwork]);
  });
}
