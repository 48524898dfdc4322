// `npm run bench:watch-mode`: the Storybook UI's watch mode, cycle after cycle in one dev server
// (issue 33: the server died once in 4 tries of Run tests → watch on → save, and a save made while
// the runner started was never tested). Each cycle, as a person clicks it:
//
//   1. watch mode off, "Run tests" with Accessibility and Coverage ticked, until the run ends;
//   2. watch mode on, then "Run tests" again: Coverage is off in watch mode, so the test runner
//      closes its Vitest and starts another (the restart the context-menu run caused);
//   3. a story file saved after a delay that cycles through 0, 0.5, 1, 2 and 3 s after that click,
//      so some saves land while the runner restarts, others while its tests run or after;
//   4. then the saved file's stories must run (the widget at rest on "Ran <its stories> tests")
//      and the server must still serve its index.
//
// A cycle whose server died starts the next on a fresh server. The dev server is narrowed to a few
// story files (GW_STORIES) without screenshots, so a cycle costs seconds, not minutes.
//
//   node bench/watch-mode.mjs [--cycles 20] [--port 6010] [--write]
//
// Log: reports/watch-mode/server-<n>.log; results.json beside it; `--write` puts the table in
// docs/storybook-ui.md. Exits 1 when a server died or a save was not tested.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { includeAccessibility, openManager, readWidget, root, runTestsOnce, serverAlive, sleep, startDevServer, stopDevServer, waitForServer } from './storybook-ui.mjs';

const { values: options } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    port: { type: 'string', default: '6010' },
    write: { type: 'boolean', default: false },
  },
});
const cycles = Number(options.cycles);
const base = `http://127.0.0.1:${options.port}`;
const out = path.join(root, 'reports', 'watch-mode');
mkdirSync(out, { recursive: true });
const delays = [0, 0.5, 1, 2, 3];
const saved = 'stories/layout/VisuallyHidden.stories.tsx';
const narrowed = ['stories/Introduction.mdx', saved, 'stories/layout/Divider.stories.tsx'].join(',');
const savedStories = (index) => Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.importPath === `./${saved}`).length;

/** A save as an editor makes it: the same content written again, so the file's mtime changes and git sees nothing. */
const save = () => writeFileSync(path.join(root, saved), readFileSync(path.join(root, saved)));

const watchButton = (page) => page.locator('#storybook-testing-module').getByRole('switch', { name: 'Watch mode', exact: true });
async function setWatch(page, on) {
  const button = watchButton(page);
  await button.waitFor({ timeout: 120_000 });
  if ((await button.getAttribute('aria-checked')) !== String(on)) await button.click();
  for (let i = 0; i < 40 && (await button.getAttribute('aria-checked')) !== String(on); i++) await sleep(250);
}

const running = (state) => /Starting\.\.\.|Testing\.\.\./.test(state.text) || state.labels.some((label) => label.includes('Testing in progress'));

/** Waits for the saved file's run (the widget at rest on "Ran N tests"), a crash, or the time limit. */
async function awaitSavedRun(page, server, stories, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let state = { text: '', labels: [] };
  while (Date.now() < until) {
    if (server.exitCode !== null || !(await serverAlive(base))) return { outcome: 'server died', state };
    state = await readWidget(page).catch(() => state);
    if (/didn.t complete|Crashed/i.test(state.text)) return { outcome: 'runner crashed', state };
    if (!running(state) && new RegExp(`Ran ${stories} tests?`).test(state.text)) return { outcome: 'tested', state };
    await sleep(500);
  }
  return { outcome: 'save not tested', state };
}

async function main() {
  const browser = await chromium.launch({ executablePath: findChromium()?.path, args: chromiumArgs });
  const results = [];
  let serverNumber = 0;
  let server;
  let page;
  let stories = 0;
  const start = async () => {
    serverNumber++;
    server = startDevServer(options.port, path.join(out, `server-${serverNumber}.log`), {
      GW_STORIES: narrowed,
      GW_VISUAL: 'off',
      CACHE_DIR: path.join(root, 'node_modules', '.cache', 'sb-bench-watch-mode'),
    });
    const index = await waitForServer(server, base, 180_000);
    stories = savedStories(index);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await openManager(page, base);
    await includeAccessibility(page);
    const coverage = page.locator('#storybook-testing-module').getByRole('checkbox', { name: 'Coverage' });
    await coverage.check();
  };
  try {
    await start();
    for (let n = 1; n <= cycles; n++) {
      const delay = delays[(n - 1) % delays.length];
      const result = { cycle: n, server: serverNumber, delay, loadAverage: os.loadavg()[0] };
      try {
        await setWatch(page, false);
        await runTestsOnce(page, server, { timeoutMs: 300_000 });
        await setWatch(page, true);
        const clicked = Date.now();
        await page.getByRole('button', { name: 'Run tests', exact: true }).first().click();
        await sleep(Math.max(0, clicked + delay * 1000 - Date.now()));
        // Where the save landed, as the widget showed it then.
        const before = await readWidget(page);
        result.savedDuring = /Starting/.test(before.text) ? 'start' : running(before) ? 'run' : 'rest';
        save();
        const { outcome, state } = await awaitSavedRun(page, server, stories, 180_000);
        result.outcome = outcome;
        result.widget = state.text.slice(0, 120);
      } catch (error) {
        result.outcome = server.exitCode !== null || !(await serverAlive(base)) ? 'server died' : 'error';
        result.widget = String(error.message).slice(0, 160);
      }
      result.survived = result.outcome !== 'server died';
      results.push(result);
      console.log(JSON.stringify(result));
      writeFileSync(path.join(out, 'results.json'), JSON.stringify(results, null, 2));
      if (!result.survived || result.outcome === 'error') {
        await page.context().close().catch(() => {});
        await stopDevServer(server, base);
        await start();
      }
    }
  } finally {
    if (server) await stopDevServer(server, base);
    await browser.close();
  }
  const table = render(results);
  console.log(table);
  if (options.write) {
    const docs = path.join(root, 'docs', 'storybook-ui.md');
    const text = readFileSync(docs, 'utf8');
    const startMark = '<!-- watch-mode-bench:start (npm run bench:watch-mode -- --write) -->';
    const endMark = '<!-- watch-mode-bench:end -->';
    writeFileSync(docs, text.replace(new RegExp(`${startMark}[\\s\\S]*?${endMark}`), `${startMark}\n${table}\n${endMark}`));
  }
  process.exitCode = results.every((result) => result.outcome === 'tested') ? 0 : 1;
}

function render(results) {
  const survived = results.filter((result) => result.survived).length;
  const tested = results.filter((result) => result.outcome === 'tested').length;
  const lines = [
    `${survived} of ${results.length} cycles with the server up, ${tested} of ${results.length} saves tested (${new Date().toISOString().slice(0, 10)}, \`npm run bench:watch-mode\`).`,
    '',
    '| Cycle | Server | Save after (s) | Save landed during | Outcome | Widget at the end | Load avg |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => `| ${r.cycle} | ${r.server} | ${r.delay} | ${r.savedDuring ?? '–'} | ${r.outcome} | ${(r.widget ?? '').replace(/\|/g, '/')} | ${r.loadAverage.toFixed(1)} |`),
  ];
  return lines.join('\n');
}

await main();
