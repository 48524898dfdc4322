#!/usr/bin/env node
// `node bench/vitest-screenshot.mjs [runs]`: the loop's visualShot against Vitest 4's
// toMatchScreenshot (exact custom comparator, our paths), on the same mounted stories (Stack,
// Cluster, StatusPage files) in the four pairwise cells. The first run writes both sets of
// baselines; each later run compares against them, and its per-shot times are reported (medians).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 2);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
rmSync(path.join(root, 'reports/bench-vitest-screenshot'), { recursive: true, force: true });

const results = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const child = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '-c', 'bench/vitest-screenshot/vitest.config.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '' }, maxBuffer: 64 * 1024 * 1024 });
  const output = child.stdout + child.stderr;
  const line = /BENCH-TIMINGS (.*)/.exec(output);
  if (!line) throw new Error(`no timings in the output:\n${output.slice(-4000)}`);
  const timings = JSON.parse(line[1]);
  results.push({ run, wallSeconds: (performance.now() - started) / 1000, shots: timings.length, loopMs: median(timings.map((t) => t.loopMs)), vitestMs: median(timings.map((t) => t.vitestMs)), statuses: [...new Set(timings.map((t) => t.loopStatus))], vitestErrors: [...new Set(timings.map((t) => t.vitestError).filter(Boolean))], exit: child.status, load: os.loadavg()[0].toFixed(1) });
  console.log(`run ${run + 1} (${run === 0 ? 'writing baselines' : 'comparing'}): ${timings.length} shots; median per shot: visualShot ${results.at(-1).loopMs.toFixed(0)} ms, toMatchScreenshot ${results.at(-1).vitestMs.toFixed(0)} ms; loop statuses ${results.at(-1).statuses.join(', ')}; toMatchScreenshot failures: ${results.at(-1).vitestErrors.join(' | ') || 'none'}; exit ${child.status}; load ${results.at(-1).load}`);
}
