// @vitest-environment node
// The review page in real Chromium (Playwright), over a small synthetic report served by the
// review server: keyboard review, the views, the files an accept writes, axe.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { e2eLaunchOptions } from '../../../e2e/support/launch';
import { readDecisions } from '../accept/index.mjs';
import { hashOf } from '../compare/index.mjs';
import { writeSyntheticReport } from './review-fixture.mjs';
import { startReviewServer } from './review-server.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const stackBaseline = 'stories/layout/__screenshots__/Stack/layout-stack--playground.light-ltr-desktop.png';
const clusterBaseline = 'stories/layout/__screenshots__/Cluster/layout-cluster--default.light-rtl-mobile.png';

let browser: Browser;
// The report is written once (its PNGs take a while to paint) and copied for each test.
let template: string;
// The same with 80 more changed shots in five components (Synthetic0–4: 16 each), for bulk actions.
let bigTemplate: string;
// The same with spoken records (review-fixture.mjs writeSpokenRecords).
let spokenTemplate: string;
let root: string;
let reportDir: string;
let server: Awaited<ReturnType<typeof startReviewServer>>;
let page: Page;

beforeAll(async () => {
  template = mkdtempSync(path.join(tmpdir(), 'visual-review-template-'));
  writeSyntheticReport(template);
  bigTemplate = mkdtempSync(path.join(tmpdir(), 'visual-review-big-'));
  writeSyntheticReport(bigTemplate, { extraStories: 20, components: 5 });
  spokenTemplate = mkdtempSync(path.join(tmpdir(), 'visual-review-spoken-'));
  writeSyntheticReport(spokenTemplate, { spoken: true });
  // The built pages' Chromium (the headless shell, where there is one): this page is one of them.
  browser = await chromium.launch(e2eLaunchOptions);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  rmSync(template, { recursive: true, force: true });
  rmSync(bigTemplate, { recursive: true, force: true });
  rmSync(spokenTemplate, { recursive: true, force: true });
});
async function serve(from: string) {
  root = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  cpSync(from, root, { recursive: true });
  reportDir = path.join(root, 'reports/visual');
  server = await startReviewServer({ reportDir, root, rendererRecord: path.join(root, 'baseline-browser.json') });
}
beforeEach(async () => {
  await serve(template);
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
});
afterEach(async () => {
  await page.close();
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const open = async (url = server.url) => {
  await page.goto(url);
  await page.locator('body[data-ready="true"]').waitFor({ timeout: 30_000 });
};
const heading = () => page.locator('#shot-heading');
const meta = () => page.locator('main .meta');
const fileHash = (rel: string) => hashOf(readFileSync(path.join(root, rel)));
const entryOf = (storyId: string, cell: string) => JSON.parse(readFileSync(path.join(reportDir, 'manifest.json'), 'utf8')).entries.find((e: { storyId: string; cell: string }) => e.storyId === storyId && e.cell === cell);
/** Waits until `selector`'s text matches `pattern` (Vitest's expect has no Playwright matchers); fails with the text it had. */
async function waitText(selector: string, pattern: RegExp) {
  try {
    await page.waitForFunction(([sel, source, flags]) => new RegExp(source!, flags).test(document.querySelector(sel!)?.textContent ?? ''), [selector, pattern.source, pattern.flags], { timeout: 10_000 });
  } catch {
    throw new Error(`${selector} never matched ${pattern}: it shows ${JSON.stringify(await page.locator(selector).textContent())}`);
  }
}
async function axeViolations() {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run(document);
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

describe('review page', () => {
  it('opens on the most serious component, grouped with counts, and walks the shots with the keyboard', async () => {
    await open();
    await expect(heading().textContent()).resolves.toBe('layout-cluster--default');
    const summaries = await page.locator('nav summary').allTextContents();
    expect(summaries).toEqual(['Cluster (2: 2 changed)', 'Stack (1: 1 changed)', 'Text (1: 1 changed)', 'Box (1: 1 new)', 'Gone (1: 1 baseline to remove)', 'Cover (1: 1 not shot)']);
    // The size change is stated, and the changed region outlined.
    await expect(meta().textContent()).resolves.toContain('Size changed: 360×74 → 360×78 (4 px taller)');
    // 2 px of padding: the card's bar moved 2 px down, the four new rows at the bottom are new.
    await expect(meta().textContent()).resolves.toContain('2 changed regions: 1 moved (2 px down), the content itself unchanged');
    await expect(page.locator('#stage svg rect').count()).resolves.toBe(2);
    await expect(page.locator('#stage svg rect.moved').count()).resolves.toBe(1);
    await page.keyboard.press('j');
    await expect(meta().textContent()).resolves.toContain('dark · rtl · desktop');
    await page.keyboard.press('j');
    await expect(heading().textContent()).resolves.toBe('layout-stack--playground');
    await expect(page.locator('nav a[aria-current="true"]').textContent()).resolves.toMatch(/^light-ltr-desktop/);
    // Five pixels of a 1280×800 shot: one outlined region, and `n` zooms to it.
    await expect(meta().textContent()).resolves.toContain('5 pixels changed (0.0005 % of pixels)');
    await expect(meta().textContent()).resolves.toContain('1 changed region');
    await page.keyboard.press('n');
    await expect(page.locator('[aria-label="Zoom"] [aria-pressed="true"]').textContent()).resolves.toBe('2×');
    await expect.poll(() => page.locator('#stage').evaluate((stage) => stage.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press('k');
    await expect(meta().textContent()).resolves.toContain('dark · rtl · desktop');
    // The not-shot story shows its failure, once for all its cells.
    for (let i = 0; i < 5; i++) await page.keyboard.press('j');
    await expect(heading().textContent()).resolves.toBe('layout-cover--broken');
    await expect(meta().textContent()).resolves.toContain('Cover · light-ltr-desktop, dark-rtl-desktop');
    await expect(page.locator('main .failure').textContent()).resolves.toBe('TestingLibraryElementError: Unable to find an element with the role "button"');
    // A link to another place in the page (as the CI summary gives) is followed.
    await page.evaluate(() => { location.hash = '#story=layout-box--padded'; });
    await waitText('#shot-heading', /^layout-box--padded$/);
  }, 60_000);

  it('zooms to a region and is there once its image arrives, however late', async () => {
    // Every image held until the zoom is done, as on a busy machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/*.png', async (route) => { await held; await route.continue(); });
    // Not `open()`: the page's load event and its data-ready both wait for the first image.
    await page.goto(server.url, { waitUntil: 'domcontentloaded' });
    await expect(heading().textContent()).resolves.toBe('layout-cluster--default');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(heading().textContent()).resolves.toBe('layout-stack--playground');
    await page.keyboard.press('n');
    await expect(page.locator('[aria-label="Zoom"] [aria-pressed="true"]').textContent()).resolves.toBe('2×');
    release();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('#stage img');
      return image?.complete && image.naturalWidth > 0;
    });
    await expect.poll(() => page.locator('#stage').evaluate((stage) => stage.scrollLeft)).toBeGreaterThan(0);
    await page.unrouteAll({ behavior: 'wait' });
  });

  it('switches views with the keyboard: side by side, slider, strobe, onion skin, magnifier, 1:1', async () => {
    await open(`${server.url}#shot=layout-cluster--default.light-rtl-mobile`);
    const roles = () => page.locator('#stage img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('data-role')));
    await expect(roles()).resolves.toEqual(['diff']);
    await page.keyboard.press('4');
    await expect(roles()).resolves.toEqual(['baseline', 'actual']);
    await expect(page.locator('#stage figcaption').allTextContents()).resolves.toEqual(['Baseline', 'Actual']);
    await page.keyboard.press('5');
    await expect(page.getByLabel('Wipe from baseline to actual').isVisible()).resolves.toBe(true);
    await page.keyboard.press('6');
    await waitText('#strobe-label', /^Strobe: showing actual$/);
    await waitText('#strobe-label', /^Strobe: showing baseline$/);
    await page.keyboard.press('7');
    await expect(page.locator('img[data-role="actual"]').evaluate((img) => getComputedStyle(img).opacity)).resolves.toBe('0.5');
    await page.keyboard.press('m');
    await expect(page.locator('.lens div').evaluateAll((panes) => panes.map((p) => p.getAttribute('data-role')))).resolves.toEqual(['baseline', 'actual', 'diff']);
    await page.keyboard.press('z');
    await expect(page.locator('[aria-label="Zoom"] [aria-pressed="true"]').textContent()).resolves.toBe('1:1');
    await expect(page.locator('#stage img').first().evaluate((img) => img.getBoundingClientRect().width)).resolves.toBe(360);
  }, 60_000);

  it('filters by status and cell axes, and searches', async () => {
    await open();
    const shown = () => page.locator('#shown-count').textContent();
    await expect(shown()).resolves.toBe('7 of 7 shown');
    await page.getByLabel('Theme').selectOption('dark');
    // The dark shots, and the story that was shot in no cell.
    await expect(shown()).resolves.toBe('3 of 7 shown');
    await page.getByLabel('Viewport').selectOption('mobile');
    await expect(shown()).resolves.toBe('2 of 7 shown');
    await expect(heading().textContent()).resolves.toBe('layout-box--padded');
    await page.getByLabel('Theme').selectOption('');
    await page.getByLabel('Viewport').selectOption('');
    await page.getByLabel('not shot (1)').uncheck();
    await expect(shown()).resolves.toBe('6 of 7 shown');
    await page.keyboard.press('/');
    await page.keyboard.type('stack');
    await expect(shown()).resolves.toBe('1 of 7 shown');
    await expect(heading().textContent()).resolves.toBe('layout-stack--playground');
  }, 60_000);

  it('accepts and rejects from the keyboard through the hash-checked accept, writing exactly the accepted baseline', async () => {
    await open(`${server.url}#shot=layout-stack--playground.light-ltr-desktop`);
    const before = fileHash(clusterBaseline);
    const stackBytes = readFileSync(path.join(root, stackBaseline));
    await page.keyboard.press('a');
    await waitText('#live', /Accepted 1 shot: wrote 1 baseline \(stories\/layout\/__screenshots__\/Stack\//);
    expect(fileHash(stackBaseline)).toBe(entryOf('layout-stack--playground', 'light-ltr-desktop').newHash);
    expect(fileHash(clusterBaseline)).toBe(before);
    expect(readDecisions(reportDir)).toEqual({ 'layout-stack--playground.light-ltr-desktop': 'accepted' });
    // On to the next undecided shot; reject it: nothing written, the decision kept.
    await expect(heading().textContent()).resolves.toBe('layout-text--hint');
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await expect(meta().textContent()).resolves.toContain('dark · rtl · desktop');
    const rejected = 'stories/layout/__screenshots__/Cluster/layout-cluster--default.dark-rtl-desktop.png';
    const rejectedBefore = fileHash(rejected);
    await page.keyboard.press('r');
    await waitText('#live', /Rejected 1/);
    expect(fileHash(rejected)).toBe(rejectedBefore);
    expect(readDecisions(reportDir)['layout-cluster--default.dark-rtl-desktop']).toBe('rejected');
    // A reload remembers both decisions.
    await open();
    await expect(page.locator('nav a[data-key="layout-cluster--default.dark-rtl-desktop"] .badge.rejected').count()).resolves.toBe(1);
    // The accept is undone from the page: the previous baseline back, byte for byte, the decision forgotten.
    await open(`${server.url}#shot=layout-stack--playground.light-ltr-desktop`);
    await page.keyboard.press('u');
    await waitText('#live', /Undone: 1 shot back as before the accept — restored 1 file \(stories\/layout\/__screenshots__\/Stack\//);
    expect(readFileSync(path.join(root, stackBaseline)).equals(stackBytes)).toBe(true);
    expect(readDecisions(reportDir)['layout-stack--playground.light-ltr-desktop']).toBeUndefined();
  }, 60_000);

  it('decides by kind of change: marks shots with several, filters (any or only), groups by kind', async () => {
    await open();
    const shown = () => page.locator('#shown-count').textContent();
    // 2 px of padding: moved and resized in one shot, marked as such in the list and the shot.
    await expect(page.locator('nav a[data-key="layout-cluster--default.light-rtl-mobile"] .badge.multi').textContent()).resolves.toBe('moved + resized');
    await expect(meta().textContent()).resolves.toContain('2 kinds of change: moved + resized');
    const kinds = page.getByRole('group', { name: 'Kinds of change' });
    await kinds.getByLabel('text or content (1)').uncheck();
    await kinds.getByLabel('colour only (2)').uncheck();
    await kinds.getByLabel('new (1)').uncheck();
    await kinds.getByLabel('lost (1)').uncheck();
    // Any ticked kind: the moved-and-resized shot, and the story that was not shot (no kind to judge).
    await expect(shown()).resolves.toBe('2 of 7 shown');
    await kinds.getByLabel('resized (1)').uncheck();
    await expect(shown()).resolves.toBe('2 of 7 shown');
    // Only ticked kinds: a shot that also resized is not "only moved".
    await page.getByLabel('Shots with').selectOption('only');
    await expect(shown()).resolves.toBe('1 of 7 shown');
    await page.getByLabel('Shots with').selectOption('any');
    for (const kind of ['text or content (1)', 'colour only (2)', 'new (1)', 'lost (1)', 'resized (1)']) await kinds.getByLabel(kind).check();
    await page.getByLabel('Group by').selectOption('change');
    await expect(page.locator('nav summary').allTextContents()).resolves.toEqual([
      'colour only (2: 2 changed)', 'moved + resized (1: 1 changed)', 'text or content (1: 1 changed)', 'new (1: 1 new)', 'lost (1: 1 baseline to remove)', 'not shot (1: 1 not shot)',
    ]);
    // Search reads the kinds too.
    await page.keyboard.press('/');
    await page.keyboard.type('colour');
    await expect(shown()).resolves.toBe('2 of 7 shown');
  }, 60_000);

  it('puts shots that were not compared first, in a banner with their count and reason, even when nothing else is to review', async () => {
    const manifestFile = path.join(reportDir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const reason = 'visual: not compared on this machine (fonts: Liberation Sans ≠ DejaVu Sans); compare in the reference container';
    const notCompared = ['light-ltr-desktop', 'light-rtl-mobile', 'dark-ltr-mobile'].map((cell) => ({ storyId: 'layout-frame--default', cell, status: 'skipped', notCompared: true, baselineDir: 'stories/layout/__screenshots__/Frame', allowedCells: [cell] }));
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, notComparedReason: reason, entries: [...manifest.entries, ...notCompared] }));
    await open();
    await expect(page.locator('header > :first-child').getAttribute('id')).resolves.toBe('not-compared');
    await expect(page.locator('#not-compared').textContent()).resolves.toMatch(/^3 shots were not compared with their baselines:\s+not compared on this machine \(fonts: Liberation Sans ≠ DejaVu Sans\)/);
    await expect(page.title()).resolves.toMatch(/^Visual review · 3 NOT COMPARED, /);
    // A run that compared nothing at all does not say "Nothing to review".
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, notComparedReason: reason, entries: notCompared, orphans: [] }));
    await open();
    await expect(page.locator('#not-compared').textContent()).resolves.toMatch(/^3 shots were not compared/);
    await expect(page.locator('main h2').textContent()).resolves.toBe('Nothing was compared');
    await expect(axeViolations()).resolves.toEqual([]);
  }, 60_000);

  it('refuses to accept from a report whose baselines moved since, writing nothing', async () => {
    await open(`${server.url}#shot=layout-stack--playground.light-ltr-desktop`);
    writeFileSync(path.join(root, clusterBaseline), Buffer.from('moved'));
    const stackBefore = fileHash(stackBaseline);
    await page.keyboard.press('a');
    await waitText('#live', /Refused, nothing written — the review is stale: layout-cluster--default light-rtl-mobile/);
    expect(fileHash(stackBaseline)).toBe(stackBefore);
  }, 60_000);

  it('accepts the removal of a baseline no story uses', async () => {
    await open(`${server.url}#story=layout-gone--old`);
    await page.getByRole('button', { name: 'Accept removal (a)' }).click();
    await waitText('#live', /removed 1/);
    expect(existsSync(path.join(root, 'stories/layout/__screenshots__/Gone/layout-gone--old.light-ltr-desktop.png'))).toBe(false);
  }, 60_000);

  it('has no axe violations, served and opened from disk (where it names the accept command)', async () => {
    // Served, in the side-by-side view with the magnifier and the keys dialog open: most of the page at once.
    await open();
    await page.keyboard.press('4');
    await page.keyboard.press('m');
    await page.keyboard.press('?');
    await expect(axeViolations()).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await open(pathToFileURL(path.join(reportDir, 'index.html')).href);
    await expect(page.locator('main .command').textContent()).resolves.toBe('To accept: npm run visual:accept -- reports/visual --shot layout-cluster--default.light-rtl-mobile');
    await expect(axeViolations()).resolves.toEqual([]);
  }, 60_000);

  it('bulk actions say what they will do after every filter change, confirm with the count and stories, and an accept is undone byte for byte', async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
    await serve(bigTemplate);
    await open();
    const acceptButton = page.locator('#bulk-accept');
    // Everything shown that can be accepted: 85 changed or new shots and one baseline to remove (not the not-shot story).
    await expect(acceptButton.textContent()).resolves.toBe('Accept 86 shown…');
    // The bar holds the two actions and nothing else until there is an accept to undo.
    await expect(page.locator('#bulk').textContent()).resolves.toBe('Accept 86 shown…Reject 85 shown…');
    // The stale-label sequence: search narrows, clearing it widens — the label follows both, while
    // the shot on screen stays the same.
    await page.keyboard.press('/');
    await page.keyboard.type('synthetic3');
    await waitText('#bulk-accept', /^Accept 16 shown…$/);
    await expect(page.locator('#bulk-reject').textContent()).resolves.toBe('Reject 16 shown…');
    await page.locator('#search').fill('');
    await waitText('#bulk-accept', /^Accept 86 shown…$/);
    await page.keyboard.type('synthetic3');
    await waitText('#bulk-accept', /^Accept 16 shown…$/);
    const baselines = Array.from({ length: 4 }, (_, i) => `stories/layout/__screenshots__/Synthetic3/scale-synthetic3--s-${3 + 5 * i}.light-ltr-desktop.png`);
    const before = baselines.map((file) => readFileSync(path.join(root, file)));
    const untouched = fileHash(stackBaseline);
    // A click asks first, naming the count, the stories and the files; cancel writes nothing.
    await acceptButton.click();
    await waitText('#confirm-title', /^Accept 16 shots of 4 stories\?$/);
    // Every file it writes is named, the renderer record beside the baselines included.
    await expect(page.locator('#confirm-consequence').textContent()).resolves.toMatch(/^It writes 16 baselines and updates baseline-browser\.json \(the renderer the baselines were made with\)\./);
    // Stories in the order people count, as the CI summary lists them.
    await expect(page.locator('#confirm-stories li').allTextContents()).resolves.toEqual(['scale-synthetic3--s-3 (4 cells)', 'scale-synthetic3--s-8 (4 cells)', 'scale-synthetic3--s-13 (4 cells)', 'scale-synthetic3--s-18 (4 cells)']);
    await expect(page.locator('#confirm-go').textContent()).resolves.toBe('Write 16 baselines');
    await page.locator('#confirm-cancel').click();
    expect(readFileSync(path.join(root, baselines[0]!)).equals(before[0]!)).toBe(true);
    await acceptButton.click();
    await page.locator('#confirm-go').click();
    await waitText('#live', /^Accepted 16 shots: wrote 16 baselines/);
    expect(fileHash(baselines[0]!)).toBe(entryOf('scale-synthetic3--s-3', 'light-ltr-desktop').newHash);
    expect(fileHash(stackBaseline)).toBe(untouched);
    // Accepted shots are not offered again; the undo is.
    await waitText('#bulk-accept', /^Accept 0 shown…$/);
    await page.locator('#undo-accept').click();
    await waitText('#live', /^Undone: 16 shots back as before the accept — restored 16 files/);
    baselines.forEach((file, i) => expect(readFileSync(path.join(root, file)).equals(before[i]!)).toBe(true));
    await waitText('#bulk-accept', /^Accept 16 shown…$/);
    await expect(page.locator('#undo-accept').count()).resolves.toBe(0);
  }, 60_000);

  it('a bulk accept leaves the reviewer’s rejects out, as visual:accept does, and says so before and after', async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
    await serve(bigTemplate);
    const rejectedKey = 'scale-synthetic3--s-8.dark-ltr-mobile';
    const rejectedFile = `stories/layout/__screenshots__/Synthetic3/${rejectedKey}.png`;
    const before = fileHash(rejectedFile);
    await open(`${server.url}#shot=${rejectedKey}`);
    await page.keyboard.press('r');
    await waitText('#live', /^Rejected 1 shot: left as is/);
    await page.keyboard.press('/');
    await page.keyboard.type('synthetic3');
    await waitText('#bulk-accept', /^Accept 15 shown…$/);
    await expect(page.locator('#bulk-note').textContent()).resolves.toBe('(1 rejected shot left out)');
    await page.locator('#bulk-accept').click();
    await waitText('#confirm-title', /^Accept 15 shots of 4 stories\?$/);
    await expect(page.locator('#confirm-consequence').textContent()).resolves.toContain('1 rejected shot shown is left out, as npm run visual:accept leaves it out');
    await page.locator('#confirm-go').click();
    await waitText('#live', /^Accepted 15 shots: wrote 15 baselines/);
    expect(fileHash(rejectedFile)).toBe(before);
    expect(readDecisions(reportDir)[rejectedKey]).toBe('rejected');
    // `A` on the rejected shot's story accepts its other cells only; `a` on it accepts it (named one by one).
    await page.locator('#search').fill('');
    await page.evaluate((key) => { location.hash = `#shot=${key}`; }, rejectedKey);
    await waitText('main .meta', /dark · ltr · mobile/);
    await page.keyboard.press('a');
    await waitText('#live', /^Accepted 1 shot: wrote 1 baseline/);
    expect(fileHash(rejectedFile)).toBe(entryOf('scale-synthetic3--s-8', 'dark-ltr-mobile').newHash);
  }, 60_000);

  it('r on an accepted shot takes the accept back (the previous baseline, byte for byte) before rejecting it; where there is none to take back, it refuses', async () => {
    await open(`${server.url}#shot=layout-stack--playground.light-ltr-desktop`);
    const stackBytes = readFileSync(path.join(root, stackBaseline));
    await page.keyboard.press('a');
    await waitText('#live', /^Accepted 1 shot: wrote 1 baseline \(stories\/layout\/__screenshots__\/Stack\/[^)]*\) and baseline-browser\.json/);
    expect(fileHash(stackBaseline)).toBe(entryOf('layout-stack--playground', 'light-ltr-desktop').newHash);
    await page.keyboard.press('k');
    await expect(heading().textContent()).resolves.toBe('layout-stack--playground');
    await page.keyboard.press('r');
    await waitText('#live', /^Rejected 1 shot: the accept taken back first — restored 1 file \(stories\/layout\/__screenshots__\/Stack\//);
    expect(readFileSync(path.join(root, stackBaseline)).equals(stackBytes)).toBe(true);
    expect(readDecisions(reportDir)['layout-stack--playground.light-ltr-desktop']).toBe('rejected');
    await expect(page.locator('nav a[data-key="layout-stack--playground.light-ltr-desktop"] .badge.rejected').count()).resolves.toBe(1);
    // A new shot: its baseline is the run's own image, no accept of this review to take back.
    const boxBaseline = 'stories/layout/__screenshots__/Box/layout-box--padded.dark-ltr-mobile.png';
    const boxBefore = fileHash(boxBaseline);
    await page.evaluate(() => { location.hash = '#shot=layout-box--padded.dark-ltr-mobile'; });
    await waitText('#shot-heading', /^layout-box--padded$/);
    await page.keyboard.press('r');
    await waitText('#live', /^Not rejected, nothing written\. Not rejected: layout-box--padded\.dark-ltr-mobile: its baseline .* already holds this image \(the run wrote it as a new baseline\)/);
    expect(fileHash(boxBaseline)).toBe(boxBefore);
    expect(readDecisions(reportDir)['layout-box--padded.dark-ltr-mobile']).toBeUndefined();
  }, 60_000);

  it('never shows a decision its baseline on disk contradicts', async () => {
    await open(`${server.url}#shot=layout-stack--playground.light-ltr-desktop`);
    const stackBytes = readFileSync(path.join(root, stackBaseline));
    await page.keyboard.press('a');
    await waitText('#live', /^Accepted 1 shot/);
    const at = `${server.url}#shot=layout-stack--playground.light-ltr-desktop`;
    // From another document: a link that differs only in its hash would not load the page again.
    const reload = async () => {
      await page.goto('about:blank');
      await open(at);
    };
    await reload();
    await expect(page.locator('nav a[data-key="layout-stack--playground.light-ltr-desktop"] .badge.accepted').count()).resolves.toBe(1);
    await expect(meta().locator('.badge.accepted').count()).resolves.toBe(1);
    // The previous baseline put back outside the page (git checkout, say): the page no longer says accepted.
    writeFileSync(path.join(root, stackBaseline), stackBytes);
    await reload();
    await expect(page.locator('nav a[data-key="layout-stack--playground.light-ltr-desktop"]').count()).resolves.toBe(1);
    await expect(page.locator('nav a[data-key="layout-stack--playground.light-ltr-desktop"] .badge.accepted').count()).resolves.toBe(0);
    await expect(meta().locator('.badge.accepted').count()).resolves.toBe(0);
  }, 60_000);

  it('counts the same thing in its title and its header: stories not shot, not their cells', async () => {
    await open();
    // layout-cover--broken failed in two cells: one story not shot.
    await expect(page.title()).resolves.toBe('Visual review · 4 changed, 1 new, 0 missing, 1 story not shot');
    await expect(page.locator('header > p').first().textContent()).resolves.toMatch(/1 story not shot,/);
  }, 60_000);

  it('a report of one commit says up front which shots other commits change too, with the command that shoots them together', async () => {
    const manifestFile = path.join(reportDir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const commit = {
      base: 'main',
      commits: [{ n: 3, short: 'cccccccc', subject: '404 hint reworded' }],
      alone: true,
      sharedWith: [{ n: 2, short: 'bbbbbbbb', subject: 'Cluster: 2 px of padding', shots: ['layout-cluster--default.light-rtl-mobile'] }],
      combine: 'npm run visual:commits -- main --combine 2,3',
    };
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, commit }));
    await open();
    await expect(page.locator('#commit').textContent()).resolves.toMatch(/^Commit 3 of the branch: cccccccc 404 hint reworded, shot on main alone\. 1 of its shots is also changed by commit 2 \(bbbbbbbb Cluster: 2 px of padding: 1 shot\)/);
    await expect(page.locator('#commit code').last().textContent()).resolves.toBe('npm run visual:commits -- main --combine 2,3');
    await expect(page.locator('nav a[data-key="layout-cluster--default.light-rtl-mobile"]').textContent()).resolves.toContain('also changed by commit 2');
    await expect(meta().textContent()).resolves.toContain('Also changed by commit 2');
    await expect(axeViolations()).resolves.toEqual([]);
    // Once the other commit's shot is accepted (its baseline changed), this one's accept is refused
    // as stale, and the refusal names the way out.
    const clusterBefore = readFileSync(path.join(root, clusterBaseline));
    writeFileSync(path.join(root, clusterBaseline), Buffer.from('commit 2 accepted'));
    await page.keyboard.press('a');
    await waitText('#live', /^Refused, nothing written — the review is stale: .* To accept them together, shoot them together: npm run visual:commits -- main --combine 2,3/);
    writeFileSync(path.join(root, clusterBaseline), clusterBefore);
    // Commits shot together (--combine) say so instead.
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, commit: { ...commit, commits: [{ n: 2, short: 'bbbbbbbb', subject: 'Cluster' }, ...commit.commits], sharedWith: [] } }));
    await open();
    await expect(page.locator('#commit').textContent()).resolves.toBe(
      'Commits 2 + 3 of the branch: bbbbbbbb Cluster + cccccccc 404 hint reworded, shot together on main, without the other commits. Accepting here writes main + these commits.',
    );
  }, 60_000);

  it('refuses accept requests from another origin', async () => {
    const response = await fetch(`${server.url}api/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ action: 'accept', shots: ['layout-stack--playground.light-ltr-desktop'] }),
    });
    expect(response.status).toBe(403);
    expect(fileHash(stackBaseline)).not.toBe(entryOf('layout-stack--playground', 'light-ltr-desktop').newHash);
  });
});

describe('spoken records in the review page', () => {
  const clusterRecord = 'stories/layout/__screenshots__/Cluster/layout-cluster--default.spoken-ltr.txt';
  const lostRecord = 'stories/layout/__screenshots__/Stack/layout-stack--playground.spoken-rtl.txt';
  const text = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
  /** The diff as a reader meets it: each row's sign, its hidden word and its text. */
  const rows = (scope: string) => page.locator(`${scope} .spoken-diff li`).evaluateAll((items) => items.map((li) => `${li.className}|${li.textContent}`));
  const useSpoken = async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
    await serve(spokenTemplate);
  };

  it('shows a changed record as a line diff beside its story’s shots, and alone for a story whose pixels did not move; new and removed records whole', async () => {
    await useSpoken();
    await open(`${server.url}#shot=layout-cluster--default.light-rtl-mobile`);
    // Counted apart from the shots, in the title as in the header.
    await expect(page.title()).resolves.toBe('Visual review · 4 changed, 1 new, 0 missing, 3 spoken changes, 1 story not shot');
    await expect(page.locator('header > p').first().textContent()).resolves.toMatch(/5 shots: 4 changed, 0 missing, 1 new, 1 to remove,\s+1 story not shot, 0 unchanged · 4 spoken records: 2 changed, 0 missing, 1 new, 1 to remove, 1 unchanged ·/);
    // Beside the pictures: the story's record, its changed lines with their context, and a way to it.
    await expect(page.locator('#stage').count()).resolves.toBe(1);
    await expect(page.locator('.spoken-beside h3').textContent()).resolves.toBe('What is spoken: 1 record of this story to review');
    await expect(rows('.spoken-beside')).resolves.toEqual([
      'skip|⋯ 3 unchanged lines',
      'same|heard reading the story from start to end:',
      'same|  list, 3 items',
      'same|  button, Save',
      'removed|−Removed:   button, Share',
      'added|+Added:   button, Share talk',
      'same|  button, Cancel',
      'same|  end of list',
    ]);
    // Not colour alone: the sign is shown, the word is read out.
    await expect(page.locator('.spoken-beside li.removed .visually-hidden').evaluate((span) => getComputedStyle(span).clipPath)).resolves.toBe('inset(50%)');
    await expect(page.locator('.spoken-beside li.removed .sign').isVisible()).resolves.toBe(true);
    await page.locator('.spoken-beside a').click();
    await waitText('#shot-heading', /^layout-cluster--default$/);
    await expect(meta().textContent()).resolves.toContain('Cluster · spoken · ltr');
    await expect(meta().textContent()).resolves.toContain('1 line removed, 1 line added');
    // A story whose pixels did not move: its record alone, reached with the keyboard like any shot.
    await page.keyboard.press('j');
    await expect(heading().textContent()).resolves.toBe('layout-stack--announces');
    await expect(page.locator('#stage').count()).resolves.toBe(0);
    await expect(page.locator('#spoken-stage').getAttribute('aria-label')).resolves.toBe('What is spoken (spoken-ltr): the line diff');
    await expect(meta().textContent()).resolves.toContain('1 line added');
    const collapsed = await rows('#spoken-stage');
    expect(collapsed.filter((row) => !row.startsWith('same|') && !row.startsWith('skip|'))).toEqual(['added|+Added:   status, 14 talks loaded']);
    expect(collapsed.at(-1)).toBe('skip|⋯ 14 unchanged lines');
    // w: every line of the record.
    await page.keyboard.press('w');
    await expect(rows('#spoken-stage')).resolves.toHaveLength(22);
    await expect(page.getByLabel('Every line (w)').isChecked()).resolves.toBe(true);
    // A new record is shown whole; a record to remove too, with its reason's kind.
    await page.evaluate(() => { location.hash = '#shot=layout-box--padded.spoken-ltr'; });
    await waitText('main .meta', /New record, shown whole: 6 lines/);
    await expect(rows('#spoken-stage')).resolves.toContain('same|  group, Padded box');
    await page.evaluate(() => { location.hash = '#shot=layout-stack--playground.spoken-rtl'; });
    await waitText('main .meta', /Record to remove, shown whole: 6 lines/);
    await expect(meta().textContent()).resolves.toContain('Change: lost + spoken');
    await expect(page.getByRole('button', { name: 'Accept removal (a)' }).count()).resolves.toBe(1);
  }, 60_000);

  it('filters spoken records by direction and kind (theme and viewport leave them out), and searches the words they say', async () => {
    await useSpoken();
    await open();
    const shown = () => page.locator('#shown-count').textContent();
    await expect(shown()).resolves.toBe('11 of 11 shown');
    await page.getByRole('group', { name: 'Kinds of change' }).getByLabel('spoken (4)').uncheck();
    // Any ticked kind: the new record and the one to remove still carry a ticked kind (new, lost).
    await expect(shown()).resolves.toBe('9 of 11 shown');
    await page.getByLabel('Shots with').selectOption('only');
    await expect(shown()).resolves.toBe('7 of 11 shown');
    await page.getByLabel('Shots with').selectOption('any');
    await page.getByRole('group', { name: 'Kinds of change' }).getByLabel('spoken (4)').check();
    await page.getByLabel('Direction').selectOption('rtl');
    // Cluster's two rtl shots, the rtl record to remove, and the story shot in no cell.
    await expect(shown()).resolves.toBe('4 of 11 shown');
    await page.locator('nav summary', { hasText: 'Stack' }).click();
    await expect(page.locator('nav a').evaluateAll((links) => links.map((a) => a.getAttribute('data-key')))).resolves.toContain('layout-stack--playground.spoken-rtl');
    await page.getByLabel('Direction').selectOption('');
    // The light shots (Cluster, Stack, Text, the one to remove) and the story shot in no cell: no record.
    await page.getByLabel('Theme').selectOption('light');
    await expect(shown()).resolves.toBe('5 of 11 shown');
    await page.getByLabel('Theme').selectOption('');
    await page.getByLabel('Viewport').selectOption('desktop');
    await expect(shown()).resolves.toBe('5 of 11 shown');
    await page.getByLabel('Viewport').selectOption('');
    await page.keyboard.press('/');
    await page.keyboard.type('share talk');
    await expect(shown()).resolves.toBe('1 of 11 shown');
    await expect(page.locator('nav a').getAttribute('data-key')).resolves.toBe('layout-cluster--default.spoken-ltr');
  }, 60_000);

  it('accepts, undoes and rejects a spoken record through the same server as a shot, writing its text byte for byte and no renderer record', async () => {
    await useSpoken();
    const before = text(clusterRecord);
    await open(`${server.url}#shot=layout-cluster--default.spoken-ltr`);
    await page.keyboard.press('a');
    await waitText('#live', /^Accepted 1 shot: wrote 1 baseline \(stories\/layout\/__screenshots__\/Cluster\/layout-cluster--default\.spoken-ltr\.txt\)\. Undo: U\.$/);
    expect(fileHash(clusterRecord)).toBe(entryOf('layout-cluster--default', 'spoken-ltr').newHash);
    expect(existsSync(path.join(root, 'baseline-browser.json'))).toBe(false);
    await page.evaluate(() => { location.hash = '#shot=layout-cluster--default.spoken-ltr'; });
    await waitText('main .meta', /accepted/);
    await page.getByRole('button', { name: 'Undo accept (u)' }).click();
    await waitText('#live', /^Undone: 1 shot back as before the accept — restored 1 file/);
    expect(text(clusterRecord)).toBe(before);
    await page.keyboard.press('r');
    await waitText('#live', /^Rejected 1 shot: left as is/);
    expect(readDecisions(reportDir)['layout-cluster--default.spoken-ltr']).toBe('rejected');
    expect(text(clusterRecord)).toBe(before);
    // A record no story makes any more: accepting removes it.
    await page.evaluate(() => { location.hash = '#shot=layout-stack--playground.spoken-rtl'; });
    await waitText('main .meta', /Record to remove/);
    await page.getByRole('button', { name: 'Accept removal (a)' }).click();
    await waitText('#live', /removed 1/);
    expect(existsSync(path.join(root, lostRecord))).toBe(false);
  }, 60_000);

  it('has no axe violations with a record on its own, beside a shot and opened from disk', async () => {
    await useSpoken();
    await open(`${server.url}#shot=layout-stack--announces.spoken-ltr`);
    await expect(axeViolations()).resolves.toEqual([]);
    await open(`${server.url}#shot=layout-cluster--default.light-rtl-mobile`);
    await expect(page.locator('.spoken-beside').count()).resolves.toBe(1);
    await expect(axeViolations()).resolves.toEqual([]);
    await open(`${pathToFileURL(path.join(reportDir, 'index.html')).href}#shot=layout-cluster--default.spoken-ltr`);
    await expect(page.locator('main .command').textContent()).resolves.toBe('To accept: npm run visual:accept -- reports/visual --shot layout-cluster--default.spoken-ltr');
    await expect(axeViolations()).resolves.toEqual([]);
  }, 60_000);
});
