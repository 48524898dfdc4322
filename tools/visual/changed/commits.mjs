#!/usr/bin/env node
// `npm run visual:commits [-- base]`: the commits since base (a pull request's), each shot on its
// own, as Chromatic builds each commit: for every commit a worktree at base with that commit alone
// applied, `visual:changed` run there (the story files that commit touches, token-aware), and its
// report kept as reports/visual-commits/<n>-<sha>/. Where two commits change the same shots (one
// moves a row, the next rewords a text inside it), each report shows one commit's change and says so
// up front; `--combine 1,3` shoots commits together, so they can be accepted together without the
// ones between. A commit that changes tokens.css reads the record of what the stories render at
// base: made once here when base's sources have none (a fresh clone), then reused for every commit.
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCommandLine, relative, repoRoot, sourceFingerprint, tokenUsageDir } from '../shared/index.mjs';
import { renderReviewPage } from '../review/index.mjs';
import { asksDecisions, commitsIndexPage, decidedShots, reviewCounts } from './commits-index.mjs';
import { combinedFolder, commitOverlaps, parseCombine, recordStep, tokensFile } from './commits-plan.mjs';

const usage = `Usage: npm run visual:commits -- [base] [--combine N,M…] [--keep-worktree]

Shoots each commit since base (default: origin/main, else main) on its own: a worktree at base with
that one commit applied (a commit that does not apply alone is shot with the commits before it,
and says so), the story files it touches run there, and its report kept under
reports/visual-commits/<n>-<sha>/. Review and accept one commit's changes with
npm run visual:review -- reports/visual-commits/<n>-<sha>. A report says first which of its shots
other commits change too.

  --combine N,M…   shoot those commits (numbered from 1, the oldest since base) together on base,
                   without the others: one report, reports/visual-commits/N+M-<sha>+<sha>/, to
                   accept commits that change the same shots (their own reports refuse the second
                   accept as stale)

When a commit changes tokens.css and base's sources have no record of what the stories render, the
record is made once first (one run of every story file at base) and used for every commit.`;

const args = readCommandLine('visual:commits', usage, () => {
  const parsed = parseArgs({ allowPositionals: true, strict: true, options: { 'keep-worktree': { type: 'boolean' }, combine: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (parsed.positionals.length > 1) throw new Error(`one base at most, got ${parsed.positionals.join(', ')}`);
  return parsed;
});

const git = (cwd, ...gitArgs) => execFileSync('git', gitArgs, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const tryGit = (cwd, ...gitArgs) => spawnSync('git', gitArgs, { cwd, encoding: 'utf8' }).status === 0;
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const baseName = args.positionals[0] ?? ['origin/main', 'main'].find((name) => tryGit(repoRoot, 'rev-parse', '--verify', '--quiet', name));
if (!baseName || !tryGit(repoRoot, 'rev-parse', '--verify', '--quiet', `${baseName}^{commit}`)) {
  console.error(`visual:commits: no base commit ${baseName ?? '(origin/main and main do not exist)'}; name one: npm run visual:commits -- <base>`);
  process.exit(2);
}
// As a commit: in the worktree, HEAD and branch-relative names mean something else.
const base = git(repoRoot, 'rev-parse', `${baseName}^{commit}`);
const commits = git(repoRoot, 'rev-list', '--reverse', `${base}..HEAD`)
  .split('\n')
  .filter(Boolean)
  .map((sha, i) => ({ n: i + 1, sha, short: sha.slice(0, 8), subject: git(repoRoot, 'log', '-1', '--format=%s', sha) }));
if (commits.length === 0) {
  console.log(`visual:commits: no commits since ${base}`);
  process.exit(0);
}
let combine;
try {
  combine = args.values.combine ? parseCombine(args.values.combine, commits.length).map((n) => commits[n - 1]) : undefined;
} catch (error) {
  console.error(`visual:commits: ${error.message}`);
  process.exit(2);
}

const reports = path.join(repoRoot, 'reports', 'visual-commits');
// Under reports/ (ignored by git, the linters and the test projects), not under node_modules/:
// Vitest follows no import of a file whose path has a node_modules folder in it, so a changed
// stylesheet there selected no story.
const worktree = path.join(reports, 'worktree');
// The record the commits' runs read: base's alone, copied here so that the records each run writes
// for its own sources (base + that commit) cannot push it out (token-usage.mjs keeps five states).
const runRecords = path.join(reports, 'records');

/** A worktree at base with this repository's dependencies (hard links: Vite serves only files under its root, so no symlink). */
function makeWorktree() {
  if (existsSync(worktree)) tryGit(repoRoot, 'worktree', 'remove', '--force', worktree);
  rmSync(worktree, { recursive: true, force: true });
  tryGit(repoRoot, 'worktree', 'prune');
  mkdirSync(reports, { recursive: true });
  git(repoRoot, 'worktree', 'add', '--detach', '--quiet', worktree, base);
  // Followed to its target: a checkout whose node_modules is a link to another's hard-links the files.
  const modules = path.join(repoRoot, 'node_modules');
  const target = path.join(worktree, 'node_modules');
  mkdirSync(target, { recursive: true });
  // The caches are this checkout's.
  const entries = readdirSync(modules).filter((entry) => !['.cache', '.vite', '.vitest'].includes(entry));
  execFileSync('cp', ['-al', ...entries.map((entry) => path.join(modules, entry)), target], { stdio: 'inherit' });
}

/** The worktree at base, clean. */
function atBase() {
  git(worktree, 'reset', '--hard', '--quiet');
  git(worktree, 'clean', '-fdq', '-e', 'node_modules');
  git(worktree, 'checkout', '--detach', '--quiet', base);
}

/** The worktree at base with `shas` applied (in order, uncommitted); false when they do not apply together. */
function applied(shas) {
  atBase();
  if (tryGit(worktree, 'cherry-pick', '--no-commit', ...shas)) return true;
  tryGit(worktree, 'cherry-pick', '--abort');
  atBase();
  return false;
}

/** The worktree at base with `commit` applied alone; or, when it does not apply alone, at the commit itself. */
function checkOut(commit) {
  if (applied([commit])) return { alone: true };
  git(worktree, 'checkout', '--detach', '--quiet', commit);
  return { alone: false };
}

/** The newest record of `state` in `records`, if any: when it was made. */
function recordedAt(records, state) {
  const dir = path.join(records, state);
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
  return files.length ? JSON.parse(readFileSync(path.join(dir, files.at(-1)), 'utf8')).recordedAt : undefined;
}

/**
 * Base's record of what the stories render, in runRecords: found (this checkout's, or an earlier
 * visual:commits run's) or, when a commit to shoot changes tokens.css, made once by running every
 * story file in the worktree at base.
 */
function baseRecord(shot) {
  const state = sourceFingerprint(base);
  const tokenCommits = shot.filter(({ sha }) => git(repoRoot, 'diff-tree', '--no-commit-id', '--name-only', '-r', sha).split('\n').includes(tokensFile)).map(({ n }) => n);
  const own = tokenUsageDir();
  const found = recordedAt(own, state) ?? recordedAt(runRecords, state);
  const step = recordStep({ tokenCommits, recordedAt: found });
  console.log(`visual:commits: ${step.message}`);
  if (step.make) {
    const started = performance.now();
    atBase();
    // Into this checkout's records too: a later `visual:changed` against base reads it.
    const run = spawnSync(path.join(worktree, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'storybook'], {
      cwd: worktree,
      stdio: 'inherit',
      env: { ...process.env, GW_TOKEN_USAGE_DIR: own, GW_VISUAL_OUT_DIR: path.join(worktree, 'reports', 'visual-record') },
    });
    const made = recordedAt(own, state);
    console.log(
      made
        ? `visual:commits: record of base's sources made in ${seconds(started)}${run.status ? ` (the run at base exited ${run.status}: the stories it shot are recorded, the others run in full where a token change reaches them)` : ''}`
        : `visual:commits: no record was made (the run at base exited ${run.status}); token changes are selected by the sources`,
    );
  }
  mkdirSync(runRecords, { recursive: true });
  keepOnly(state);
  if (!existsSync(path.join(runRecords, state)) && existsSync(path.join(own, state))) cpSync(path.join(own, state), path.join(runRecords, state), { recursive: true });
  return state;
}

// The worktree's runs write their reports where the worktree keeps them (copied out below), and
// read base's record of what the stories render (kept apart, in runRecords).
const runEnv = { ...process.env, GW_TOKEN_USAGE_DIR: runRecords };
delete runEnv.GW_VISUAL_OUT_DIR;

/** Only base's record in runRecords: each run adds its own sources' state, which the next does not need. */
function keepOnly(state) {
  for (const name of existsSync(runRecords) ? readdirSync(runRecords) : []) if (name !== state) rmSync(path.join(runRecords, name), { recursive: true, force: true });
}

/** `visual:changed` in the worktree against `against`; its report copied to `folder`. */
function shoot(against, folder) {
  rmSync(folder, { recursive: true, force: true });
  const own = path.join(worktree, 'reports', 'visual');
  rmSync(own, { recursive: true, force: true });
  const run = spawnSync(process.execPath, [path.join(worktree, 'tools/visual/changed/changed.mjs'), against], { cwd: worktree, stdio: 'inherit', env: runEnv });
  const manifestFile = path.join(own, 'manifest.json');
  if (!existsSync(manifestFile)) return { exit: run.status };
  cpSync(own, folder, { recursive: true });
  return { exit: run.status, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) };
}

/** Adds what visual:commits knows to a report's manifest, and renders its page again with it (the banner). */
function describeReport(folder, commit) {
  const manifestFile = path.join(folder, 'manifest.json');
  const manifest = { ...JSON.parse(readFileSync(manifestFile, 'utf8')), commit };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(folder, 'index.html'), renderReviewPage(manifest, { reportDir: folder, reportLabel: relative(folder) }));
}

const cleanUp = () => {
  if (args.values['keep-worktree']) return;
  tryGit(repoRoot, 'worktree', 'remove', '--force', worktree);
  rmSync(worktree, { recursive: true, force: true });
  tryGit(repoRoot, 'worktree', 'prune');
};

const started = performance.now();
if (combine) {
  const names = combine.map((c) => `${c.n} (${c.short})`).join(' + ');
  console.log(`visual:commits: commits ${names} shot together on ${baseName} (${base.slice(0, 8)}), without the others`);
  makeWorktree();
  let exit = 0;
  try {
    const state = baseRecord(combine);
    if (!applied(combine.map((c) => c.sha))) {
      console.error(`visual:commits: commits ${names} do not apply together on ${baseName} without the commits between them; review the range up to ${combine.at(-1).n} instead`);
      exit = 2;
    } else {
      keepOnly(state);
      const folder = path.join(reports, combinedFolder(combine));
      const { exit: runExit, manifest } = shoot(base, folder);
      if (manifest) {
        // Each commit's own report, where an earlier run left one: accepting from it first makes these shots stale here.
        const ownReports = combine.map(({ n, short }) => path.join(reports, `${n}-${short}`)).filter((dir) => existsSync(path.join(dir, 'manifest.json'))).map(relative);
        describeReport(folder, { base: baseName, commits: combine.map(({ n, short, subject }) => ({ n, short, subject })), alone: true, sharedWith: [], ownReports });
        const s = manifest.summary;
        console.log(`\nvisual:commits: ${names} together: ${s.shots} shots, ${reviewCounts(s)} (${seconds(started)})`);
        console.log(`  npm run visual:review -- ${relative(folder)}`);
      } else console.log(`\nvisual:commits: ${names} together touch no story (nothing shot)`);
      exit = runExit && !manifest ? 1 : 0;
    }
  } finally {
    cleanUp();
  }
  process.exit(exit);
}

console.log(`visual:commits: ${commits.length} commits since ${baseName} (${base.slice(0, 8)}), each shot on its own`);
makeWorktree();
const rows = [];
try {
  const state = baseRecord(commits);
  for (const { n, sha, short, subject } of commits) {
    const commitStarted = performance.now();
    const { alone } = checkOut(sha);
    const against = alone ? baseName : `${baseName} (with the commits before it: it does not apply alone)`;
    console.log(`\nvisual:commits: ${n}/${commits.length} ${short} ${subject}\n  shot against ${against}`);
    keepOnly(state);
    // visual:changed in the worktree: the story files this commit touches, against base (alone: its
    // diff is this commit's), with base's record of what the stories render.
    const folder = path.join(reports, `${n}-${short}`);
    const { exit, manifest } = shoot(alone ? base : `${sha}^`, folder);
    const summary = manifest?.summary;
    rows.push({ n, short, subject, alone, summary, folder: summary ? relative(folder) : undefined, shots: manifest ? decidedShots(manifest) : [], exit, time: seconds(commitStarted) });
  }
} finally {
  cleanUp();
}

// Each report says up front which of its shots other commits change too, and how to shoot them together.
const overlaps = commitOverlaps(rows, baseName);
for (const row of rows.filter((r) => r.folder)) {
  const { sharedWith, combine: together } = overlaps.get(row.n);
  describeReport(path.join(repoRoot, row.folder), {
    base: baseName,
    commits: [{ n: row.n, short: row.short, subject: row.subject }],
    alone: row.alone,
    sharedWith: sharedWith.map((other) => ({ ...other, ...(rows.find((r) => r.n === other.n)?.folder ? { folder: rows.find((r) => r.n === other.n).folder } : {}) })),
    ...(together ? { combine: together } : {}),
  });
}

// The commits in one page, each linked to its review (folders relative to the page).
const indexPage = path.join(reports, 'index.html');
writeFileSync(indexPage, commitsIndexPage({ base: baseName, rows: rows.map((row) => ({ ...row, folder: row.folder && path.relative(reports, path.join(repoRoot, row.folder)) })) }));
console.log(`\nvisual:commits: ${commits.length} commits since ${baseName} in ${seconds(started)} (all in one page: ${relative(indexPage)})`);
for (const row of rows) {
  const what = row.summary
    ? `${row.summary.shots} shots: ${reviewCounts(row.summary)}${row.summary.notCompared ? `, ${row.summary.notCompared} NOT COMPARED` : ''}`
    : 'no story touched (nothing shot)';
  console.log(`  ${row.n}. ${row.short} ${row.subject}${row.alone ? '' : ' [with the commits before it]'}: ${what}${row.exit ? ` (exit ${row.exit})` : ''}, ${row.time}`);
  if (row.folder && asksDecisions(row.summary)) console.log(`     npm run visual:review -- ${row.folder}`);
  const { sharedWith, combine: together } = overlaps.get(row.n);
  if (sharedWith.length > 0) {
    console.log(`     shares ${sharedWith.map((other) => `${other.shots.length} ${other.shots.length === 1 ? 'shot' : 'shots'} with ${other.n}`).join(', ')}: to accept them together, ${together}`);
  }
}
// Failed when a commit's run could not compare, or failed for another reason than changed shots or spoken records.
const broken = rows.filter((row) => row.exit !== 0 && !asksDecisions(row.summary));
process.exit(broken.length > 0 ? 1 : 0);
