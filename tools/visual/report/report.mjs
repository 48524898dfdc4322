// Turns one run's records — PNG shots and spoken records (what a screen reader says, `.txt`) — into
// the manifest and the HTML review report beside their files. Unchanged ones are listed in the manifest only.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../compare/index.mjs';
import { baselineDirFor, isSpokenCell, parseShotFileName, relative, repoRoot, runRecords } from '../shared/index.mjs';
import { renderReviewPage } from '../review/index.mjs';

/** Every shot and spoken record this process recorded into `outDir`. */
export function readEntries(outDir) {
  return runRecords()
    .filter((record) => record.outDir === outDir)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'outDir')));
}

/**
 * Baselines no story claims any more — PNG shots and spoken records alike: in a story file that ran,
 * a story id that did not run or a cell the story no longer allows; and whole baseline folders whose
 * story file is gone. A story's cells are those any of its entries allows: its shots allow the
 * shot cells, its spoken records the spoken ones.
 * @param {object[]} entries
 * @param {string} [root]
 * @param {string[]} [ranStoryFiles]  repository-relative story files that ran: one whose stories
 *   shot nothing (visual turned off) claims none of its baselines either
 */
export function findOrphans(entries, root = repoRoot, ranStoryFiles = []) {
  const orphans = [];
  const byDir = new Map();
  for (const file of ranStoryFiles) byDir.set(path.relative(root, baselineDirFor(path.join(root, file))).split(path.sep).join('/'), new Map());
  for (const entry of entries) {
    if (!entry.storyFile) continue;
    const claimed = byDir.get(entry.baselineDir) ?? new Map();
    claimed.set(entry.storyId, new Set([...(claimed.get(entry.storyId) ?? []), ...(entry.allowedCells ?? [])]));
    byDir.set(entry.baselineDir, claimed);
  }
  for (const [dir, claimed] of byDir) {
    const abs = path.join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs)) {
      const parsed = parseShotFileName(name);
      if (!parsed) continue;
      const cells = claimed.get(parsed.storyId);
      if (!cells) orphans.push(orphan(root, dir, name, `story ${parsed.storyId} no longer exists`));
      else if (!cells.has(parsed.cell)) orphans.push(orphan(root, dir, name, `story ${parsed.storyId} is no longer ${isSpokenCell(parsed.cell) ? 'recorded' : 'shot'} in ${parsed.cell}`));
    }
  }
  for (const dir of screenshotDirs(root)) {
    const name = path.basename(dir);
    const storiesDir = path.dirname(path.dirname(path.join(root, dir)));
    const hasStoryFile = readdirSync(storiesDir).some((file) => file.startsWith(`${name}.stories.`));
    if (hasStoryFile) continue;
    for (const file of readdirSync(path.join(root, dir))) {
      if (parseShotFileName(file)) orphans.push(orphan(root, dir, file, `story file ${name}.stories.* no longer exists`));
    }
  }
  return orphans;
}

// Every stories/…/__screenshots__/<Name>/ folder, relative to root.
function screenshotDirs(root) {
  const found = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    for (const item of readdirSync(abs, { withFileTypes: true })) {
      if (!item.isDirectory() || item.name === 'node_modules') continue;
      const child = `${rel}/${item.name}`;
      if (item.name === '__screenshots__') {
        for (const sub of readdirSync(path.join(root, child), { withFileTypes: true })) if (sub.isDirectory()) found.push(`${child}/${sub.name}`);
      } else walk(child);
    }
  };
  walk('stories');
  return found;
}

function orphan(root, dir, name, reason) {
  const file = path.join(root, dir, name);
  return { ...parseShotFileName(name), baseline: `${dir.replace(/\/$/, '')}/${name}`, hash: hashOf(readFileSync(file)), reason };
}

const severity = { missing: 0, changed: 1, new: 2, orphan: 3, skipped: 4, unchanged: 5 };

/** Most serious first, then by story and cell: the order of the manifest and the page. */
export const bySeverity = (a, b) => severity[a.status] - severity[b.status] || a.storyId.localeCompare(b.storyId) || a.cell.localeCompare(b.cell);

const isSpoken = (entry) => entry.medium === 'spoken' || isSpokenCell(entry.cell);

/**
 * The counts of a run (or of merged shards) from its entries and orphans. `shots` and the counts
 * beside it are PNG shots; `spoken` counts the spoken records apart (a record is not a shot, and a
 * run's "N shots" must keep meaning pictures). `orphans` counts every baseline to remove, of either kind.
 * @param {object[]} entries
 * @param {object[]} orphans
 * @param {boolean} full
 */
export function summarise(entries, orphans, full) {
  const records = entries.filter(isSpoken);
  const pictures = entries.filter((e) => !isSpoken(e));
  const shots = pictures.filter((e) => e.status !== 'skipped');
  const count = (status, list = pictures) => list.filter((e) => e.status === status).length;
  const ms = shots.reduce((sum, e) => sum + e.switchMs + e.shotMs + e.compareMs, 0);
  const read = records.filter((e) => e.status !== 'skipped');
  const spokenMs = read.reduce((sum, e) => sum + (e.shotMs ?? 0) + (e.compareMs ?? 0), 0);
  return {
    shots: shots.length,
    unchanged: count('unchanged'),
    changed: count('changed'),
    new: count('new'),
    missing: count('missing'),
    skipped: count('skipped'),
    // Skipped because the story's test failed (not because this machine's renderer differs): shots
    // and spoken records, so a story that has only records and failed is still a report to read.
    failed: entries.filter((e) => e.status === 'skipped' && !e.notCompared).length,
    // Not compared: this machine's renderer differs from the baselines' (renderer-gate.mjs).
    notCompared: pictures.filter((e) => e.notCompared).length,
    // Unchanged shots whose PNG bytes equal the baseline's (not just their pixels): determinism.
    byteIdentical: pictures.filter((e) => e.status === 'unchanged' && e.oldHash === e.newHash).length,
    orphans: orphans.length,
    seconds: Math.round(ms / 100) / 10,
    msPerShot: shots.length ? Math.round(ms / shots.length) : 0,
    spoken: {
      records: read.length,
      unchanged: count('unchanged', records),
      changed: count('changed', records),
      new: count('new', records),
      missing: count('missing', records),
      skipped: count('skipped', records),
      orphans: orphans.filter(isSpoken).length,
      seconds: Math.round(spokenMs / 100) / 10,
    },
    full,
  };
}

/** The spoken records of a summary that ask a decision (changed, new, missing); 0 for a manifest from before spoken records. */
export const spokenChanges = (summary) => (summary.spoken ? summary.spoken.changed + summary.spoken.new + summary.spoken.missing : 0);

/**
 * A run's counts in words, for the line a story run and a merge end with: the shots', then the spoken
 * records' apart (`…; 34 spoken records in 3.1 s — 33 unchanged, 1 changed, 0 new, 0 missing`).
 * @param {ReturnType<typeof summarise>} summary
 */
export function countsText(summary) {
  const spoken = summary.spoken;
  return (
    `${summary.unchanged} unchanged (${summary.byteIdentical} byte-identical), ${summary.changed} changed, ${summary.new} new, ${summary.missing} missing, ` +
    `${summary.orphans} orphaned baselines${spoken?.orphans ? ` (${spoken.orphans} of them spoken records)` : ''}` +
    (summary.notCompared ? `, ${summary.notCompared} NOT COMPARED` : '') +
    (spoken?.records ? `; ${spoken.records} spoken records in ${spoken.seconds} s — ${spoken.unchanged} unchanged, ${spoken.changed} changed, ${spoken.new} new, ${spoken.missing} missing` : '') +
    (spoken?.skipped ? `, ${spoken.skipped} not recorded (their story failed)` : '')
  );
}

/** Whether a report needs its page: something to review, or shots that were not compared (the page says so first). */
export const needsReview = (summary) =>
  summary.changed + summary.new + summary.missing + spokenChanges(summary) + summary.orphans + (summary.failed ?? 0) + (summary.notCompared ?? 0) > 0;

/** The report's baseline copies this process made: copy path → the hash of the baseline its entry was compared with. */
const copiedBaselines = new Map();

/**
 * Writes `manifest` into its folder as manifest.json and, when anything needs review, the review
 * page index.html beside it with a copy of each baseline it shows (baseline/…: a changed shot's PNG,
 * a changed spoken record's text, a baseline to remove), so the folder stands alone.
 * @param {string} outDir
 * @param {object} manifest
 * @returns {string | undefined} the report's path, if one was written
 */
export function writeReport(outDir, manifest) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  if (!needsReview(manifest.summary)) return undefined;
  const copyBaseline = (file, hash) => {
    const from = path.join(repoRoot, file);
    if (!existsSync(from)) return undefined;
    const to = path.join(outDir, 'baseline', file);
    // visual:watch writes its report after every story of a round: a baseline already copied for the
    // same comparison (its hash) is not copied again.
    if (hash === undefined || copiedBaselines.get(to) !== hash || !existsSync(to)) {
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
      if (hash !== undefined) copiedBaselines.set(to, hash);
    }
    return relative(to);
  };
  for (const entry of manifest.entries) if (entry.status === 'changed') copyBaseline(entry.baseline, entry.oldHash);
  for (const orphan of manifest.orphans) copyBaseline(orphan.baseline);
  const report = path.join(outDir, 'index.html');
  writeFileSync(report, renderReviewPage(manifest, { reportDir: outDir, reportLabel: relative(outDir) }));
  return report;
}

/**
 * Writes this run's manifest.json into `outDir` (always, when anything was shot: merging shards
 * needs the unchanged shots' hashes too) and index.html when anything needs review (a change, a new
 * or missing baseline, an orphan). Returns a summary either way.
 * @param {{ outDir: string, checkOrphans: boolean, full: boolean, shard?: { index: number, count: number }, ranStoryFiles?: string[], notComparedReason?: string }} options
 *   notComparedReason: why shots were not compared on this renderer (the page's banner says it)
 */
export function buildReport({ outDir, checkOrphans, full, shard, ranStoryFiles = [], notComparedReason }) {
  const entries = readEntries(outDir).sort(bySeverity);
  const orphans = checkOrphans ? findOrphans(entries, repoRoot, ranStoryFiles) : [];
  const summary = summarise(entries, orphans, full);
  if (entries.length === 0 && orphans.length === 0) return { summary, report: undefined };
  const manifest = { version: 1, generatedAt: new Date().toISOString(), outDir: relative(outDir), shard: shard ?? null, summary, ...(notComparedReason ? { notComparedReason } : {}), entries, orphans };
  return { summary, report: writeReport(outDir, manifest) };
}
