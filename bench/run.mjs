// `npm run bench`: builds everything and prints one table — sizes, Lighthouse scores, build times
// and test times, `npm test` whole among them (medians of --runs runs, 3 by default) — and writes
// it as reports/bench.json.
// With --readme it also replaces the table between the bench markers in docs/performance.md. With --scale it
// also measures the story lane at 166 / 500 / 1000 synthetic stories, the review page at 4000 images
// (bench/scale.mjs) and what a changed-only run selects (bench/changed-stories.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budgets } from '../scripts/size/budgets.mjs';
import { changedSelection } from './changed-stories.mjs';
import { runScaleBench, scaleTable } from './scale.mjs';
import { measure } from '../scripts/size/measure.mjs';
import { lighthouseMedians } from './lighthouse.mjs';
import { machineLine, probeMachine } from './machine.mjs';
import { testSiteOrigin } from '../scripts/site-origin.mjs';
import { startPreview } from './preview-server.mjs';
import { benchEnv, median, timeCommand } from './time.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const log = (message) => console.error(`· ${message}`);

const timed = (label, command, args, env) => {
  log(`${label} ×${runs}`);
  const all = timeCommand(command, args, { runs, env });
  return { median: median(all), runs: all };
};

// Build times (the last run of each leaves its output in place for what follows).
const builds = {
  library: timed('library build', 'npm', ['run', '--silent', 'build:lib']),
  // For the test origin, as npm test's builds (canonical links: scripts/site-origin.mjs).
  app: timed('app build', 'npm', ['run', '--silent', 'build:app'], { GW_SITE_ORIGIN: testSiteOrigin }),
  storybook: timed('Storybook build', 'npm', ['run', '--silent', 'build-storybook']),
};

// Sizes: the library entries of scripts/size/budgets.mjs, and the built app.
log('sizes');
const sizes = [];
for (const budget of budgets.filter((b) => ['Stack', 'All twelve layout primitives', 'All error presentations'].includes(b.name))) {
  const { js, css, total } = await measure(budget.entry);
  sizes.push({ name: budget.name, js, css, total, limit: budget.limit, target: budget.target });
}
const app = JSON.parse(execFileSync(process.execPath, [path.join(root, 'scripts/measure-app.mjs'), '--json'], { cwd: root, encoding: 'utf8' }));
sizes.push({ name: 'App first-load JS of /', total: app.firstLoadJs.gzipSumOfFiles, limit: app.firstLoadJs.budget, target: app.firstLoadJs.goal });
sizes.push({ name: 'App JS loaded after the first render of /', total: app.afterFirstRenderJs.gzipSumOfFiles });
sizes.push({ name: '404.html with its CSS', total: app.notFoundPage.gzip, limit: app.notFoundPage.budget });

// Lighthouse, mobile defaults, against the preview server of the built app: `/`, a presentation
// page and the 404, medians of `runs` each, in one run.
let lighthouse = {};
const server = await startPreview();
try {
  lighthouse = await lighthouseMedians(server.origin, runs, log);
} finally {
  await server.stop();
}

// Test time per Vitest project.
const tests = {};
for (const project of ['unit', 'storybook', 'visual-loop']) {
  tests[project] = timed(`vitest --project ${project}`, bin('vitest'), ['run', '--project', project], { CI: 'true' });
}

// `npm test` whole, as CI runs it (CI=true): its wall time is what the issues budget (≤ 240 s on
// this 2-core machine) and its CPU total (every step in a cgroup of its own, scripts/step-cpu.mjs)
// is what the wall time cannot go below half of. Read from its own summary lines.
const npmTest = { wall: [], cpu: [] };
for (let i = 0; i < runs; i += 1) {
  log(`npm test ${i + 1}/${runs}`);
  const { status, stdout } = spawnSync('npm', ['test'], { cwd: root, env: benchEnv({ CI: 'true' }), encoding: 'utf8', maxBuffer: 512 * 2 ** 20 });
  if (status !== 0) throw new Error(`npm test failed in the bench:\n${stdout.slice(-4000)}`);
  const figure = (label) => Number(new RegExp(`${label}: ([\\d.]+) s`).exec(stdout)?.[1] ?? Number.NaN);
  const wall = figure('wall time');
  // Always printed: without it the summary's format changed, and the row would be silently empty.
  if (!Number.isFinite(wall)) throw new Error(`npm test printed no "wall time: … s" line:\n${stdout.slice(-2000)}`);
  npmTest.wall.push(wall);
  // Missing where a machine gives no cgroup of its own (scripts/step-cpu.mjs): shown as n/a.
  npmTest.cpu.push(figure('CPU time'));
}
tests.npmTest = { wall: { median: median(npmTest.wall), runs: npmTest.wall }, cpu: { median: median(npmTest.cpu), runs: npmTest.cpu } };

// Cores and memory say too little: 2-core machines here ran the same npm test in 290 to 757 s of CPU (docs/performance.md).
log('machine probe');
const probe = await probeMachine();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${machineLine(probe)}`;
const result = { date: new Date().toISOString().slice(0, 10), machine, probe, runs, sizes, lighthouse, builds, tests };
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/bench.json'), `${JSON.stringify(result, null, 2)}\n`);

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const s = (t) => (Number.isFinite(t.median) ? `${t.median.toFixed(1)} s` : 'n/a');
const score = (page) => ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => lighthouse[page].scores[c]).join(' / ');
const table = [
  `Measured ${result.date} on ${machine}; medians of ${runs} runs.`,
  '',
  '| What | Groundwork | Limit / goal |',
  '| --- | --- | --- |',
  ...sizes.map((x) => `| ${x.name} (gzip) | ${kB(x.total)}${x.js !== undefined ? ` (JS ${kB(x.js)} + CSS ${kB(x.css)})` : ''} | ${x.limit ? `≤ ${kB(x.limit)}` : ''}${x.target ? `, goal ${kB(x.target)}` : ''} |`),
  `| Lighthouse \`/\` (perf / a11y / best practices / SEO) | ${score('/')} | 100 / 100 / 100 / 100 |`,
  `| Lighthouse presentation page \`/presentations/500\` | ${score('presentation page')} | 100 / 100 / 100 / 100 |`,
  `| Lighthouse \`/\` first contentful paint (simulated mobile) | ${(lighthouse['/'].firstContentfulPaintMs / 1000).toFixed(2)} s | below 1 s |`,
  // A real 404 fails errors-in-console (best practices, 96 at most) and http-status-code (SEO, 90 at most).
  `| Lighthouse 404 page | ${score('404 page')} | 100 / 100 / 96 / 90 (the most a real 404 can score) |`,
  `| Build: library / app / Storybook | ${s(builds.library)} / ${s(builds.app)} / ${s(builds.storybook)} | |`,
  `| Vitest: unit / storybook / visual-loop | ${s(tests.unit)} / ${s(tests.storybook)} / ${s(tests['visual-loop'])} | |`,
  `| \`npm test\` with \`CI=true\`: wall / CPU (runs: ${tests.npmTest.wall.runs.map((t) => t.toFixed(0)).join(', ')} s wall) | ${s(tests.npmTest.wall)} / ${s(tests.npmTest.cpu)} | wall ≤ 240 s |`,
].join('\n');
console.log(table);
for (const [page, { failingAudits }] of Object.entries(lighthouse)) {
  if (failingAudits.length) console.log(`\nLighthouse ${page}: audits below 1: ${failingAudits.join(', ')}`);
}

if (process.argv.includes('--scale')) {
  console.log(`\n${scaleTable(await runScaleBench())}\n`);
  console.log('Changed-only story runs (`npm run test:stories -- --changed`), after a change to:');
  for (const r of changedSelection(['src/layout/Stack/Stack.module.css', 'src/tokens/tokens.css'])) {
    console.log(`  ${r.file}: ${r.storyFiles} of ${r.allFiles} story files, ${r.stories} of ${r.allStories} stories`);
  }
}

if (process.argv.includes('--readme')) {
  const readme = path.join(root, 'docs/performance.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!text.includes(start) || !text.includes(end)) throw new Error('docs/performance.md has no bench markers');
  writeFileSync(readme, text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`));
  console.error('· docs/performance.md performance table updated');
}
