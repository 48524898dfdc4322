#!/usr/bin/env node
// `npm run visual:commits [-- base]`: the commits since base (a pull request's), each shot on its
// own, as Chromatic builds each commit: for every commit a worktree at base with that commit alone
// applied, `visual:changed` run there (the story files that commit touches, token-aware), and its
// report kept as reports/visual-commits/<n>-<sha>/. Where two commits change the same shots (one
// moves a row, the next rewords a text inside it), each report shows one commit's change, and
// accepting from it writes base + that commit: `npm run visual:review -- reports/visual-commits/…`.
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCommandLine, relative, repoRoot, tokenUsageDir } from '../shared/index.mjs';
import { commitsIndexPage, decidedShots } from './commits-index.mjs';

const usage = `Usage: npm run visual:commits -- [base] [--keep-worktree]

Shoots each commit since base (default: origin/main, else main) on its own: a worktree at base with
that one commit applied (a commit that does not apply alone is shot with the commits before it,
and says so), the story files it touches run there, and its report kept under
reports/visual-commits/<n>-<sha>/. Review and accept one commit's changes with
npm run visual:review -- reports/visual-commits/<n>-<sha>.`;

const args = readCommandLine('visual:commits', usage, () => {
  const parsed = parseArgs({ allowPositionals: true, strict: true, options: { 'keep-worktree': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (parsed.positionals.length > 1) throw new Error(`one base at most, got ${parsed.positionals.join(', ')}`);
  return parsed;
});

const git = (cwd, ...gitArgs) => execFileSync('git', gitArgs, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const tryGit = (cwd, ...gitArgs) => spawnSync('git', gitArgs, { cwd, encoding: 'utf8' }).status === 0;

const baseName = args.positionals[0] ?? ['origin/main', 'main'].find((name) => tryGit(repoRoot, 'rev-parse', '--verify', '--quiet', name));
if (!baseName || !tryGit(repoRoot, 'rev-parse', '--verify', '--quiet', `${baseName}^{commit}`)) {
  console.error(`visual:commits: no base commit ${baseName ?? '(origin/main and main do not exist)'}; name one: npm run visual:commits -- <base>`);
  process.exit(2);
}
// As a commit: in the worktree, HEAD and branch-relative names mean something else.
const base = git(repoRoot, 'rev-parse', `${baseName}^{commit}`);
const commits = git(repoRoot, 'rev-list', '--reverse', `${base}..HEAD`).split('\n').filter(Boolean);
if (commits.length === 0) {
  console.log(`visual:commits: no commits since ${base}`);
  process.exit(0);
}

const reports = path.join(repoRoot, 'reports', 'visual-commits');
// Under reports/ (ignored by git, the linters and the test projects), not under node_modules/:
// Vitest follows no import of a file whose path has a node_modules folder in it, so a changed
// stylesheet there selected no story.
const worktree = path.join(reports, 'worktree');

/** A worktree at base with this repository's dependencies (hard links: Vite serves only files under its root, so no symlink). */
function makeWorktree() {
  if (existsSync(worktree)) tryGit(repoRoot, 'worktree', 'remove', '--force', worktree);
  rmSync(worktree, { recursive: true, force: true });
  tryGit(repoRoot, 'worktree', 'prune');
  mkdirSync(reports, { recursive: true });
  git(repoRoot, 'worktree', 'add', '--detach', '--quiet', worktree, base);
  const modules = path.join(repoRoot, 'node_modules');
  const target = path.join(worktree, 'node_modules');
  mkdirSync(target, { recursive: true });
  // The caches are this checkout's.
  const entries = readdirSync(modules).filter((entry) => !['.cache', '.vite', '.vitest'].includes(entry));
  execFileSync('cp', ['-al', ...entries.map((entry) => path.join(modules, entry)), target], { stdio: 'inherit' });
}

/** The worktree at base with `commit` applied alone; or, when it does not apply alone, at the commit itself. */
function checkOut(commit) {
  git(worktree, 'reset', '--hard', '--quiet');
  git(worktree, 'clean', '-fdq', '-e', 'node_modules');
  git(worktree, 'checkout', '--detach', '--quiet', base);
  if (tryGit(worktree, 'cherry-pick', '--no-commit', commit)) return { alone: true };
  tryGit(worktree, 'cherry-pick', '--abort');
  git(worktree, 'reset', '--hard', '--quiet');
  git(worktree, 'checkout', '--detach', '--quiet', commit);
  return { alone: false };
}

// The worktree's runs write their reports where the worktree keeps them (copied out below), and
// read this checkout's record of what the stories render (the same sources give the same record).
const runEnv = { ...process.env, GW_TOKEN_USAGE_DIR: tokenUsageDir() };
delete runEnv.GW_VISUAL_OUT_DIR;
console.log(`visual:commits: ${commits.length} commits since ${baseName} (${base.slice(0, 8)}), each shot on its own`);
makeWorktree();
const rows = [];
try {
  for (const [i, commit] of commits.entries()) {
    const short = commit.slice(0, 8);
    const subject = git(repoRoot, 'log', '-1', '--format=%s', commit);
    const { alone } = checkOut(commit);
    const against = alone ? baseName : `${baseName} (with the commits before it: it does not apply alone)`;
    console.log(`\nvisual:commits: ${i + 1}/${commits.length} ${short} ${subject}\n  shot against ${against}`);
    const folder = path.join(reports, `${i + 1}-${short}`);
    rmSync(folder, { recursive: true, force: true });
    const own = path.join(worktree, 'reports', 'visual');
    rmSync(own, { recursive: true, force: true });
    // visual:changed in the worktree: the story files this commit touches, against base (alone: its
    // diff is this commit's), with the record of what the stories render kept by this checkout.
    const run = spawnSync(process.execPath, [path.join(worktree, 'tools/visual/changed/changed.mjs'), alone ? base : `${commit}^`], {
      cwd: worktree,
      stdio: 'inherit',
      env: runEnv,
    });
    const manifestFile = path.join(own, 'manifest.json');
    if (existsSync(manifestFile)) {
      mkdirSync(reports, { recursive: true });
      cpSync(own, folder, { recursive: true });
    }
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
    const summary = manifest?.summary;
    rows.push({ n: i + 1, short, subject, alone, summary, folder: summary ? relative(folder) : undefined, shots: manifest ? decidedShots(manifest) : [], exit: run.status });
  }
} finally {
  if (!args.values['keep-worktree']) {
    tryGit(repoRoot, 'worktree', 'remove', '--force', worktree);
    rmSync(worktree, { recursive: true, force: true });
    tryGit(repoRoot, 'worktree', 'prune');
  }
}

// The commits in one page, each linked to its review (folders relative to the page).
const indexPage = path.join(reports, 'index.html');
writeFileSync(indexPage, commitsIndexPage({ base: baseName, rows: rows.map((row) => ({ ...row, folder: row.folder && path.relative(reports, path.join(repoRoot, row.folder)) })) }));
console.log(`\nvisual:commits: ${commits.length} commits since ${baseName} (all in one page: ${relative(indexPage)})`);
for (const row of rows) {
  const what = row.summary
    ? `${row.summary.shots} shots: ${row.summary.changed} changed, ${row.summary.new} new, ${row.summary.missing} missing${row.summary.notCompared ? `, ${row.summary.notCompared} NOT COMPARED` : ''}`
    : 'no story touched (nothing shot)';
  console.log(`  ${row.n}. ${row.short} ${row.subject}${row.alone ? '' : ' [with the commits before it]'}: ${what}${row.exit ? ` (exit ${row.exit})` : ''}`);
  if (row.folder && (row.summary.changed || row.summary.new || row.summary.missing)) console.log(`     npm run visual:review -- ${row.folder}`);
}
// Failed when a commit's run could not compare, or failed for another reason than changed shots.
const broken = rows.filter((row) => row.exit !== 0 && !(row.summary && (row.summary.changed || row.summary.new || row.summary.missing)));
process.exit(broken.length > 0 ? 1 : 0);
