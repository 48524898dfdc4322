#!/usr/bin/env node
// `npm run chromatic`: publishes Storybook to Chromatic, which shoots every story in the modes of
// .storybook/modes.ts. Opt-in: without CHROMATIC_PROJECT_TOKEN it explains how to enable it and
// exits 0. Always under a time limit (`--time-limit <seconds>`, 900 by default; every other
// argument goes to the CLI), because the CLI never exits when it cannot reach its service.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();
const cliArgs = process.argv.slice(2);
const limitAt = cliArgs.indexOf('--time-limit');
const limitSeconds = Number(limitAt >= 0 ? cliArgs[limitAt + 1] : 900);
const chromaticArgs = cliArgs.filter((_, i) => limitAt < 0 || (i !== limitAt && i !== limitAt + 1));

if (!token) {
  console.log(`chromatic: skipped — CHROMATIC_PROJECT_TOKEN is not set.

Chromatic is optional: \`npm test\` already compares every story with the baselines in the
repository. To also publish to Chromatic (hosted review, per-mode approvals):
  1. create a project at https://www.chromatic.com and copy its project token;
  2. locally:  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic
  3. in CI:    add a repository secret named CHROMATIC_PROJECT_TOKEN
               (.github/workflows/chromatic.yml runs only when it exists).
The time limit is ${limitSeconds} s (--time-limit).`);
  process.exit(0);
}
if (!Number.isFinite(limitSeconds) || limitSeconds <= 0) {
  console.error(`chromatic: --time-limit must be a positive number of seconds, not "${cliArgs[limitAt + 1] ?? ''}"`);
  process.exit(2);
}

const args = ['--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...chromaticArgs];
const child = spawn(path.join(root, 'node_modules', '.bin', 'chromatic'), args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token },
  detached: true,
});
const timer = setTimeout(() => {
  console.error(`\nchromatic: no result after ${limitSeconds} s (is chromatic.com reachable?); stopping it.`);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(124), 5000).unref();
}, limitSeconds * 1000);
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  process.exit(code ?? (signal ? 124 : 1));
});
