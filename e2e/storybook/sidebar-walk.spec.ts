// The published Storybook walked as a person walks it: every story opened by clicking its entry in
// the manager's sidebar after the previous one (its group unfolded when the walk enters it),
// never by address or over the preview's channel. A story picked that way runs in a frame whose
// parent keeps the keyboard (the link just clicked), which is what the plays meet when a reviewer
// clicks through the published Storybook; opened by address they never met it.
// One walk, in a seeded random order that differs per run (the groups shuffled, and the stories
// within each group), so over runs each story follows many others; the seed is printed and
// GW_WALK_SEED=N (or `npm test -- --seed N`) walks the same order again. The OS scheme alternates
// light and dark from one story to the next, so half the stories meet each. Each story must:
// - end with the Interactions panel's badge at Pass, and the preview's own events agreeing (its play
//   threw nothing, nothing unhandled, no render error, and the a11y addon's axe run found no
//   violation: `a11y.test: 'error'`; STORY_FINISHED alone stays 'success' when the play threw);
// - log no console error;
// - show the toolbar's theme (light) whatever the OS scheme: the page and every `data-theme` element
//   compute that theme's background and text colours (src/tokens/tokens.css).
// The overlay's stories then get one more check: a click into the frame (the person reaching the
// story) moves focus into the dialog, which could not take it while the sidebar had it.
import { expect, test, type Frame, type Page } from '@playwright/test';
import { runPorts } from '../../scripts/ports.mjs';
import { outcomeRecorded, storiesOf, watchStoryOutcomes, type StoryEntry as Entry, type StoryOutcome } from '../support/storyOutcomes';
import { themeColours, type ThemeName } from '../support/theme-colours';
import { seededOrder, walkSeed } from '../support/walkOrder';

const base = () => `http://127.0.0.1:${runPorts().storybookStatic}`;

interface PreviewOutcome {
  status: string;
  problems: string[];
  themed: { theme: string; background: string; text: string; path: string }[];
}

/** The preview frame as it is now (it is replaced when a docs page opens). */
const previewFrame = (page: Page): Frame => page.frames().find((candidate) => candidate.url().includes('/iframe.html'))!;

/** The story's outcome once the preview has finished it, with the colours it shows. */
async function finished(frame: Frame, id: string): Promise<PreviewOutcome> {
  type Outcomes = { __storyOutcomes?: Record<string, StoryOutcome> };
  // Waits on the event the outcome's watch dispatches (no polling: a wait that polled on every
  // animation frame kept the page producing frames the whole walk long). The click may land while
  // the preview is a new document without its channel yet (seen once in a fresh clone): the event
  // needs none, and a wait whose document is replaced goes on in the next. 120 s is the hang guard.
  const deadline = Date.now() + 120_000;
  let waited: boolean | string = false;
  while (waited !== true && Date.now() < deadline) {
    waited = await frame.evaluate(outcomeRecorded, { id, timeout: deadline - Date.now() }).catch((error: Error) => {
      // Its document replaced while the wait ran: wait in the new one.
      if (/Execution context was destroyed|navigat/i.test(error.message)) return error.message.split('\n')[0]!;
      throw error;
    });
    if (waited === false) break;
  }
  if (waited !== true) {
    const seen = await frame.evaluate(() => `${location.href} ${JSON.stringify((window as unknown as Outcomes).__storyOutcomes ?? null).slice(-600)}`).catch(() => '(the preview is gone)');
    throw new Error(`${id} did not finish in the preview within 120 s of its sidebar click${typeof waited === 'string' ? ` (${waited})` : ''}; the preview saw: ${seen}`);
  }
  return frame.evaluate((id) => {
    const outcome = (window as unknown as Outcomes).__storyOutcomes![id]!;
    const themed = [...document.querySelectorAll<HTMLElement>('[data-theme]')].map((element) => {
      const style = getComputedStyle(element);
      const path = [element.tagName.toLowerCase(), element.className && `.${String(element.className).split(' ')[0]}`].join('');
      return { theme: element.dataset.theme!, background: style.backgroundColor, text: style.color, path };
    });
    // The page itself, under and around the story root: it follows the toolbar (the story
    // root's theme: the toolbar's, or the one the story sets), never the OS scheme.
    const body = getComputedStyle(document.body);
    const toolbar = document.querySelector<HTMLElement>('[data-story-root]')?.dataset.theme ?? '(no story root)';
    themed.push({ theme: toolbar, background: body.backgroundColor, text: body.color, path: 'body' });
    return { status: outcome.status!, problems: outcome.problems, themed };
  }, id);
}

/** The sidebar group a story is in (Storybook's id of its title's first part). */
const groupOf = (entry: Entry) => entry.title.split('/')[0]!.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Unfolds the group the walk enters with its "Expand all" button (shown on the group's heading), as
 * a person does, so the walk clicks stories only (a folded component opens on its docs page), and
 * folds the group it leaves. Storybook's manager re-renders every visible sidebar row on each of a
 * story's many state changes, most of a click's CPU: with every group open the walks cost about
 * two fifths more (docs/performance.md).
 */
async function enterGroup(page: Page, group: string, left: string | undefined) {
  if (left !== undefined && left !== group) await page.locator(`[data-nodetype="root"][data-item-id="${left}"] [data-action="collapse-root"][aria-expanded="true"]`).click();
  const heading = page.locator(`[data-nodetype="root"][data-item-id="${group}"]`);
  const folded = heading.locator('[data-action="collapse-root"][aria-expanded="false"]');
  if ((await folded.count()) > 0) await folded.click();
  await heading.hover();
  const expand = heading.locator('[data-action="expand-all"][data-expanded="false"]');
  if ((await expand.count()) > 0) await expand.click();
  await expect(page.locator(`[data-parent-id="${group}"][data-nodetype="component"] > button[aria-expanded="false"]`)).toHaveCount(0);
}

/** Walks `order`, the OS scheme alternating from story to story (the first story's is light). */
async function walk(page: Page, order: Entry[]) {
  const failures: string[] = [];
  let consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().split('\n')[0]!.slice(0, 300));
  });
  // In every document, the manager's included (the walk reads only the preview's): the preview
  // frame's first document is about:blank, whose window the preview then takes over as it is.
  await page.addInitScript(watchStoryOutcomes);
  const [first, ...rest] = order;
  // The walk starts where a person arrives: the first story's address, Interactions panel open.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${base()}/?path=/story/${first!.id}&addonPanel=storybook/interactions/panel`);
  await page.frameLocator('#storybook-preview-iframe').locator('#storybook-root').waitFor({ state: 'attached', timeout: 120_000 });
  const badge = page.locator('[aria-label^="Story status:"]');
  let openGroup: string | undefined;
  // The one story opened by address is clicked again at the end, after the others.
  for (const [index, entry] of [...rest, first!].entries()) {
    consoleErrors = [];
    const scheme = index % 2 === 0 ? 'dark' : 'light';
    await page.emulateMedia({ colorScheme: scheme });
    if (groupOf(entry) !== openGroup) {
      await enterGroup(page, groupOf(entry), openGroup ?? groupOf(first!));
      openGroup = groupOf(entry);
    }
    // The story opened by address is clicked again last: its first outcome is not this one's.
    await previewFrame(page).evaluate((id) => delete (window as unknown as { __storyOutcomes: Record<string, unknown> }).__storyOutcomes[id], entry.id);
    await page.locator(`[data-item-id="${entry.id}"] > a`).click();
    const frame = previewFrame(page);
    const outcome = await finished(frame, entry.id);
    const name = `${entry.title} › ${entry.name} (${entry.id}, OS ${scheme})`;
    // What the Interactions panel shows a person: Pass exactly when the preview saw no problem.
    const expected = outcome.problems.some((problem) => problem.startsWith('play') || problem.startsWith('unhandled')) ? 'Fail' : 'Pass';
    // Checked again on each change to the manager's DOM, not polled; 10 s is a hang guard.
    const badgeAgrees = await page.evaluate(
      ([expected, timeout]) =>
        new Promise<boolean>((resolve) => {
          const agrees = () => document.querySelector('[aria-label^="Story status:"]')?.textContent === expected;
          if (agrees()) return resolve(true);
          const done = (value: boolean) => {
            observer.disconnect();
            clearTimeout(guard);
            resolve(value);
          };
          const observer = new MutationObserver(() => agrees() && done(true));
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
          const guard = setTimeout(() => done(false), timeout);
        }),
      [expected, 10_000] as const,
    );
    const shown = badgeAgrees ? undefined : `the Interactions panel shows ${await badge.textContent()}, the preview's events say ${expected}`;
    const logged = consoleErrors.filter((text) => !outcome.problems.some((problem) => problem.includes(text.slice(0, 80))));
    const problems = [...outcome.problems, ...logged.map((text) => `console error: ${text}`), ...(shown ? [shown] : [])];
    if (outcome.status !== 'success' || problems.length > 0) failures.push(`${name}: ${outcome.status}${problems.map((p) => `\n    ${p}`).join('')}`);
    for (const element of outcome.themed) {
      const theme = element.theme as ThemeName;
      const wanted = themeColours[theme];
      if (wanted && (element.background !== wanted.background || element.text !== wanted.text)) {
        failures.push(`${name}: ${element.path}${element.path === 'body' ? '' : `[data-theme="${element.theme}"]`} computes background ${element.background} and text ${element.text}, not ${theme}'s ${wanted.background} and ${wanted.text}`);
      }
    }
    if (await frame.evaluate(() => document.querySelector('dialog[open]') !== null)) {
      // A person reaching the story: the frame gets focus, and the open dialog takes it.
      await page.locator('#storybook-preview-iframe').focus();
      // Waited for, not read once: the dialog takes focus on the frame's focus event, a moment later.
      // Checked on each focus change in the frame; 30 s is a hang guard.
      const focusInDialog = await frame.evaluate(
        (timeout) =>
          new Promise<boolean>((resolve) => {
            const inDialog = () => Boolean(document.querySelector('dialog[open]')?.contains(document.activeElement));
            if (inDialog()) return resolve(true);
            const done = (value: boolean) => {
              document.removeEventListener('focusin', onFocus, true);
              clearTimeout(guard);
              resolve(value);
            };
            const onFocus = () => inDialog() && done(true);
            document.addEventListener('focusin', onFocus, true);
            const guard = setTimeout(() => done(false), timeout);
          }),
        30_000,
      );
      if (!focusInDialog) failures.push(`${name}: focus did not move into the dialog when the frame got it`);
    }
  }
  const failing = new Set(failures.map((failure) => failure.slice(0, failure.indexOf(':'))));
  expect(failures, `${failing.size} of ${order.length} stories fail when clicked in the sidebar`).toEqual([]);
  expect(pageErrors).toEqual([]);
}

test('every story, clicked in the sidebar in a seeded random order with the OS scheme alternating, passes its play and axe and shows the toolbar theme', async ({ page }, testInfo) => {
  // A hang guard: a walk takes minutes on a quiet machine, many more beside a busy one.
  test.setTimeout(1_500_000);
  const stories = await storiesOf(base());
  expect(stories.length).toBeGreaterThan(100);
  const seed = walkSeed();
  // Printed and attached, so a failing order can be walked again (GW_WALK_SEED).
  console.log(`sidebar walk: seed ${seed} (GW_WALK_SEED=${seed} or npm test -- --seed ${seed} walks this order again)`);
  testInfo.annotations.push({ type: 'seed', description: String(seed) });
  const order = seededOrder(stories, groupOf, seed);
  await walk(page, order);
});
