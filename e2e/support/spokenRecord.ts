// One app record kept the way a story's is: compared with its committed text by the capture room's
// recordSpoken (new locally, missing under CI, changed: the actual text beside the report), and its
// manifest entry written as a file: Playwright runs tests in worker processes, and the report is
// made by the run's teardown in another (spokenReport.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { recordSpoken } from '../../tools/visual/capture/index.mjs';
import { repoRoot, runRecords } from '../../tools/visual/shared/index.mjs';
import { spokenAppCell, spokenBaselineDir, spokenOutDir, spokenSpecFile } from './spokenApp';

/** Where a worker leaves the manifest entries of its records for the teardown. */
export const spokenEntriesDir = path.join(repoRoot, spokenOutDir, 'entries');

const request = (storyId: string) => ({ storyId, cell: spokenAppCell, storyFile: spokenSpecFile, baselineDir: spokenBaselineDir, allowedCells: [spokenAppCell] });

/** The records this worker has kept an entry for. */
const written = new Set<string>();

/** Writes the entry recordSpoken just pushed for `storyId` (this worker's in-memory run records) as a file. */
function writeEntry(storyId: string): void {
  written.add(storyId);
  const outDir = path.join(repoRoot, spokenOutDir);
  const record = runRecords().findLast((pushed: { storyId: string; outDir: string }) => pushed.storyId === storyId && pushed.outDir === outDir);
  // The manifest's entries name no folder of their own (report.mjs readEntries drops it the same way).
  const entry = Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'outDir'));
  mkdirSync(spokenEntriesDir, { recursive: true });
  writeFileSync(path.join(spokenEntriesDir, `${storyId}.${spokenAppCell}.json`), `${JSON.stringify(entry, null, 2)}\n`);
}

const lines = (count = 0) => `${count} line${count === 1 ? '' : 's'}`;

/**
 * Compares `text` with the record `storyId` and keeps the entry; fails the test (softly: a test that
 * keeps several records names each) when the record changed, or is missing under CI — as a shot does.
 * @param readMs  how long the reader took in the browser (the entry's `shotMs`)
 */
export function keepSpoken(storyId: string, text: string, readMs: number): void {
  const result = recordSpoken({ ...request(storyId), text, readMs }, { outDir: spokenOutDir });
  writeEntry(storyId);
  const review = `Review it with \`npm run visual:review -- ${spokenOutDir}\` (the report: ${spokenOutDir}/index.html); or, if the change is intended, \`npm run visual:accept -- ${spokenOutDir}\`.`;
  const message =
    result.status === 'missing'
      ? `spoken: no record ${result.baseline} (CI never writes one; run the spec locally and commit it). Heard: ${result.actual}`
      : `spoken: ${storyId} is not what ${result.baseline} says (${lines(result.lines?.removed)} removed, ${lines(result.lines?.added)} added). Heard: ${result.actual}. ${review}`;
  expect.soft(result.status, message).toMatch(/^(unchanged|new)$/);
}

/**
 * Keeps each of `storyIds` that was not kept (its test failed first) as skipped: claimed, so not
 * an orphan, and compared with nothing; `failure` says why (the review shows it).
 */
export function skipUnkept(storyIds: readonly string[], failure: string): void {
  for (const storyId of storyIds.filter((id) => !written.has(id))) {
    recordSpoken({ ...request(storyId), skipped: true, failure }, { outDir: spokenOutDir });
    writeEntry(storyId);
  }
}
