// The Node half of the spoken records: what the virtual screen reader heard (browser/spoken.ts, or the
// app's e2e) compared byte for byte with the committed text beside the story's shots, written and
// recorded in the run's manifest exactly as a shot is (command.mjs), with `medium: 'spoken'`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf, lineDiff } from '../compare/index.mjs';
import { baselineDirFor, insideReports, isSpokenCell, relative, repoRoot, runOutDir, runRecords, spokenFileName } from '../shared/index.mjs';
import { isCI } from './command.mjs';

/**
 * @typedef {object} SpokenRequest
 * @property {string} storyId          a story's id, or `app--<slug>` for the app's records
 * @property {string} cell             'spoken-ltr' | 'spoken-rtl'
 * @property {string} [text]           the record (UTF-8, LF, ending with a newline); absent when `skipped`
 * @property {string | null} storyFile the story (or spec) file, absolute or repo-relative, or null
 * @property {string} [baselineDir]    where the baseline lives, absolute or repo-relative (default: beside the story's shots)
 * @property {string[]} allowedCells   the spoken cells this story may have records for (orphan detection)
 * @property {number} [readMs]         how long the reading took in the browser
 * @property {boolean} [skipped]       the story failed before its records: claim the baseline, compare nothing
 * @property {string} [failure]        why it was skipped (the test's first error)
 */

/**
 * @typedef {object} SpokenResult
 * @property {'new' | 'changed' | 'unchanged' | 'missing' | 'skipped'} status
 * @property {string} baseline          repo-relative path of the baseline
 * @property {string | null} actual     repo-relative path of the actual text, null when unchanged or skipped
 * @property {{ removed: number, added: number } | undefined} lines  changed only: the line diff's counts
 */

const write = (file, bytes) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
};

const round = (n) => Math.round(n * 10) / 10;

/** Whether a folder is one of the throwaway ones under reports/ (self-tests), whose baselines are written even under CI. */
const underReports = (dir) => (dir + path.sep).startsWith(path.join(repoRoot, 'reports') + path.sep);

/**
 * Compares one spoken record with its baseline, writes the baseline (local run, none yet) or the
 * actual text (changed, or missing under CI) and pushes its manifest entry into this run's records.
 * @param {SpokenRequest} request
 * @param {{ outDir: string }} options  the run's output folder (absolute or repo-relative)
 * @returns {SpokenResult}
 */
export function recordSpoken(request, { outDir }) {
  const started = performance.now();
  const { storyId, cell } = request;
  if (!isSpokenCell(cell)) throw new Error(`spoken: ${cell} is not a spoken cell (spoken-ltr, spoken-rtl)`);
  const storyFile = request.storyFile ? path.resolve(repoRoot, request.storyFile) : null;
  if (!storyFile && !request.baselineDir) throw new Error(`spoken: ${storyId} has neither a story file nor a baseline folder`);
  const baselineDir = request.baselineDir ? path.resolve(repoRoot, request.baselineDir) : baselineDirFor(storyFile);
  const out = path.resolve(repoRoot, outDir);
  const baselineFile = path.join(baselineDir, spokenFileName(storyId, cell));
  // The actual text goes to <outDir>/actual/<baseline path>: a baseline outside the repository would put it outside the run.
  if (path.relative(repoRoot, baselineFile).startsWith('..')) throw new Error(`spoken: ${relative(baselineFile)} is outside the repository`);
  const actualFile = path.join(out, 'actual', path.relative(repoRoot, baselineFile));
  const common = {
    storyId,
    cell,
    medium: 'spoken',
    storyFile: storyFile ? relative(storyFile) : null,
    baselineDir: relative(baselineDir),
    baseline: relative(baselineFile),
  };

  if (request.skipped) {
    // A story that failed before its records: its baseline stays claimed (not an orphan).
    const entry = { ...common, actual: null, diff: null, status: 'skipped', diffRatio: 0, oldHash: null, newHash: null, allowedCells: request.allowedCells, failure: request.failure ?? null };
    runRecords().push({ ...entry, outDir: out });
    return { status: 'skipped', baseline: entry.baseline, actual: null, lines: undefined };
  }
  if (typeof request.text !== 'string') throw new Error(`spoken: no text for ${storyId} in ${cell}`);

  const actual = Buffer.from(request.text, 'utf8');
  const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : undefined;
  let status;
  let lines;
  if (!baseline) {
    write(actualFile, actual);
    if (isCI() && !underReports(baselineDir)) {
      status = 'missing';
    } else {
      write(baselineFile, actual);
      status = 'new';
    }
  } else if (baseline.equals(actual)) {
    status = 'unchanged';
  } else {
    status = 'changed';
    write(actualFile, actual);
    const { removed, added } = lineDiff(baseline.toString('utf8'), request.text);
    lines = { removed, added };
  }

  const entry = {
    ...common,
    actual: status === 'unchanged' ? null : relative(actualFile),
    diff: null,
    status,
    diffRatio: 0,
    oldHash: baseline ? hashOf(baseline) : null,
    newHash: hashOf(actual),
    allowedCells: request.allowedCells,
    ...(lines ? { lines } : {}),
    switchMs: 0,
    shotMs: round(request.readMs ?? 0),
    compareMs: round(performance.now() - started),
  };
  runRecords().push({ ...entry, outDir: out });
  return { status, baseline: entry.baseline, actual: entry.actual, lines };
}

/**
 * The Vitest browser command: records what the story's reader heard (browser/spoken.ts) into this
 * run's output folder. A request's own `baselineDir` and `outDir` are the self-tests' and must be
 * under reports/.
 * @param {{ testPath?: string }} context
 * @param {Omit<SpokenRequest, 'storyFile'> & { outDir?: string }} request
 */
export function visualSpoken(context, request) {
  const { outDir, ...rest } = request;
  return recordSpoken(
    { ...rest, storyFile: context.testPath ?? null, ...(request.baselineDir ? { baselineDir: insideReports(request.baselineDir) } : {}) },
    { outDir: outDir ? insideReports(outDir) : runOutDir() },
  );
}
