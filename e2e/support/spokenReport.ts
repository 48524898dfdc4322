// The app's spoken records as one report, as the story run makes its own (tools/visual/capture/global-setup.mjs):
// the workers leave one entry file per record (spokenRecord.ts); once they are done, the run's
// teardown turns them into reports/spoken-app/manifest.json and, when anything needs a decision,
// the review page beside it — what `npm run visual:review -- reports/spoken-app` and
// `npm run visual:accept -- reports/spoken-app` work on.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bySeverity, findOrphans, summarise, writeReport } from '../../tools/visual/report/index.mjs';
import { relative, repoRoot } from '../../tools/visual/shared/index.mjs';
import { spokenBaselineDir, spokenOutDir, spokenRecordIds } from './spokenApp';
import { spokenEntriesDir } from './spokenRecord';

/** Forgets the entries of an earlier run (not the report: a run without the spoken spec leaves it as it was). */
export function clearSpokenEntries(): void {
  rmSync(spokenEntriesDir, { recursive: true, force: true });
}

/**
 * Writes this run's spoken report from the entries its workers left, if they left any. Orphans (a
 * committed record no test made) are looked for only when every record the spec makes was made
 * (or claimed by a test that failed first): a run of part of the spec would call the rest orphans.
 * @returns the report's summary, or undefined when the spec did not run
 */
export function writeSpokenReport(): ReturnType<typeof summarise> | undefined {
  if (!existsSync(spokenEntriesDir)) return undefined;
  const entries = readdirSync(spokenEntriesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(spokenEntriesDir, name), 'utf8')))
    .sort(bySeverity);
  if (entries.length === 0) return undefined;
  const made = new Set(entries.map((entry) => entry.storyId));
  const wholeSpec = spokenRecordIds().every((id) => made.has(id));
  // Only the app's: a story folder without its story file is the story run's report's to show.
  const orphans = wholeSpec ? findOrphans(entries, repoRoot).filter((orphan: { baseline: string }) => orphan.baseline.startsWith(`${spokenBaselineDir}/`)) : [];
  const summary = summarise(entries, orphans, false);
  const outDir = path.join(repoRoot, spokenOutDir);
  // An earlier run's page would stay beside a manifest that needs none.
  rmSync(path.join(outDir, 'index.html'), { force: true });
  const manifest = { version: 1, generatedAt: new Date().toISOString(), outDir: spokenOutDir, shard: null, summary, entries, orphans };
  const report = writeReport(outDir, manifest);
  const { spoken } = summary;
  console.log(
    `\nspoken: the app's ${spoken.records} records in ${spoken.seconds} s — ${spoken.unchanged} unchanged, ${spoken.changed} changed, ${spoken.new} new, ${spoken.missing} missing, ` +
      `${spoken.skipped} not recorded (their test failed first), ${wholeSpec ? `${spoken.orphans} orphaned` : 'no orphan check (part of the spec ran)'}`,
  );
  if (report) console.log(`spoken: review report ${relative(report)} — npm run visual:review -- ${spokenOutDir} to accept or reject each change`);
  return summary;
}
