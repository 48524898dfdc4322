// @vitest-environment node
// The watch's review page in real Chromium (Playwright), over the review room's synthetic report:
// the status line, a reload in place when a round writes new shots (the shot and the decisions
// kept), accept / reject through the front, the page before the first round, axe.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { e2eLaunchOptions } from '../../../e2e/support/launch';
import { readDecisions } from '../accept/index.mjs';
import { writeSyntheticReport } from '../review/review-fixture.mjs';
import { startLiveServer } from './live-server.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let template: string;
// The same report with spoken records (review-fixture.mjs).
let spokenTemplate: string;
let root: string;
let reportDir: string;
let page: Page;
let live: Awaited<ReturnType<typeof startLiveServer>>;
const state = { phase: 'idle', version: 1, round: 1, changed: ['src/layout/Cluster/Cluster.module.css'], stories: 3, done: 3, roundChanged: 2, queued: [] as string[], lastRound: { round: 1, changed: ['src/layout/Cluster/Cluster.module.css'], stories: 3, files: 2, shots: 8, changedShots: 2, newShots: 0, failed: 0, errors: [] as { file: string; message: string }[], seconds: 4.2 } } as Record<string, unknown> & { version: number; lastRound: { errors: { file: string; message: string }[] } };

beforeAll(async () => {
  template = mkdtempSync(path.join(tmpdir(), 'visual-watch-template-'));
  writeSyntheticReport(template);
  spokenTemplate = mkdtempSync(path.join(tmpdir(), 'visual-watch-spoken-'));
  writeSyntheticReport(spokenTemplate, { spoken: true });
  browser = await chromium.launch(e2eLaunchOptions);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  rmSync(template, { recursive: true, force: true });
  rmSync(spokenTemplate, { recursive: true, force: true });
});
beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-watch-'));
  cpSync(template, root, { recursive: true });
  reportDir = path.join(root, 'reports/visual');
  state.version = 1;
  state.lastRound.errors = [];
  live = await startLiveServer({ reportDir, root, rendererRecord: path.join(root, 'baseline-browser.json'), state: () => ({ ...state }) });
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
});
afterEach(async () => {
  await page.close();
  await live.close();
  rmSync(root, { recursive: true, force: true });
});

const ready = (version: number) => page.locator(`body[data-ready="true"][data-watch-version="${version}"]`).waitFor({ timeout: 30_000 });
async function axeViolations() {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run(document);
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

describe('the watch’s review page', () => {
  it('says what the last round did, and reloads in place when a round writes new shots, keeping the shot and the decisions', async () => {
    await page.goto(live.url);
    await ready(1);
    await expect(page.locator('#watch-status').textContent()).resolves.toBe('Round 1 (src/layout/Cluster/Cluster.module.css): 3 stories re-shot, 8 shots: 2 changed, 0 new, 0 not shot — 4.2 s');
    await expect(axeViolations()).resolves.toEqual([]);
    // Go to the second shot and reject it: the decision goes through the front to the review server.
    await page.keyboard.press('j');
    const key = decodeURIComponent(new URL(page.url()).hash.replace('#shot=', ''));
    expect(key).toMatch(/^layout-cluster--default\./);
    await page.keyboard.press('r');
    await expect.poll(() => readDecisions(reportDir)[key]).toBe('rejected');
    // A place of the reviewer's own choosing, set once the page has done its part of the reject.
    await page.locator('#live').filter({ hasText: /Rejected/ }).waitFor();
    await page.evaluate(() => { location.hash = '#shot=layout-stack--playground.light-ltr-desktop'; });
    await page.locator('#shot-heading', { hasText: 'layout-stack--playground' }).waitFor();
    const place = page.url();
    // A round wrote the report again: the page reloads itself, where it was.
    state.version = 2;
    state.lastRound = { ...state.lastRound, round: 2, seconds: 1.5 } as typeof state.lastRound;
    live.publish();
    await ready(2);
    expect(page.url()).toBe(place);
    await expect(page.locator('#watch-status').textContent()).resolves.toContain('Round 2');
    await expect(page.evaluate(() => JSON.parse(document.getElementById('review-data')!.textContent!).decisions)).resolves.toEqual({ [key]: 'rejected' });
  }, 60_000);

  it('a round that changed only what a screen reader says: the status line says so, the page shows its line diff, and it is decided through the front', async () => {
    await live.close();
    rmSync(root, { recursive: true, force: true });
    cpSync(spokenTemplate, root, { recursive: true });
    const round = { ...state.lastRound, round: 1, seconds: 4.2, changed: ['src/layout/Stack/Stack.tsx'], stories: 1, files: 1, shots: 4, changedShots: 0, newShots: 0, spoken: { records: 1, changed: 1, new: 0 } };
    live = await startLiveServer({ reportDir, root, rendererRecord: path.join(root, 'baseline-browser.json'), state: () => ({ ...state, lastRound: round }) });
    await page.goto(`${live.url}#shot=layout-stack--announces.spoken-ltr`);
    await ready(1);
    await expect(page.locator('#watch-status').textContent()).resolves.toBe('Round 1 (src/layout/Stack/Stack.tsx): 1 stories re-shot, 4 shots: 0 changed, 0 new, 0 not shot; 1 spoken record: 1 changed, 0 new — 4.2 s');
    await expect(page.locator('#spoken-stage li.added').textContent()).resolves.toBe('+Added:   status, 14 talks loaded');
    await expect(axeViolations()).resolves.toEqual([]);
    await page.keyboard.press('r');
    await expect.poll(() => readDecisions(reportDir)['layout-stack--announces.spoken-ltr']).toBe('rejected');
  }, 60_000);

  it('shows a file that did not load as an alert, with its message', async () => {
    state.lastRound.errors = [{ file: 'stories/layout/Cluster.stories.tsx', message: '[postcss] Cluster.module.css:22:16: Unclosed block' }];
    await page.goto(live.url);
    await ready(1);
    await expect(page.locator('#watch-status[role="alert"]').textContent()).resolves.toContain('stories/layout/Cluster.stories.tsx: [postcss] Cluster.module.css:22:16: Unclosed block');
    await expect(page.locator('#watch-errors').textContent()).resolves.toContain('from before this save');
    await expect(axeViolations()).resolves.toEqual([]);
  }, 60_000);

  it('says when every shot is on screen and the checks (axe) are still running, then shows a story that failed them as an alert', async () => {
    const before = state.lastRound;
    const shotsDone = { ...state.lastRound, checks: { state: 'running', stories: 3, failed: [] } };
    state.lastRound = shotsDone as typeof state.lastRound;
    await page.goto(live.url);
    await ready(1);
    await expect(page.locator('#watch-status').textContent()).resolves.toContain('every shot is on screen; now axe on the 3 stories shot');
    await expect(page.locator('body').getAttribute('data-watch-last-checked')).resolves.toBe('false');
    state.version = 2;
    const failed = [{ storyId: 'layout-cluster--default', file: 'stories/layout/Cluster.stories.tsx', message: 'Expected the HTML found at $(\'ul\') to have no violations: list' }];
    state.lastRound = { ...shotsDone, checks: { state: 'done', stories: 3, failed, seconds: 2.1 } } as typeof state.lastRound;
    live.publish();
    await ready(2);
    await expect(page.locator('body').getAttribute('data-watch-last-checked')).resolves.toBe('true');
    await expect(page.locator('#watch-status[role="alert"]').textContent()).resolves.toContain('then axe and plays: 1 story fails');
    await expect(page.locator('#watch-errors').textContent()).resolves.toContain('layout-cluster--default (stories/layout/Cluster.stories.tsx): Expected the HTML');
    await expect(axeViolations()).resolves.toEqual([]);
    state.lastRound = before;
  }, 60_000);

  it('while a round shoots, reloads at once for its first changed shot, then at most every 3 s, and at once when the shots end', async () => {
    const before = { ...state };
    // The page's clock, stopped: its reloads' timers run only as the test moves it on.
    await page.clock.install({ time: new Date('2026-11-29T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-29T10:00:01Z'));
    Object.assign(state, { phase: 'shooting', round: 2, stories: 4, done: 0, roundChanged: 0 });
    await page.goto(live.url);
    await ready(1);
    const publish = async (changes: Record<string, unknown>, seen: string | RegExp) => {
      Object.assign(state, changes);
      live.publish();
      await page.locator('#watch-text', { hasText: seen }).waitFor();
    };
    const shown = () => page.locator('body').getAttribute('data-watch-version');
    // A story with no changed shot: a reload (the page's first).
    await publish({ version: 2, done: 1 }, 'shooting 1/4');
    await page.clock.runFor(10);
    await ready(2);
    // The round's first changed shot: a second after the last reload, not three.
    await publish({ version: 3, done: 2, roundChanged: 4 }, 'shooting 2/4');
    await page.clock.runFor(1_100);
    await ready(3);
    // More changed shots: three seconds after the last reload.
    await publish({ version: 4, done: 3, roundChanged: 6 }, 'shooting 3/4');
    await page.clock.runFor(2_000);
    await expect(shown()).resolves.toBe('3');
    await page.clock.runFor(1_100);
    await ready(4);
    // The end of the shots: a second after the last reload.
    await publish({ version: 5, done: 4, roundChanged: 8 }, 'shooting 4/4');
    await publish({ version: 6, phase: 'idle' }, 're-shot');
    await page.clock.runFor(1_100);
    await ready(6);
    Object.assign(state, before);
  }, 60_000);

  it('refuses a decision posted from another origin, as the review server does', async () => {
    const answer = await fetch(new URL('api/decide', live.url), { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/json' }, body: JSON.stringify({ action: 'reject', shots: ['x.light-ltr-desktop'] }) });
    expect(answer.status).toBe(403);
    expect(readDecisions(reportDir)).toEqual({});
  });

  it('waits for the first round with a page of its own, then shows the report', async () => {
    rmSync(path.join(reportDir, 'manifest.json'));
    await page.goto(live.url);
    await page.locator('body[data-watch-version="1"]').waitFor();
    await expect(page.locator('h1').textContent()).resolves.toBe('Visual review');
    await expect(page.locator('main p').textContent()).resolves.toContain('Nothing shot yet');
    await expect(axeViolations()).resolves.toEqual([]);
    cpSync(path.join(template, 'reports/visual/manifest.json'), path.join(reportDir, 'manifest.json'));
    state.version = 2;
    live.publish();
    await ready(2);
    await expect(page.locator('#shot-heading').textContent()).resolves.toBe('layout-cluster--default');
  }, 60_000);
});
