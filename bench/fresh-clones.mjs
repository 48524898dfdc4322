// `npm run bench:fresh-clones -- [--runs N] [--busy K] [--loops L] [--ref REV] [--against OLD] [--coverage C]`:
// what CI meets, N times in a row. Each run clones this repository's REV (default HEAD) into the system temp folder, with
// shared/ beside it as CI has it, and runs `CI=true bash .ci/run` there (install, then npm test),
// the last K runs (default: half of them) with L busy loops beside it (default 2: a CI runner's
// neighbours on 2 cores).
// `--against OLD`: alternating pairs, OLD then REV, N pairs (hosts differ by up to 1.5×, so a
// before/after is only fair on one machine, side by side in time): npm test's own CPU figure per
// run and each pair's REV/OLD ratio, the median ratio at the end. Caches start
// cold: a new clone has no node_modules; the consumer matrix's cache in the temp folder is emptied
// before each run, so its cold install is part of every figure. Prints one row per run (pass or
// fail, wall time, the consumer matrix's wall time, tests) and a Markdown table at the end.
// `--coverage C`: in the first C clones that pass, `npm run test:coverage` too (CI's storybook job),
// with its four figures in the row: the same figures on every fresh clone is what the thresholds
// in vite.config.ts rely on (docs/storybook-ui.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLoad } from './storybook-ui.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    busy: { type: 'string' },
    loops: { type: 'string', default: '2' },
    ref: { type: 'string', default: 'HEAD' },
    against: { type: 'string' },
    coverage: { type: 'string', default: '0' },
  },
});
const pairs = values.against !== undefined;
const runs = Number(values.runs) * (pairs ? 2 : 1);
const busy = (values.busy === undefined ? Math.floor(Number(values.runs) / 2) : Number(values.busy)) * (pairs ? 2 : 1);
const loops = Number(values.loops);
const coverageRuns = Number(values.coverage);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(busy) || busy < 0 || busy > runs) {
  console.error(`--runs must be a whole number ≥ 1 and --busy one from 0 to --runs (--runs ${values.runs}, --busy ${values.busy ?? 'half of --runs'})`);
  process.exit(2);
}
if (!Number.isInteger(coverageRuns) || coverageRuns < 0) {
  console.error('--coverage must be a whole number ≥ 0');
  process.exit(2);
}

/** Runs a command to its end; resolves with its exit code and its whole output. */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const revision = async (ref) => (await run('git', ['rev-parse', '--short', ref], { cwd: root })).output.trim();
const commit = await revision(values.ref);
const older = pairs ? await revision(values.against) : undefined;
const shared = path.resolve(root, '..', 'shared');
const rows = [];
for (let index = 1; index <= runs; index++) {
  const withLoad = index > runs - busy;
  // In pairs the older commit goes first, so each pair's two runs meet the same hour of the host.
  const at = pairs && index % 2 === 1 ? older : commit;
  const parent = mkdtempSync(path.join(tmpdir(), 'groundwork-fresh-'));
  const clone = path.join(parent, 'main');
  await run('git', ['clone', '--quiet', root, clone], {});
  await run('git', ['checkout', '--quiet', at], { cwd: clone });
  if (existsSync(shared)) symlinkSync(shared, path.join(parent, 'shared'));
  // The consumer matrix's cached installs live in the temp folder, not the clone: cold each time.
  rmSync(path.join(tmpdir(), 'groundwork-consumers'), { recursive: true, force: true });
  const stopLoad = withLoad ? startLoad(loops) : () => {};
  const started = Date.now();
  const { code, output } = await run('bash', ['.ci/run'], { cwd: clone, env: { ...process.env, CI: 'true' } });
  const wall = (Date.now() - started) / 1000;
  stopLoad();
  const tests = /^tests: (\d+) passed, (\d+) failed$/m.exec(output);
  const npmTestWall = /^ {2}wall time: ([\d.]+) s$/m.exec(output);
  const npmTestCpu = /^ {2}CPU time: ([\d.]+) s/m.exec(output);
  const matrix = /consumer matrix\s+([\d.]+) s/.exec(output);
  const failedAt = /^Failed at: (.+)$/m.exec(output);
  // After npm test, in the same clone (its own Vitest cache: none of npm test's runs used it).
  let coverage = '';
  if (code === 0 && index <= coverageRuns) {
    const measured = await run('npm', ['run', 'test:coverage'], { cwd: clone, env: { ...process.env, CI: 'true' } });
    const figure = (name) => new RegExp(`^${name}\\s*: ([\\d.]+)%`, 'm').exec(measured.output)?.[1] ?? '?';
    coverage = `${['Statements', 'Branches', 'Functions', 'Lines'].map(figure).join(' / ')} %${measured.code === 0 ? '' : ` (exit ${measured.code})`}`;
  }
  const row = {
    index,
    commit: at,
    load: withLoad ? `${loops} busy loops` : 'quiet',
    ok: code === 0,
    wall: wall.toFixed(1),
    npmTest: npmTestWall?.[1] ?? '–',
    cpu: npmTestCpu?.[1] ?? '–',
    matrix: matrix?.[1] ?? '–',
    tests: tests ? `${tests[1]} passed, ${tests[2]} failed` : '–',
    failedAt: failedAt?.[1] ?? '',
    coverage,
  };
  rows.push(row);
  console.log(`run ${index}/${runs} ${at} (${row.load}): ${row.ok ? 'passed' : `FAILED at ${row.failedAt || 'install'}`}, .ci/run ${row.wall} s, npm test ${row.npmTest} s (${row.cpu} s CPU), consumer matrix ${row.matrix} s, ${row.tests}${row.coverage ? `, coverage ${row.coverage}` : ''}`);
  // Each step's wall and CPU (npm test's Summary), so a run's figures can be compared step by step.
  const summary = /^Summary\n([\s\S]*?)^ {2}wall time:.*$/m.exec(output);
  if (summary) console.log(summary[0].replace(/^/gm, '  '));
  if (row.ok) rmSync(parent, { recursive: true, force: true });
  else console.log(`  kept for a look: ${clone} (reports/logs/)`);
  // Keep a failure's clone; the output's tail says where it stopped.
  if (!row.ok) console.log(output.split('\n').slice(-30).join('\n'));
}

const withCoverage = coverageRuns > 0;
console.log(`\n| run | commit | load | result | \`.ci/run\` wall | \`npm test\` wall | \`npm test\` CPU | consumer matrix | tests |${withCoverage ? ' coverage (statements / branches / functions / lines) |' : ''}`);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |${withCoverage ? ' --- |' : ''}`);
for (const row of rows) {
  console.log(`| ${row.index} | ${row.commit} | ${row.load} | ${row.ok ? 'passed' : `failed: ${row.failedAt}`} | ${row.wall} s | ${row.npmTest} s | ${row.cpu} s | ${row.matrix} s | ${row.tests} |${withCoverage ? ` ${row.coverage || '–'} |` : ''}`);
}
if (pairs) {
  const ratios = [];
  for (let i = 0; i + 1 < rows.length; i += 2) {
    const [old, now] = [Number(rows[i].cpu), Number(rows[i + 1].cpu)];
    if (!Number.isFinite(old) || !Number.isFinite(now)) continue;
    ratios.push(now / old);
    console.log(`pair ${i / 2 + 1}: ${older} ${old} s, ${commit} ${now} s of CPU: ${((1 - now / old) * 100).toFixed(1)} % less`);
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  if (sorted.length > 0) console.log(`median over ${sorted.length} pair(s): ${commit} takes ${((1 - sorted[Math.floor(sorted.length / 2)]) * 100).toFixed(1)} % less CPU than ${older}`);
}
const newer = rows.filter((row) => row.commit === commit);
console.log(`\n${newer.filter((row) => row.ok).length} of ${newer.length} fresh clones of ${commit} passed${pairs ? `; ${rows.filter((row) => row.commit === older && row.ok).length} of ${rows.length - newer.length} of ${older}` : ''}.`);
process.exit(rows.every((row) => row.ok) ? 0 : 1);
