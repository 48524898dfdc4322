// `npm run bench:run-tests-in-a-row`: "Run tests" clicked round after round in one dev Storybook,
// as a person leaves it open all day (issue 29): every round must finish green and the dev
// server's memory must stay flat. Two series, each its own server: the first started on cold caches
// (Storybook's, Vite's and Vitest's removed), the second on the warm ones the first left. Within a
// series, rounds alternate without and with two busy loops beside them (this machine has 2 cores).
//
//   node bench/run-tests-in-a-row.mjs [--rounds 10] [--series cold,warm] [--port 6008] [--inspect-port 9239] [--write]
//
// After every round: the widget's counts, the run's time, the resident memory of the dev server's
// process (and of its whole tree: the test runner's child and its Chromium), sampled when the run
// finished and at its peak, and its live heap after a full collection (through its inspector, on
// `--inspect-port`): a leak grows that, where RSS also moves with the garbage V8 lets pile up.
// "Flat": after the first round (the warm-up), every round's RSS after that collection within ±15 %
// of the series' second round (RSS as a run ends swings with when V8 last collected).
// `--from-results` writes the table of the last run's results.json again, running nothing. Logs: reports/run-tests-in-a-row/series-<name>.log; results.json beside it;
// `--write` puts the table in docs/storybook-ui.md. While reports/run-tests-in-a-row/pause exists,
// no new round starts (the server idles). Exits 1 when a round failed or memory was not flat.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import {
  clearCaches,
  includeAccessibility,
  liveHeapMiB,
  openManager,
  root,
  rssMiB,
  runTestsOnce,
  serverAlive,
  sleep,
  startDevServer,
  startLoad,
  stopDevServer,
  treeRssMiB,
  waitForServer,
} from './storybook-ui.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    series: { type: 'string', default: 'cold,warm' },
    port: { type: 'string', default: '6008' },
    'inspect-port': { type: 'string', default: '9239' },
    write: { type: 'boolean', default: false },
    'from-results': { type: 'boolean', default: false },
  },
});
const roundsPerSeries = Number(options.rounds);
const base = `http://127.0.0.1:${options.port}`;
const out = path.join(root, 'reports', 'run-tests-in-a-row');
mkdirSync(out, { recursive: true });
const tolerance = 0.15;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopping = true));

async function series(name, browser, results) {
  const log = path.join(out, `series-${name}.log`);
  if (name === 'cold') clearCaches();
  const inspectPort = Number(options['inspect-port']);
  const server = startDevServer(options.port, log, { GW_VISUAL_OUT_DIR: path.join(out, 'visual') }, { inspectPort });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const index = await waitForServer(server, base, 180_000);
    const stories = Object.values(index.entries).filter((entry) => entry.type === 'story').length;
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') appendFileSync(log, `[manager error] ${message.text().slice(0, 600)}\n`);
    });
    await openManager(page, base);
    await includeAccessibility(page);
    const idleRss = rssMiB(server.pid);
    for (let n = 1; n <= roundsPerSeries && !stopping; n++) {
      while (existsSync(path.join(out, 'pause')) && !stopping) await sleep(2000);
      const load = n % 2 === 0;
      const stopLoad = load ? startLoad() : () => {};
      const result = { series: name, round: n, date: new Date().toISOString().slice(0, 10), load, stories, idleRss, loadAverage: os.loadavg()[0] };
      let peakRss = 0;
      let peakTreeRss = 0;
      let ticks = 0;
      try {
        Object.assign(
          result,
          await runTestsOnce(page, server, {
            onTick: () => {
              peakRss = Math.max(peakRss, rssMiB(server.pid));
              // The whole tree is dearer to read: every 5 s.
              if (ticks++ % 10 === 0) peakTreeRss = Math.max(peakTreeRss, treeRssMiB(server.pid));
            },
          }),
        );
        result.serverAlive = await serverAlive(base);
        result.ok = result.ran === stories && result.serverAlive && result.failed === 0 && result.a11yFailed === 0;
        if (!result.ok) result.error = `ran ${result.ran} of ${stories}; ${result.component}; ${result.accessibility}; server ${result.serverAlive ? 'up' : 'down'}`;
      } catch (error) {
        result.ok = false;
        result.error = error.message.split('\n')[0];
        result.serverAlive = await serverAlive(base);
      } finally {
        stopLoad();
      }
      Object.assign(result, { rss: rssMiB(server.pid), treeRss: treeRssMiB(server.pid), peakRss, peakTreeRss: Math.max(peakTreeRss, treeRssMiB(server.pid)) });
      // After RSS is read: the collection it forces frees what RSS still counts.
      result.liveHeap = await liveHeapMiB(inspectPort).catch(() => undefined);
      result.rssAfterGc = result.liveHeap === undefined ? undefined : rssMiB(server.pid);
      await page.screenshot({ path: path.join(out, `series-${name}-round-${n}.png`) }).catch(() => {});
      results.push(result);
      save(results);
      console.log(formatRound(result, results), result.error ?? '');
      if (!result.ok && !result.serverAlive) break;
    }
  } finally {
    await context.close();
    await stopDevServer(server, base);
  }
}

const mib = (n) => (n ? Math.round(n).toString() : '–');
/** What a round's memory is judged by: RSS once a full collection has run (else as the run ended). */
const held = (result) => result.rssAfterGc ?? result.rss;
/**
 * The round's figure against its series' second round, in per cent (`against: 1`: the first). The
 * first run is the warm-up: it grows the server to its working set (the runner's state, the
 * optimised dependencies, the heap V8 sizes for them), as any first run does.
 */
function drift(result, results, against = 2) {
  const base = results.find((r) => r.series === result.series && r.round === against);
  return base && held(base) ? ((held(result) - held(base)) / held(base)) * 100 : 0;
}
const signed = (n) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} %`;
const formatRound = (r, results) =>
  `| ${r.series} | ${r.round} | ${r.load ? 'yes' : 'no'} | ${r.ok ? 'finished' : 'FAILED'} | ${r.ran ?? '–'} / ${r.stories} | ${r.failed ?? '–'} | ${r.a11yFailed ?? '–'} | ${r.runSeconds?.toFixed(1) ?? '–'} | ${mib(r.rss)} | ${mib(r.peakRss)} | ${mib(held(r))} (${signed(drift(r, results))}) | ${mib(r.liveHeap)} | ${mib(r.treeRss)} | ${r.loadAverage.toFixed(1)} |`;

const flat = (results) => results.every((r) => r.round === 1 || Math.abs(drift(r, results)) <= tolerance * 100);

function table(results) {
  const finished = results.filter((r) => r.ok).length;
  const seriesLines = [...new Set(results.map((r) => r.series))].map((name) => {
    const of = results.filter((r) => r.series === name);
    const runs = of.filter((r) => r.ok).map((r) => r.runSeconds).sort((a, b) => a - b);
    const rss = of.map(held);
    const heaps = of.map((r) => r.liveHeap).filter((heap) => heap !== undefined);
    const fromFirst = of.slice(1).map((r) => drift(r, results, 1));
    return `${name}: ${of.filter((r) => r.ok).length}/${of.length} finished, median run ${runs.length ? runs[Math.floor(runs.length / 2)].toFixed(1) : '–'} s, dev server ${mib(of[0].idleRss)} MiB before the first run, ${mib(Math.min(...rss))}–${mib(Math.max(...rss))} MiB after each round (${fromFirst.length ? `${signed(Math.min(...fromFirst))} … ${signed(Math.max(...fromFirst))} from the first` : '–'})${heaps.length ? `, live heap ${mib(Math.min(...heaps))}–${mib(Math.max(...heaps))} MiB` : ''}`;
  });
  return [
    `${finished} of ${results.length} rounds finished with every story run and the server up; after the first (the warm-up), the dev server's memory (RSS after a full collection) ${flat(results) ? 'stayed' : 'did NOT stay'} within ±${tolerance * 100} % of its series' second round (${results[0]?.date ?? new Date().toISOString().slice(0, 10)}, \`npm run bench:run-tests-in-a-row\`).`,
    '',
    ...seriesLines.map((line) => `- ${line}`),
    '',
    '| Series | Round | Load | Result | Ran / stories | Failed | A11y failed | Run (s) | Server RSS at the end (MiB) | Peak (MiB) | After a full GC (MiB, vs round 2) | Live heap after GC (MiB) | With runner and Chromium (MiB) | Load avg |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => formatRound(r, results)),
  ].join('\n');
}

function save(results) {
  writeFileSync(path.join(out, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (!options.write) return;
  const file = path.join(root, 'docs', 'storybook-ui.md');
  const start = '<!-- run-tests-in-a-row:start (npm run bench:run-tests-in-a-row -- --write) -->';
  const end = '<!-- run-tests-in-a-row:end -->';
  const doc = readFileSync(file, 'utf8');
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`${file} lacks the ${start} … ${end} markers`);
  writeFileSync(file, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${table(results)}\n${doc.slice(doc.indexOf(end))}`);
}

if (options['from-results']) {
  const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8'));
  save(results);
  console.log(table(results));
  process.exit(0);
}
const browser = await chromium.launch({ executablePath: findChromium()?.path, args: chromiumArgs });
const results = [];
console.log(`Run tests in a row: ${roundsPerSeries} rounds in each of ${options.series} on ${base}, cores ${os.cpus().length}`);
for (const name of options.series.split(',')) if (!stopping) await series(name, browser, results);
await browser.close();
console.log(`\n${table(results)}`);
process.exit(results.length > 0 && results.every((r) => r.ok) && flat(results) ? 0 : 1);
