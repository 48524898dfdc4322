#!/usr/bin/env node
// `npm run bench:changed -- [--runs 3] [--scenario css,message,guard]`: the wall and CPU time of
// `npm test -- --changed` for three scenario diffs, each written into the tree, run, then put back:
//
//   css      one primitive's CSS: Cluster's `list-style: none` written as `list-style-type: none`
//   message  one locale message catalogue: a comment added to the German messages
//   guard    the reload guard: a comment added to src/runtime/navigation/reloadGuard.ts
//
// Each edit selects what a real change to that file selects (the selection goes by files and by
// what the stories rendered, not by the new text), but leaves every verdict green, so every selected
// check runs to its end: the worst case. A change that alters a shot ends sooner, at the first failure
// (`node bench/changed-gate.mjs --scenario padding`: 2 px of padding in Cluster, which fails).
//
// CPU is every step's (npm test's own accounting, scripts/step-cpu.mjs) plus the selection before
// the steps (this bench's cgroup around npm test, which the steps leave for their own). Needs a clean
// working tree (the change must be the only one) and a rendering record for these sources (any full
// story run writes one: `npm test` or `npm run test:stories`). Prints one line per run and the
// medians; exits 1 when a run failed.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuAccount } from '../scripts/step-cpu.mjs';
import { scenarios } from './changed-scenarios.mjs';

const root = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, scenario: { type: 'string', default: 'css,message,guard' } } });
const chosen = values.scenario.split(',');
for (const name of chosen) if (!scenarios[name]) throw new Error(`bench:changed: no scenario ${name} (${Object.keys(scenarios).join(', ')})`);
const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
if (dirty) throw new Error(`bench:changed: the working tree has other changes, which --changed would count too:\n${dirty}`);

/** Runs `npm test -- --changed` once; resolves with its wall and CPU seconds and its exit status. */
function runOnce() {
  const account = cpuAccount(`bench-changed-${Date.now()}`);
  const command = [process.execPath, path.join(root, 'scripts/test.mjs'), '--changed'];
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(...(account ? [account.wrap(command)[0], account.wrap(command).slice(1)] : [command[0], command.slice(1)]), { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const wall = (performance.now() - started) / 1000;
      const steps = Number(/CPU time: ([\d.]+) s/.exec(output)?.[1] ?? NaN);
      const selection = account?.seconds() ?? NaN;
      account?.remove();
      resolve({ code, wall, cpu: steps + selection, selection, output });
    });
  });
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
let failed = false;
for (const name of chosen) {
  const { file, from, to } = scenarios[name];
  const original = readFileSync(path.join(root, file), 'utf8');
  if (!original.includes(from)) throw new Error(`bench:changed: ${file} does not contain ${JSON.stringify(from)}`);
  const runs = [];
  try {
    writeFileSync(path.join(root, file), original.replace(from, to));
    for (let i = 0; i < Number(values.runs); i++) {
      const load = os.loadavg()[0].toFixed(1);
      const run = await runOnce();
      runs.push(run);
      // A step that writes a figure into the docs (the size budget's Stack sentence when it is stale)
      // would add that file to the next run's change: put it back, and say so.
      const written = execFileSync('git', ['diff', '--name-only'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => f && f !== file);
      if (written.length > 0) {
        execFileSync('git', ['checkout', '--', ...written], { cwd: root });
        console.log(`  (the run wrote ${written.join(', ')}: put back)`);
      }
      const steps = [...run.output.matchAll(/^ {2}[✓✗–] (.+?)\s+([\d.]+) s\s+([\d.]+) s CPU/gm)].map((m) => `${m[1].trim()} ${m[2]}/${m[3]}`);
      console.log(`${name} run ${i + 1}: ${run.code === 0 ? 'passed' : 'FAILED'} in ${run.wall.toFixed(1)} s of wall, ${run.cpu.toFixed(1)} s of CPU (selection ${run.selection.toFixed(1)} s); load ${load} at the start`);
      console.log(`  steps (wall/CPU s): ${steps.join('; ')}`);
      if (run.code !== 0) {
        failed = true;
        console.log(run.output.slice(-4000));
      }
    }
  } finally {
    writeFileSync(path.join(root, file), original);
  }
  console.log(`${name}: median ${median(runs.map((r) => r.wall)).toFixed(1)} s of wall, ${median(runs.map((r) => r.cpu)).toFixed(1)} s of CPU over ${runs.length} runs\n`);
}
process.exit(failed ? 1 : 0);
