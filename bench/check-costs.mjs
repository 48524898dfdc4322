// `npm run bench:check-costs -- [--runs N] [--only name,…] [--gate LOG]`: what each costly check of
// `npm test` takes alone, CPU and wall, on one machine (median of N rounds; each round runs the
// parts one after another, every other round in reverse order, so a drift of the host falls on
// all of them alike). The figures to decide by which checks a CPU budget can afford, and, with
// `--gate LOG` (the output of an `npm test` run on the same machine), what the same steps took
// inside the whole gate, where six lanes share 2 cores: the difference is what running side by side
// costs.
//
// The parts are npm test's steps (scripts/test.mjs), and the two longest split into what each
// checks: the built Storybook's UI e2e by spec, the engines by GW_ENGINES_PARTS (each part pays the
// engines' setup: the app build, servers and browsers). The Storybook build they read is made once
// first and measured as a part of its own.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { workspaceDir } from '../scripts/consumer/workspace.mjs';
import { cpuAccount } from '../scripts/step-cpu.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, gate: { type: 'string' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number ≥ 1, not ${values.runs}`);
  process.exit(2);
}

const storybook = path.join(root, 'node_modules', '.cache', 'check-costs-storybook');
const walkSeed = process.env.GW_WALK_SEED ?? '7';
const built = (specs) => [bin('playwright'), 'test', '-c', 'playwright.storybook.config.ts', ...specs, '--project', 'built'];
const engines = (part) => ({ command: [bin('vitest'), 'run', '--project', 'engines'], env: { GW_ENGINES_PARTS: part, GW_ENGINES_RUN: `check-costs-${part}` } });
const storyShard = (shard) => ({
  command: [bin('vitest'), 'run', '--project', 'storybook', `--shard=${shard}/2`],
  env: { GW_VITE_CACHE_DIR: path.join(root, 'node_modules', '.vite', `story-shard-${shard}`) },
});

/** name, npm test's step it is (or is part of), command, extra environment, what to do first (not measured). */
const parts = [
  { name: 'storybook build', step: 'storybook build', command: [bin('storybook'), 'build', '--quiet', '-o', storybook], env: { GW_STORIES: '' } },
  { name: 'storybook tests 1/2', step: 'storybook tests 1/2', ...storyShard(1) },
  { name: 'storybook tests 2/2', step: 'storybook tests 2/2', ...storyShard(2) },
  { name: 'UI e2e: the sidebar walk', step: 'storybook UI e2e (built)', command: built(['sidebar-walk.spec.ts']), env: { GW_WALK_SEED: walkSeed } },
  { name: 'UI e2e: docs pages through axe', step: 'storybook UI e2e (built)', command: built(['docs-axe.spec.ts']) },
  { name: 'UI e2e: every Playground control', step: 'storybook UI e2e (built)', command: built(['stories.spec.ts']) },
  { name: 'UI e2e: landing page and locale control', step: 'storybook UI e2e (built)', command: built(['landing.spec.ts', 'locale-control.spec.ts']) },
  { name: 'engines: every story', step: 'engines tests', ...engines('stories') },
  { name: 'engines: the app', step: 'engines tests', ...engines('app') },
  { name: 'engines: the dev overlay', step: 'engines tests', ...engines('overlay') },
  { name: 'browser tests in Firefox and WebKit', step: 'browser tests in Firefox and WebKit', command: [bin('vitest'), 'run', '--project', 'hydration-firefox', '--project', 'hydration-webkit'] },
  { name: 'e2e tests', step: 'e2e tests', command: [bin('playwright'), 'test', '--project', 'app'] },
  // Alone it builds the app itself (a few seconds of CPU); in npm test it serves the e2e step's build.
  { name: 'reliability e2e', step: 'reliability e2e', command: [process.execPath, path.join(root, 'scripts/reliability/run.mjs')] },
  { name: 'unit tests', step: 'unit tests', command: [bin('vitest'), 'run', '--project', 'unit'] },
  { name: 'visual-loop tests', step: 'visual-loop tests', command: [bin('vitest'), 'run', '--project', 'visual-loop', '--project', 'visual-loop-fonts', '--project', 'hydration'] },
  { name: 'storybook UI e2e (run-tests)', step: 'storybook UI e2e (run-tests)', command: [bin('playwright'), 'test', '-c', 'playwright.storybook.config.ts', '--project', 'run-tests'] },
  // Without its consumer workspace, as a fresh clone's npm test meets it (the install is kept
  // between runs otherwise). Only this manifest's workspace: another checkout may be using its own.
  { name: 'consumer matrix (cold workspace)', step: 'consumer matrix', command: [process.execPath, path.join(root, 'scripts/consumer/matrix.mjs')], before: () => rmSync(workspaceDir(), { recursive: true, force: true }) },
];
const only = values.only?.split(',');
const unknown = only?.filter((name) => !parts.some((part) => part.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown part(s): ${unknown.join(', ')}\nknown: ${parts.map((part) => part.name).join(', ')}`);
  process.exit(2);
}
// The Storybook the UI e2e and the engines read is built first in every round whatever --only says.
const chosen = parts.filter((part) => part.name === 'storybook build' || !only || only.includes(part.name));

/** Runs one part alone in a cgroup of its own; resolves with its exit code, wall and CPU seconds. */
function measure(part, log) {
  const account = cpuAccount(`check-costs-${part.name}`);
  if (!account) throw new Error('no cgroup v1 cpuacct hierarchy to measure CPU in (scripts/step-cpu.mjs)');
  const fd = openSync(log, 'w');
  const env = { ...process.env, CI: 'true', GW_STORYBOOK_STATIC: storybook, ...part.env };
  const started = Date.now();
  const [command, ...args] = account.wrap(part.command);
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const result = { code: code ?? 1, wall: (Date.now() - started) / 1000, cpu: account.seconds() ?? NaN };
      account.remove();
      resolve(result);
    });
  });
}

const logs = path.join(root, 'reports', 'check-costs');
rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
const figures = new Map(chosen.map((part) => [part.name, []]));
let failed = false;
for (let round = 1; round <= runs; round++) {
  // The build first, then the rest, reversed every other round.
  const rest = chosen.slice(1);
  const order = [chosen[0], ...(round % 2 === 0 ? rest.reverse() : rest)];
  for (const part of order) {
    const log = path.join(logs, `${part.name.replace(/\W+/g, '-')}-${round}.log`);
    part.before?.();
    const result = await measure(part, log);
    console.log(`round ${round}/${runs} ${part.name}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code}, ${path.relative(root, log)})`}, ${result.wall.toFixed(1)} s wall, ${result.cpu.toFixed(1)} s CPU`);
    if (result.code !== 0) failed = true;
    else figures.get(part.name).push(result);
  }
}
rmSync(storybook, { recursive: true, force: true });

/** Each step's CPU seconds in an npm test output's Summary. */
function gateSteps(file) {
  const steps = new Map();
  for (const match of readFileSync(file, 'utf8').matchAll(/^\s+✓ (.+?)\s+[\d.]+ s\s+([\d.]+) s CPU/gm)) steps.set(match[1].trim(), Number(match[2]));
  return steps;
}
const gate = values.gate ? gateSteps(values.gate) : undefined;
/** The middle value; of an even count, the mean of the two middle ones. */
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const medianCpu = (name) => (figures.get(name).length ? median(figures.get(name).map((r) => r.cpu)) : NaN);

console.log(`\n| Part | Rounds | Wall alone (median) | CPU alone (median) | CPU alone (each) |${gate ? ' npm test step | its CPU alone | in the gate | more in the gate |' : ''}`);
console.log(`| --- | ---: | ---: | ---: | --- |${gate ? ' --- | ---: | ---: | ---: |' : ''}`);
const stepsShown = new Set();
for (const part of chosen) {
  const list = figures.get(part.name);
  const cells = [part.name, list.length, `${list.length ? median(list.map((r) => r.wall)).toFixed(1) : '–'} s`, `${medianCpu(part.name).toFixed(1)} s`, list.map((r) => r.cpu.toFixed(1)).join(', ')];
  if (gate) {
    // A step split into parts: the parts' sum once, on its first row (each part pays its own start-up).
    const first = !stepsShown.has(part.step);
    stepsShown.add(part.step);
    const alone = chosen.filter((other) => other.step === part.step).reduce((sum, other) => sum + medianCpu(other.name), 0);
    const inGate = gate.get(part.step);
    cells.push(first ? part.step : '″', first ? `${alone.toFixed(1)} s` : '', first && inGate !== undefined ? `${inGate.toFixed(1)} s` : '', first && inGate !== undefined ? `${(((inGate - alone) / alone) * 100).toFixed(0)} %` : '');
  }
  console.log(`| ${cells.join(' | ')} |`);
}
process.exit(failed ? 1 : 0);
