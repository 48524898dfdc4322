// `node bench/save-to-review.mjs --watch [--runs 3] [--only cluster|space]`: save → verdict with the
// warm review loop (`npm run visual:watch`, tools/visual/watch). Starts the watch as a user would (its
// own process group), opens its review page in Chromium, then per run: saves the change, times the
// page until it shows the first changed shot of that save (its image decoded), until it shows the
// round's every shot, and until it shows the round's checks after the shots (axe), then puts the
// file back and waits for that round too. Scenarios: Cluster's
// padding +2 px (the bench's default change) and `--gw-space-1` in tokens.css. Prints per run and the
// median, with the load average and where the seconds went (the watch's own timings of the round).
// Puts every changed file back and stops the watch (and its browser) on the way out, failure or not.
// The watch follows only the scenarios' files (GW_VISUAL_WATCH_ONLY), so others' saves in a shared
// working tree do not join its rounds; `--all-saves` follows every file, as a user's watch does.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({ args: process.argv.slice(2).filter((arg) => arg !== '--watch'), options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, 'all-saves': { type: 'boolean' } } });
const scenarios = [
  { name: 'cluster', label: 'Cluster padding +2 px', file: 'src/layout/Cluster/Cluster.module.css', from: '  padding: 0;\n  list-style: none;', to: '  padding: 2px;\n  list-style: none;' },
  { name: 'space', label: '--gw-space-1 0.25rem → 0.3rem', file: 'src/tokens/tokens.css', from: '--gw-space-1: 0.25rem;', to: '--gw-space-1: 0.3rem;' },
].filter((s) => !options.only || s.name === options.only);
const runs = Number(options.runs);
const outDir = path.join(root, 'reports', 'save-to-review');
mkdirSync(outDir, { recursive: true });
const logFile = path.join(outDir, 'watch.log');
writeFileSync(logFile, '');

const originals = new Map(scenarios.map((s) => [s.file, readFileSync(path.join(root, s.file), 'utf8')]));
for (const s of scenarios) if (!originals.get(s.file).includes(s.from)) throw new Error(`save-to-review: ${s.file} does not contain ${JSON.stringify(s.from)}`);
const restore = () => {
  for (const [file, text] of originals) if (readFileSync(path.join(root, file), 'utf8') !== text) writeFileSync(path.join(root, file), text);
};
const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const s1 = (ms) => (ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`);

let child;
let browser;
const stopWatch = async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }, 30_000);
  await exited;
  clearTimeout(timer);
};
process.on('SIGINT', () => {
  restore();
  stopWatch().finally(() => process.exit(130));
});

const results = [];
const loadAtStart = load();
const started = Date.now();
try {
  // ——— the watch, as `npm run visual:watch` starts it ———
  child = spawn(process.execPath, [path.join(root, 'tools/visual/watch/watch.mjs'), '--port', '0'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '', ...(options['all-saves'] ? {} : { GW_VISUAL_WATCH_ONLY: scenarios.map((s) => s.file).join(',') }) } });
  const url = await new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      writeFileSync(logFile, chunk, { flag: 'a' });
      seen += chunk;
      const match = /review at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(seen);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => writeFileSync(logFile, chunk, { flag: 'a' }));
    child.once('exit', (code) => reject(new Error(`save-to-review: the watch exited (${code}) before it was ready; see ${path.relative(root, logFile)}`)));
  });
  const startupMs = Date.now() - started;
  console.log(`watch ready in ${s1(startupMs)} (load ${load()}): ${url}`);
  const watchState = async () => (await fetch(new URL('api/watch/state', url))).json();

  browser = await chromium.launch({ executablePath: findChromium()?.path, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // What the page shows now, as the page itself reports it on every change of its status (a
  // binding, not a poll: asking the page 20 times a second took CPU from the round it timed).
  let latest;
  await page.exposeBinding('groundworkBenchShown', (_source, value) => {
    latest = { ...value, at: Date.now() };
  });
  await page.addInitScript(() => {
    const report = () => {
      const data = document.body.dataset;
      window.groundworkBenchShown({ round: Number(data.watchRound), changed: Number(data.watchChanged), lastRound: Number(data.watchLastRound), lastChanged: Number(data.watchLastChanged), checked: data.watchLastChecked === 'true', ready: data.ready === 'true' || !document.querySelector('#review-data') });
    };
    addEventListener('DOMContentLoaded', () => {
      report();
      new MutationObserver(report).observe(document.body, { attributes: true });
    });
  });
  await page.goto(url);
  const shown = async () => latest;
  const until = async (what, test, limitMs = 900_000) => {
    const end = Date.now() + limitMs;
    for (;;) {
      const value = await test();
      if (value) return value;
      if (Date.now() > end) throw new Error(`save-to-review: no ${what} within ${limitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const idleAfter = (round, file) => until(`round for ${file}`, async () => {
    const state = await watchState();
    return state.phase === 'idle' && state.lastRound && state.lastRound.round > round && state.lastRound.changed.includes(file) && state.queued.length === 0 ? state : undefined;
  });

  for (const scenario of scenarios) {
    for (let run = 1; run <= runs; run++) {
      await until('idle watch', async () => (await watchState()).phase === 'idle');
      const before = await watchState();
      const loadBefore = load();
      const saved = Date.now();
      writeFileSync(path.join(root, scenario.file), originals.get(scenario.file).replace(scenario.from, scenario.to));
      // The round that takes this save (a round under way finishes first).
      const ours = await until('a round for the save', async () => {
        const state = await watchState();
        if (state.phase === 'shooting' && state.changed.includes(scenario.file)) return state.round;
        return state.lastRound && state.lastRound.round > before.round && state.lastRound.changed.includes(scenario.file) ? state.lastRound.round : undefined;
      });
      const first = await until('changed shot on the page', async () => {
        const now = await shown();
        return now && now.ready && ((now.round === ours && now.changed > 0) || (now.lastRound >= ours && now.lastChanged > 0)) ? now.at : undefined;
      });
      const all = await until('every shot on the page', async () => {
        const now = await shown();
        return now && now.ready && now.lastRound >= ours ? now.at : undefined;
      });
      // The round's checks after its shots (axe on every story it shot, the plays again).
      const checked = await until('the checks on the page', async () => {
        const now = await shown();
        return now && now.ready && (now.lastRound > ours || (now.lastRound === ours && now.checked)) ? now.at : undefined;
      });
      const after = await idleAfter(before.round, scenario.file);
      // This save's round (a duplicate event of the same save used to start another after it).
      const round = after.history?.find((r) => r.round === ours) ?? after.lastRound;
      // Back as it was, and that round waited for, so the next run starts from the baselines.
      const reverted = Date.now();
      writeFileSync(path.join(root, scenario.file), originals.get(scenario.file));
      const back = await idleAfter(round.round, scenario.file);
      const result = {
        scenario: scenario.name,
        run,
        load: loadBefore,
        firstMs: first - saved,
        allMs: all - saved,
        checkedMs: checked - saved,
        revertMs: back.lastRound.endedAt - reverted,
        stories: round.stories,
        files: round.files,
        shots: round.shots,
        changedShots: round.changedShots,
        otherFiles: round.changed.filter((f) => f !== scenario.file),
        // Where the seconds went: the save seen (file watcher, the queue's settle), choosing the
        // stories, shooting until the first changed shot, the page (manifest write, reload, decode).
        parts: {
          detectMs: round.startedAt - saved,
          selectMs: round.timings.selectMs,
          toFirstShotMs: round.firstChangedAt === null ? null : round.firstChangedAt - round.startedAt - round.timings.selectMs,
          pageFirstMs: round.firstChangedAt === null ? null : first - round.firstChangedAt,
          runMs: round.timings.runMs,
          shotMs: round.timings.shotMs,
          compareMs: round.timings.compareMs ?? null,
          reportMs: round.timings.reportMs,
          pageAllMs: all - (round.shotsEndedAt ?? round.endedAt),
          checksMs: round.timings.checksMs ?? null,
        },
        errors: round.errors,
      };
      results.push(result);
      console.log(
        `${scenario.label}, run ${run} (load ${loadBefore}): first changed shot on screen ${s1(result.firstMs)}, every shot ${s1(result.allMs)}, axe verdicts ${s1(result.checkedMs)}; ` +
          `${round.stories} stories of ${round.files} files, ${round.shots} shots, ${round.changedShots} changed` +
          (result.otherFiles.length ? `; the round also had others' saves: ${result.otherFiles.join(', ')}` : '') +
          ` — detect ${s1(result.parts.detectMs)}, select ${s1(result.parts.selectMs)}, to first shot ${s1(result.parts.toFirstShotMs)}, page ${s1(result.parts.pageFirstMs)}; ` +
          `shots pass ${s1(result.parts.runMs)} (of which switching and capturing ${s1(result.parts.shotMs)}; comparing on its own thread, beside it, ${s1(result.parts.compareMs)}), report ${s1(result.parts.reportMs)}, page ${s1(result.parts.pageAllMs)}; checks pass (axe) ${s1(result.parts.checksMs)}; back in ${s1(result.revertMs)}`,
      );
    }
  }
} finally {
  restore();
  await browser?.close();
  await stopWatch();
}

const summary = scenarios.map((scenario) => {
  const mine = results.filter((r) => r.scenario === scenario.name);
  const part = (name) => median(mine.map((r) => r.parts[name]));
  return { scenario: scenario.name, label: scenario.label, runs: mine.length, firstMs: median(mine.map((r) => r.firstMs)), allMs: median(mine.map((r) => r.allMs)), checkedMs: median(mine.map((r) => r.checkedMs)), parts: Object.fromEntries(Object.keys(mine[0]?.parts ?? {}).map((name) => [name, part(name)])) };
});
const uptime = (await import('node:child_process')).execFileSync('uptime', { encoding: 'utf8' }).trim();
writeFileSync(path.join(outDir, 'watch.json'), `${JSON.stringify({ loadAtStart, uptime, summary, results }, null, 2)}\n`);
console.log(`\nmedians of ${runs} (load at start ${loadAtStart}; ${uptime}):`);
for (const s of summary) console.log(`  ${s.label}: first changed shot on screen ${s1(s.firstMs)}, every shot ${s1(s.allMs)}, axe verdicts ${s1(s.checkedMs)}; parts ${Object.entries(s.parts).map(([k, v]) => `${k} ${s1(v)}`).join(', ')}`);
