// `npm test`: every check in order, stopping at the first failure, then one summary.
// Each step is a plain command, so any of them can also be run on its own (see package.json).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium, missingChromiumMessage } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Reads pass/fail counts from a Vitest or Playwright JSON report. */
function countsFrom(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  if (report.stats) return { passed: report.stats.expected, failed: report.stats.unexpected };
  return undefined;
}

const vitest = (project) => ({
  name: `${project} tests`,
  command: [bin('vitest'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${project}.json`)}`],
  report: path.join(reports, `${project}.json`),
});

const steps = [
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'eslint', command: [bin('eslint'), '--max-warnings', '0', '.'] },
  { name: 'stylelint', command: [bin('stylelint'), 'src/**/*.css', 'stories/**/*.css', '.storybook/**/*.css'] },
  vitest('unit'),
  // Gzipped JS + CSS per entry against scripts/size/budgets.mjs (a real Vite build per entry).
  { name: 'size budget', command: [process.execPath, path.join(root, 'scripts/size/check.mjs')] },
  // First-load JS of `/` and 404.html with its CSS, from a throwaway app build.
  { name: 'app budget', command: [process.execPath, path.join(root, 'scripts/measure-app.mjs'), '--build'] },
  vitest('storybook'),
  vitest('visual-loop'),
  // The built app under `vite preview` (playwright.config.ts builds it first); JSON report → summary.
  { name: 'e2e tests', command: [bin('playwright'), 'test'], report: path.join(reports, 'e2e.json') },
  // The packed tarball installed by name into a fixture app: types, build, tree-shaking, render.
  { name: 'consumer check', command: [process.execPath, path.join(root, 'scripts/consumer/check.mjs')] },
];

const chromium = findChromium();
if (!chromium) {
  console.error(`\n${missingChromiumMessage()}\n`);
  process.exit(1);
}
console.log(`Chromium: ${chromium.path} (from ${chromium.source})`);

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
const started = Date.now();
let failedStep;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const t0 = Date.now();
  const { status, error } = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - t0) / 1000;
  const counts = step.report ? countsFrom(step.report) : undefined;
  results.push({ name: step.name, ok: status === 0, seconds, counts });
  if (status !== 0) {
    failedStep = step.name;
    if (error) console.error(error.message);
    break;
  }
}

const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + (r.counts?.passed ?? 0), failed: sum.failed + (r.counts?.failed ?? 0) }),
  { passed: 0, failed: 0 },
);
console.log('\nSummary');
for (const r of results) {
  const counts = r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(18)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`);
}
const stories = results.find((r) => r.name === 'storybook tests')?.counts;
if (stories) console.log(`  story tests run: ${stories.passed + stories.failed}`);
console.log(`  wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
// The visual loop writes a review report when a story changed, is new or lost its baseline.
const visualReport = path.join(reports, 'visual', 'index.html');
if (existsSync(visualReport)) {
  console.log(`\nVisual review report: ${visualReport}`);
  console.log('  intended changes: npm run visual:accept — then commit the __screenshots__ changes');
}
if (failedStep) {
  console.log(`\nFailed at: ${failedStep}`);
  if (total.failed === 0) total.failed = 1;
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed`);
process.exit(failedStep ? 1 : 0);
