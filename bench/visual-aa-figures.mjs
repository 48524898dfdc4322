#!/usr/bin/env node
// `npm run visual:aa-figures [-- path/to/report-folder]`: for each changed shot of a visual run, how
// many pixels differ exactly, and how many are left when pixelmatch's antialiased-edge detection
// is applied (exact elsewhere). Measures whether a run on another renderer (e.g. another Chromium
// major: docs/visual-any-machine.md) differs only on antialiased edges.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { comparePng } from '../tools/visual/compare/index.mjs';
import { defaultOutDir, repoRoot } from '../tools/visual/shared/index.mjs';

/**
 * Exact and antialiasing-aware figures for the changed entries of a manifest.
 * @param {{ entries: { storyId: string, cell: string, status: string, baseline: string, actual: string | null }[], summary: { shots: number } }} manifest
 * @param {(file: string) => Buffer} read  reads a repository-relative file
 */
export function antialiasingFigures(manifest, read) {
  const rows = manifest.entries
    .filter((entry) => entry.status === 'changed' && entry.actual)
    .map((entry) => {
      const baseline = read(entry.baseline);
      const actual = read(entry.actual);
      const exact = comparePng(baseline, actual);
      const aware = comparePng(baseline, actual, { ignoreAntialiasing: true });
      return { shot: `${entry.storyId} ${entry.cell}`, exact: exact.mismatched, antialiased: aware.antialiased ?? 0, left: aware.mismatched, ratio: exact.ratio };
    });
  return { shots: manifest.summary.shots, changedExact: rows.length, changedAware: rows.filter((row) => row.left > 0).length, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? defaultOutDir);
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.log(`visual:aa-figures: no ${path.relative(repoRoot, manifestFile)}: the last run changed nothing (or did not run).`);
    process.exit(0);
  }
  const figures = antialiasingFigures(JSON.parse(readFileSync(manifestFile, 'utf8')), (file) => readFileSync(path.join(repoRoot, file)));
  for (const row of figures.rows) {
    console.log(`  ${row.shot}: ${row.exact} px differ (ratio ${row.ratio.toExponential(1)}); ${row.antialiased} antialiased, ${row.left} left`);
  }
  console.log(`visual:aa-figures: ${figures.shots} shots; changed exactly: ${figures.changedExact}; changed ignoring antialiased edges: ${figures.changedAware}`);
}
