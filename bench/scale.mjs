#!/usr/bin/env node
// `npm run bench:scale [-- --stories 166,500,1000 --images 4000]`: the story lane at N synthetic
// stories (bench/synthetic-stories.mjs) and the review page at many shots (--images)
// (bench/review-page.mjs). For each N: one run writes the baselines, a second (CI=true)
// (with --one-run: only the first, which writes instead of comparing; comparing identical bytes
// costs under 1 ms a shot, so the figure is the same to within 1 %, and the bench takes half as long)
// compares against them and is the one measured — wall time, shots, seconds per shot, and the peak
// proportional set size (PSS: shared pages counted once) of the test process tree and of Chromium.
// Writes reports/bench-scale.json; `npm run bench -- --scale` runs it and prints its table.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureReviewPage, reviewPageLine } from './review-page.mjs';
import { writeSyntheticStories } from './synthetic-stories.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dir = 'reports/scale-stories';

/** pid → { ppid, comm } for every process. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      table.set(Number(name), { ppid, comm });
    } catch {
      // Gone meanwhile.
    }
  }
  return table;
}

const pssKb = (pid) => {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/** The PSS (MiB) of `rootPid`'s descendants, split into Chromium's processes and the rest. */
function sample(rootPid) {
  const table = processTable();
  const inTree = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 50; p = table.get(p)?.ppid ?? 0, hops += 1) if (p === rootPid) return true;
    return false;
  };
  let chromium = 0;
  let tests = 0;
  for (const [pid, { comm }] of table) {
    if (!inTree(pid)) continue;
    if (/chrom/i.test(comm)) chromium += pssKb(pid);
    else tests += pssKb(pid);
  }
  return { chromium: chromium / 1024, tests: tests / 1024 };
}

/** Runs the story project once over the synthetic stories; resolves with wall time, output and peak memory. */
function runStories(env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'storybook'], {
      cwd: root,
      env: { ...process.env, GW_STORIES: `${dir}/**/*.stories.tsx`, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const peak = { chromium: 0, tests: 0 };
    const timer = setInterval(() => {
      const now = sample(child.pid);
      peak.chromium = Math.max(peak.chromium, now.chromium);
      peak.tests = Math.max(peak.tests, now.tests);
    }, 500);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`story run over ${dir} failed (${code}):\n${output.slice(-3000)}`));
      else resolve({ seconds, output, peak });
    });
  });
}

/** @param {number} count */
export async function measureStoryLane(count, { oneRun = false } = {}) {
  writeSyntheticStories(count, dir);
  try {
    console.error(`· ${count} stories: writing baselines${oneRun ? ' (the measured run)' : ''}`);
    const writing = await runStories({ CI: '' });
    if (!oneRun) console.error(`· ${count} stories: measured run`);
    const { seconds, output, peak } = oneRun ? writing : await runStories({ CI: 'true' });
    const line = /visual: (\d+) shots in ([\d.]+) s, (\d+) ms per shot/.exec(output);
    if (!line) throw new Error(`no visual summary in the output:\n${output.slice(-2000)}`);
    const shots = Number(line[1]);
    return {
      stories: count,
      shots,
      wallSeconds: Math.round(seconds * 10) / 10,
      secondsPerShot: Math.round((seconds / shots) * 1000) / 1000,
      loopMsPerShot: Number(line[3]),
      peakTestsMiB: Math.round(peak.tests),
      peakChromiumMiB: Math.round(peak.chromium),
      measuredRun: oneRun ? 'writing baselines' : 'comparing',
    };
  } finally {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  }
}

/** Load average at the start: figures taken on a busy machine say so. */
const load = () => os.loadavg()[0].toFixed(1);

export async function runScaleBench({ stories = [166, 500, 1000], images = 4000, oneRun = false } = {}) {
  const lane = [];
  for (const count of stories) lane.push({ ...(await measureStoryLane(count, { oneRun })), loadAverage: load() });
  console.error(`· review page, ${images} shots`);
  const review = { ...(await measureReviewPage(images)), loadAverage: load() };
  const result = { date: new Date().toISOString().slice(0, 10), cores: os.cpus().length, lane, review };
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports/bench-scale.json'), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** The scale figures as a Markdown table. */
export function scaleTable(result) {
  return [
    `Story lane at scale, ${result.date}, ${result.cores} cores (load average at each measurement in the last column):`,
    '',
    '| Stories | Shots | Wall | s per shot (wall) | Loop ms per shot | Peak PSS tests / Chromium | Load | Measured run |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...result.lane.map(
      (r) =>
        `| ${r.stories} | ${r.shots} | ${r.wallSeconds} s | ${r.secondsPerShot} | ${r.loopMsPerShot} | ${r.peakTestsMiB} / ${r.peakChromiumMiB} MiB | ${r.loadAverage} | ${r.measuredRun ?? 'comparing'} |`,
    ),
    '',
    `${reviewPageLine(result.review)}. Load average ${result.review.loadAverage}.`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { stories: { type: 'string', default: '166,500,1000' }, images: { type: 'string', default: '4000' }, 'one-run': { type: 'boolean', default: false } },
  });
  if (existsSync(path.join(root, dir))) rmSync(path.join(root, dir), { recursive: true, force: true });
  const result = await runScaleBench({ stories: values.stories.split(',').map(Number), images: Number(values.images), oneRun: values['one-run'] });
  console.log(scaleTable(result));
}
