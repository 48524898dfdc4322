// `npm run bench:run-tests`: "Run tests" in the Storybook UI, over and over, as a person meets it
// (issue 15, patches/README.md). Each round starts the dev Storybook with every story, opens it in
// Chromium, clicks Run tests in the sidebar and waits for the finished run, then records the
// widget's counts (tests run, component tests and accessibility failing) and the times. Rounds
// cycle through four conditions: warm or cold caches (Storybook's, Vite's and Vitest's, removed
// before a cold round) × with or without two busy loops beside them (on this 2-core machine).
//
//   node bench/run-tests.mjs [--rounds 20] [--port 6007] [--only cold,load] [--write] [--continue]
//
// Each round's server and manager log and its last screenshot: reports/run-tests-bench/round-<n>.log
// and .png. All rounds as JSON in reports/run-tests-bench/results.json, and with `--write` as the
// table in docs/storybook-ui.md, both rewritten after every round; `--continue` adds to them. While
// reports/run-tests-bench/pause exists, no new round starts. Exits 1 when any round failed.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import {
  clearCaches,
  includeAccessibility,
  machineCpuSeconds,
  openManager,
  root,
  runTestsOnce,
  serverAlive,
  sleep,
  startDevServer,
  startLoad,
  stopDevServer,
  waitForServer,
} from './storybook-ui.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    port: { type: 'string', default: '6007' },
    only: { type: 'string' },
    write: { type: 'boolean', default: false },
    continue: { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const port = Number(options.port);
const base = `http://127.0.0.1:${port}`;
const out = path.join(root, 'reports', 'run-tests-bench');
mkdirSync(out, { recursive: true });

// Warm, cold, warm under load, cold under load, and again; `--only cold` or `--only load` (or both)
// keeps the conditions that have them.
const conditions = [
  { cold: false, load: false },
  { cold: true, load: false },
  { cold: false, load: true },
  { cold: true, load: true },
].filter((c) => !options.only || options.only.split(',').every((want) => c[want]));

async function round(n, condition, browser) {
  const log = path.join(out, `round-${n}.log`);
  if (condition.cold) clearCaches();
  const stopLoad = condition.load ? startLoad() : () => {};
  const started = Date.now();
  const cpuBefore = machineCpuSeconds();
  const server = startDevServer(port, log, { GW_VISUAL_OUT_DIR: path.join(out, 'visual') });
  const result = { round: n, cache: condition.cold ? 'cold' : 'warm', load: condition.load, loadAverage: os.loadavg()[0] };
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  let pageOfRound;
  try {
    const index = await waitForServer(server, base, 180_000);
    result.stories = Object.values(index.entries).filter((entry) => entry.type === 'story').length;
    result.serverReadySeconds = (Date.now() - started) / 1000;
    const page = await context.newPage();
    // The manager's own errors go into the round's log: a failed round's first clue.
    page.on('console', (message) => {
      if (message.type() === 'error' || /UniversalStore|timed out/i.test(message.text())) appendFileSync(log, `[manager ${message.type()}] ${message.text().slice(0, 600)}\n`);
    });
    pageOfRound = page;
    await openManager(page, base);
    await includeAccessibility(page);
    Object.assign(result, await runTestsOnce(page, server));
    result.passed = result.ran - (result.failed ?? 0);
    result.serverAlive = await serverAlive(base);
    result.ok = result.ran === result.stories && result.serverAlive && result.failed === 0 && result.a11yFailed === 0;
    if (!result.ok) result.error = `ran ${result.ran} of ${result.stories}; ${result.component}; ${result.accessibility}; server ${result.serverAlive ? 'up' : 'down'}`;
  } catch (error) {
    result.ok = false;
    result.error = error.message.split('\n')[0];
    result.serverAlive = await serverAlive(base);
  } finally {
    result.totalSeconds = (Date.now() - started) / 1000;
    result.machineCpuSeconds = Math.round(machineCpuSeconds() - cpuBefore);
    // The sidebar as the round left it: every story's mark, or where it stopped.
    await pageOfRound?.screenshot({ path: path.join(out, `round-${n}.png`) }).catch(() => {});
    await context.close();
    stopLoad();
    await stopDevServer(server, base);
  }
  const text = readFileSync(log, 'utf8');
  result.followerTimeouts = (text.match(/UniversalStoreFollowerTimeoutError/g) ?? []).length;
  return result;
}

const formatRound = (r) =>
  `| ${r.round} | ${r.cache} | ${r.load ? 'yes' : 'no'} | ${r.ok ? 'finished' : 'FAILED'} | ${r.ran ?? '–'} / ${r.stories ?? '–'} | ${r.failed ?? '–'} | ${r.a11yFailed ?? '–'} | ${r.serverReadySeconds?.toFixed(1) ?? '–'} | ${r.runSeconds?.toFixed(1) ?? '–'} | ${r.loadAverage.toFixed(1)} |`;

function table(results) {
  const finished = results.filter((r) => r.ok).length;
  const byCondition = conditions.map((c) => {
    const of = results.filter((r) => r.cache === (c.cold ? 'cold' : 'warm') && r.load === c.load);
    const times = of.filter((r) => r.ok).map((r) => r.runSeconds).sort((a, b) => a - b);
    const median = times.length ? times[Math.floor(times.length / 2)].toFixed(1) : '–';
    return `${c.cold ? 'cold' : 'warm'}${c.load ? ' + load' : ''}: ${of.filter((r) => r.ok).length}/${of.length} finished, median run ${median} s`;
  });
  return [
    `${finished} of ${results.length} rounds finished with every story run, the server up (${new Date().toISOString().slice(0, 10)}, \`npm run bench:run-tests\`).`,
    `${byCondition.join('; ')}.`,
    '',
    '| Round | Caches | Load | Result | Ran / stories | Failed | A11y failed | Server ready (s) | Run (s) | Load avg |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(formatRound),
  ].join('\n');
}

const chromiumPath = findChromium()?.path;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
// `--continue` adds rounds to the last run's results instead of starting over.
const resultsFile = path.join(out, 'results.json');
const results = options.continue && existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : [];
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopping = true));
console.log(`Run tests bench: ${rounds} rounds on port ${port}, cores ${os.cpus().length}`);
// The last round's number, fixed before the loop: `results` grows as rounds finish (reading its
// length in the condition ran a 21st round, and would have gone on, in the run of 2026-11-24).
const lastRound = results.length + rounds;
for (let n = results.length + 1; n <= lastRound && !stopping; n++) {
  const condition = conditions[(n - 1) % conditions.length];
  // A `pause` file in the output folder holds the next round back (to measure something else alone).
  while (existsSync(path.join(out, 'pause')) && !stopping) await sleep(2000);
  if (stopping) break;
  const result = await round(n, condition, browser);
  results.push(result);
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`${formatRound(result)}${result.error ? `  ${result.error}` : ''}`);
  // After every round, so a long run stopped early still leaves its table.
  if (options.write) writeDocs(results);
}
await browser.close();
console.log(`\n${table(results)}`);
if (options.write) writeDocs(results);
process.exit(results.every((r) => r.ok) ? 0 : 1);

function writeDocs(results) {
  const file = path.join(root, 'docs', 'storybook-ui.md');
  const start = '<!-- run-tests-bench:start (npm run bench:run-tests -- --write) -->';
  const end = '<!-- run-tests-bench:end -->';
  const doc = readFileSync(file, 'utf8');
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`${file} lacks the ${start} … ${end} markers`);
  const before = doc.slice(0, doc.indexOf(start) + start.length);
  writeFileSync(file, `${before}\n${table(results)}\n${doc.slice(doc.indexOf(end))}`);
}
