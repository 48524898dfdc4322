// "Run tests" clicked in the dev server's sidebar, first with a start that fails (the widget must
// say so), then for real: the Vitest child process starts, every story of
// the (narrowed) Storybook runs with its accessibility check, and the widget reports the finished
// run, with the server still up (storybookjs/storybook#35864, patches/README.md). Then clicked
// twice in a row, as people do: the server stays up. The button is disabled while a run is under way, so a second click can only
// land while a run starts. (A second tab's click waits for the run's end, and then both managers
// trigger a run, one cancelling the other: Storybook's; it cost 15–20 s of CPU and showed nothing
// more. Not clicked again once done either: once in npm test that click started no run, with the
// button enabled and no error anywhere; see docs/storybook-ui.md.)
import { rmSync, writeFileSync } from 'node:fs';
import { runPorts } from '../../scripts/ports.mjs';
import { hideCoverageMarker } from './fixtures/hideCoverageMarker.mjs';
import { expect, test, type Locator, type Page } from '@playwright/test';

const dev = () => `http://127.0.0.1:${runPorts().storybookDev}`;

/** The manager on the landing page, as a person opens it: the Introduction on screen. */
async function openManager(page: Page) {
  page.on('console', (message) => {
    if (message.type() === 'error' || /UniversalStore/.test(message.text())) console.log(`[manager] ${message.text().slice(0, 400)}`);
  });
  await page.goto(`${dev()}/?path=/docs/introduction--docs`);
  // The dev preview's first render compiles its modules on demand: a hang guard, as a fresh clone's
  // busiest minutes once took past one minute for it.
  await expect(page.frameLocator('#storybook-preview-iframe').getByRole('heading', { name: 'Groundwork', level: 1 })).toBeVisible({ timeout: 180_000 });
}

const widget = (page: Page) => page.locator('#storybook-testing-module');
const runTests = (page: Page) => page.getByRole('button', { name: 'Run tests', exact: true }).first();

/** The finished run as the sidebar shows it: every story ran, interactions and axe passed. */
async function expectFinished(page: Page, stories: number, timeout: number) {
  // In two steps, each with its own hang guard: every story tested (the runner's start took most
  // of the time beside two busy loops), then the run's end (coverage is gathered after the tests).
  // One limit for both once ran out with the widget at "Testing… 6/6" and the coverage shown.
  await expect(widget(page)).toContainText(new RegExp(`Testing\\.\\.\\. ${stories}/${stories}|Ran ${stories} tests`), { timeout });
  await expect(widget(page)).toContainText(`Ran ${stories} tests`, { timeout });
  await expect(widget(page).getByRole('button', { name: 'Component tests passed' })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Accessibility tests passed' })).toBeVisible();
  await expect(widget(page)).not.toContainText(/didn.t complete|crashed|error/i);
  await expect(page.getByText(/Connection lost|Server timed out/i)).toHaveCount(0);
}

// First a start that fails: it must reach the person in the widget, not leave it on "Starting…"
// with every control disabled (the addon's child process used to overwrite its own crash report,
// and the next run was never sent to a new one: patched, patches/README.md). The failure is the one
// people met: Coverage ticked without its provider (hidden here by
// e2e/storybook/fixtures/hide-coverage-provider.mjs while its marker file exists). With the cause
// gone, the next click starts afresh: every story runs with its axe check, Coverage gives its
// summary in the widget and a report behind it. One test, so the runner process starts once for
// real (a failed start costs little; each real one is most of this spec's CPU).
test('a failed start is shown in the widget; Run tests then runs every story with axe and coverage, and survives a double click', async ({ page, request }) => {
  // The first real run starts Vitest in browser mode: seconds when warm, up to a minute cold under load.
  // A hang guard: beside the other lanes of a fresh clone's npm test the two runs and the double click took
  // past 300 s (the double-click run was still under way when it was cut off), and with two busy
  // loops beside it the first run alone went past 200 s.
  test.setTimeout(900_000);
  const index = (await (await request.get(`${dev()}/index.json`)).json()) as { entries: Record<string, { type: string }> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story').length;
  expect(stories).toBeGreaterThan(0);

  await openManager(page);
  // "Accessibility" and "Coverage" are off until a person ticks them (the addon then keeps the
  // choice in its cache). Collapsed, the widget keeps its options in the page but inert: expand it.
  const expand = page.getByRole('button', { name: 'Expand testing module' });
  if (await expand.isVisible()) await expand.click();
  await setTicked(widget(page).getByRole('checkbox', { name: 'Accessibility' }), true);
  const coverage = widget(page).getByRole('checkbox', { name: 'Coverage' });
  await setTicked(coverage, true);

  const marker = hideCoverageMarker(runPorts().storybookDev);
  writeFileSync(marker, '');
  try {
    await runTests(page).click();
    await expect(widget(page))
      .toContainText(/didn.t complete/, { timeout: 120_000 })
      .catch(async (error: Error) => {
        // Whether the server's state holds the crash (the manager missed an update) or not (a later
        // state overwrote it: patches/README.md) is what a reloaded manager shows: said in the
        // failure, which stays one.
        const stuck = await widget(page).textContent();
        await page.reload();
        const afterReload = await expect(widget(page))
          .toContainText(/didn.t complete|Run tests|Starting/, { timeout: 60_000 })
          .then(() => widget(page).textContent(), () => '(no widget after the reload)');
        throw new Error(`${error.message}\nThe widget said: ${stuck}\nReloaded, the manager shows: ${afterReload}`);
      });
    await expect(runTests(page)).toBeEnabled();
    await widget(page).getByRole('button', { name: 'View full error' }).click();
    await expect(page.getByText("Cannot find package '@vitest/coverage-v8'", { exact: false }).first()).toBeVisible();
    // The dialog closes on an Escape pressed inside it, and it takes the focus in an effect after
    // its first paint: an Escape pressed in between went to the link behind it and the dialog stayed
    // (once in a CI run). A keyboard user's Escape comes after the focus has moved, so it is awaited
    // here, and a dialog that never takes the focus fails this line.
    await expect.poll(() => page.getByRole('dialog').evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    rmSync(marker, { force: true });
  }
  await leftUsable(page);

  // One click: every story runs with its axe check, the widget reports the finished run and the coverage.
  await runTests(page).click();
  await expect(widget(page)).toContainText(/Starting|Testing/);
  await expectFinished(page, stories, 200_000);
  const report = widget(page).getByRole('link', { name: /^Open coverage report \(\d+% coverage\)$/ });
  await expect(report).toBeVisible();
  // The narrowed Storybook covers a sliver of src/: below every threshold of vite.config.ts, and the
  // widget says which, not only a red figure.
  await expect(widget(page)).toContainText(/Coverage below threshold: statements [\d.]+% < \d+%, branches [\d.]+% < \d+%/);
  expect((await request.get(`${dev()}${await report.getAttribute('href')}`)).ok()).toBe(true);

  // Twice in a row: the second click lands while that run is starting (the button is still
  // enabled), the race of #35864. The server must stay up and the widget come back to rest. What it
  // then reports is Storybook's: the two runs overlap and it has shown "Ran 0 tests" (see
  // docs/storybook-ui.md), so only the absence of a crash is asserted here.
  await runTests(page).dblclick();
  // A hang guard, not a speed: in a fresh clone's busiest minutes the widget still showed the
  // previous run's "Ran 6 tests just now" 10 s after the double click (cause not found).
  await expect(widget(page)).toContainText(/Starting|Testing/, { timeout: 60_000 });
  await expect(runTests(page)).toBeEnabled({ timeout: 200_000 });
  await expect(widget(page)).toContainText(/Ran \d+ tests/);
  await expect(widget(page)).not.toContainText(/didn.t complete|crashed|error/i);
  await expect(page.getByText(/Connection lost|Server timed out/i)).toHaveCount(0);
  expect((await request.get(`${dev()}/index.json`)).ok()).toBe(true);
  // The sidebar with each story's mark, for a person reviewing the run (test-results/).
  await page.screenshot({ path: test.info().outputPath('sidebar-after-run-tests.png') });
  // Left unticked: the addon keeps the choice in its cache, for the next run of this e2e.
  await setTicked(coverage, false);
});

/**
 * After the error dialog closed, the manager must be usable again. Once in a fresh clone's npm test
 * it was not: the dialog gone, "Run tests" stayed inert for the 15 minutes left (the modal's
 * react-aria ariaHideOutside marks everything outside it inert and its cleanup restores it; what
 * kept the mark is not found). A person reloads the page there; so does this test, after saying in
 * its output and report which elements kept the mark — a Storybook fault, not what this test is about.
 */
async function leftUsable(page: Page) {
  const inert = () => runTests(page).evaluate((button) => !!button.closest('[inert]'));
  // A hang guard: react-aria restores the elements in the dialog's effect cleanup, a render later.
  const cleared = await expect
    .poll(inert, { timeout: 30_000 })
    .toBe(false)
    .then(() => true, () => false);
  if (cleared) return;
  const marked = await page.evaluate(() => [...document.querySelectorAll('[inert]')].map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`));
  const note = `the manager stayed inert after its error dialog closed (inert: ${marked.join(', ')}); reloaded`;
  console.log(`[run-tests] ${note}`);
  test.info().annotations.push({ type: 'storybook fault', description: note });
  await page.reload();
  await expect(runTests(page)).toBeVisible({ timeout: 60_000 });
  await expect.poll(inert).toBe(false);
}

/**
 * Ticks or unticks one of the widget's options and waits until it shows so. The box reflects the
 * test provider's shared state, which comes back from the dev server after the click: Playwright's
 * check()/uncheck() read the box at once and once failed with "Clicking the checkbox did not change
 * its state" while the answer was on its way (a busy machine, after a run).
 */
async function setTicked(box: Locator, ticked: boolean) {
  if ((await box.isChecked()) !== ticked) await box.click();
  await expect(box).toBeChecked({ checked: ticked, timeout: 30_000 });
}
