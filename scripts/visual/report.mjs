// Turns one run's shot records (reports/visual/entries/*.json) into the manifest and the
// self-contained HTML review report. Unchanged shots are listed in the manifest only.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from './png.mjs';
import { parseShotFileName, relative, repoRoot, runRecords } from './paths.mjs';
import { renderHtml } from './report-html.mjs';

/** Every shot this process recorded into `outDir`. */
export function readEntries(outDir) {
  return runRecords()
    .filter((record) => record.outDir === outDir)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'outDir')));
}

/**
 * Baselines no story claims any more: in a story file that ran, a story id that did not run or a
 * cell the story no longer allows; and whole baseline folders whose story file is gone.
 */
export function findOrphans(entries, root = repoRoot) {
  const orphans = [];
  const byDir = new Map();
  for (const entry of entries) {
    if (!entry.storyFile) continue;
    const claimed = byDir.get(entry.baselineDir) ?? new Map();
    claimed.set(entry.storyId, new Set(entry.allowedCells));
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
      else if (!cells.has(parsed.cell)) orphans.push(orphan(root, dir, name, `story ${parsed.storyId} is no longer shot in ${parsed.cell}`));
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

/**
 * Writes manifest.json and index.html into `outDir` when anything needs review (a change, a new
 * or missing baseline, an orphan). Returns a summary either way.
 * @param {{ outDir: string, checkOrphans: boolean, full: boolean }} options
 */
export function buildReport({ outDir, checkOrphans, full }) {
  const entries = readEntries(outDir).sort(
    (a, b) => severity[a.status] - severity[b.status] || a.storyId.localeCompare(b.storyId) || a.cell.localeCompare(b.cell),
  );
  const shots = entries.filter((e) => e.status !== 'skipped');
  const orphans = checkOrphans ? findOrphans(entries) : [];
  const count = (status) => entries.filter((e) => e.status === status).length;
  const ms = shots.reduce((sum, e) => sum + e.switchMs + e.shotMs + e.compareMs, 0);
  const summary = {
    shots: shots.length,
    unchanged: count('unchanged'),
    changed: count('changed'),
    new: count('new'),
    missing: count('missing'),
    skipped: count('skipped'),
    // Unchanged shots whose PNG bytes equal the baseline's (not just their pixels): determinism.
    byteIdentical: entries.filter((e) => e.status === 'unchanged' && e.oldHash === e.newHash).length,
    orphans: orphans.length,
    seconds: Math.round(ms / 100) / 10,
    msPerShot: shots.length ? Math.round(ms / shots.length) : 0,
    full,
  };
  const needsReview = summary.changed + summary.new + summary.missing + summary.orphans > 0;
  if (!needsReview) return { summary, report: undefined };
  mkdirSync(outDir, { recursive: true });
  const manifest = { version: 1, generatedAt: new Date().toISOString(), outDir: relative(outDir), summary, entries, orphans };
  writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  const report = path.join(outDir, 'index.html');
  writeFileSync(report, renderHtml(manifest, (file) => (file && existsSync(path.join(repoRoot, file)) ? readFileSync(path.join(repoRoot, file)) : undefined)));
  return { summary, report };
}
