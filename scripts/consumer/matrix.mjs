// The consumer matrix (`npm run test:consumers`, and a step of `npm test`): the library built and
// packed, installed by name into one shared workspace in the system temp folder (workspace.mjs:
// the fixtures' own dependencies installed once and kept), then every fixture checked, each in a
// process of its own with its wall and CPU time: install (npm, npm ci, pnpm in empty folders),
// plain Node, TypeScript and package linters, Vite, webpack, React Router, Next.js (App Router and
// pages router), Vitest and Jest.
//   --only=vite,next-app   just those fixtures (the build, pack and workspace still run)
//   --jobs=1               one fixture at a time (default 2: most of each one waits on a browser or a server)
// Every server a fixture starts listens on a port the system gives.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fixtureCpu } from './fixture-cpu.mjs';
import { buildAndPack } from './pack.mjs';
import { prepareWorkspace } from './workspace.mjs';

// Longest first, so two at a time end together.
export const fixtures = ['next', 'typescript', 'react-router', 'install', 'react-versions', 'webpack', 'vite', 'parcel', 'pnp', 'vitest', 'jest', 'node'];

const { values } = parseArgs({ options: { only: { type: 'string' }, jobs: { type: 'string', default: '2' } } });
const selected = values.only ? values.only.split(',') : fixtures;
const unknown = selected.filter((name) => !fixtures.includes(name));
if (unknown.length) {
  console.error(`unknown fixture(s): ${unknown.join(', ')}; known: ${fixtures.join(', ')}`);
  process.exit(1);
}
const seconds = (since) => (Date.now() - since) / 1000;

const t0 = Date.now();
const tarball = buildAndPack();
const tPack = seconds(t0);
const t1 = Date.now();
let workspace;
try {
  workspace = prepareWorkspace(tarball);
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
const tWorkspace = seconds(t1);
console.log(`built and packed ${path.basename(tarball)} (${tPack.toFixed(1)} s); workspace ${workspace.dir}: ${workspace.installed ? 'installed' : 'reused'}, tarball installed (${tWorkspace.toFixed(1)} s)`);

/** Runs one fixture's process; resolves with its output, status, wall and CPU seconds. */
function runFixture(name) {
  const account = fixtureCpu(name);
  const command = [process.execPath, path.join(import.meta.dirname, 'run-fixture.mjs'), name, workspace.dir, tarball];
  const wrapped = account ? account.wrap(command) : command;
  const started = Date.now();
  const child = spawn(wrapped[0], wrapped.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const cpu = account?.seconds();
      account?.remove();
      resolve({ name, ok: code === 0, output, wall: seconds(started), cpu });
    });
  });
}

const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`--jobs must be a whole number from 1, not ${values.jobs}`);
  process.exit(1);
}
const queue = [...fixtures.filter((name) => selected.includes(name))];
const results = [];
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (queue.length) {
      const result = await runFixture(queue.shift());
      results.push(result);
      const cpu = result.cpu === undefined ? '' : `, ${result.cpu.toFixed(1)} s CPU`;
      console.log(`\n── ${result.name}: ${result.ok ? 'passed' : 'FAILED'} (${result.wall.toFixed(1)} s${cpu}) ──\n${result.output.trimEnd()}`);
    }
  }),
);

console.log('\nfixture        wall      CPU');
for (const r of results.sort((a, b) => fixtures.indexOf(a.name) - fixtures.indexOf(b.name))) {
  console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(12)} ${r.wall.toFixed(1).padStart(6)} s ${r.cpu === undefined ? '   n/a' : `${r.cpu.toFixed(1).padStart(6)} s`}`);
}
rmSync(path.dirname(tarball), { recursive: true, force: true });
console.log(`total ${seconds(t0).toFixed(1)} s (pack ${tPack.toFixed(1)} s, workspace ${tWorkspace.toFixed(1)} s before the fixtures)`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\nconsumer matrix failed: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
console.log('\nconsumer matrix passed');
