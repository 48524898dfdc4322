// Vitest globalSetup of the `storybook` project: clears the previous run's visual results, and
// at the end writes the manifest and review report and says where they are.
import { rmSync, writeFileSync } from 'node:fs';
import { browserNote, recordedMajor, runRendererFile, runningMajor } from './browser.mjs';
import { measuredRenderer, notComparedNotice, resetRendererGate } from './renderer-gate.mjs';
import { buildReport } from './report.mjs';
import { defaultOutDir, relative, runRecords } from './paths.mjs';

/** @param {{ config?: { testNamePattern?: unknown } }} project */
export default function setup(project) {
  // Not the whole folder: another test run in this checkout may be writing into it right now.
  for (const name of ['manifest.json', 'index.html', 'renderer.json']) rmSync(`${defaultOutDir}/${name}`, { force: true });
  runRecords().length = 0;
  resetRendererGate();
  return () => {
    // Another OS or other fonts than the baselines': said once, here, instead of per shot.
    const notice = notComparedNotice(defaultOutDir);
    if (notice) console.log(`\n${notice}`);
    // With a test-name filter, stories that did not run would look deleted: no orphan check then.
    const filtered = !!project?.config?.testNamePattern;
    const { summary, report } = buildReport({ outDir: defaultOutDir, checkOrphans: !filtered, full: process.env.VISUAL_FULL === '1' });
    if (summary.shots === 0 && summary.orphans === 0) return;
    console.log(
      `\nvisual: ${summary.shots} shots${summary.full ? ' (full matrix)' : ''} in ${summary.seconds} s, ${summary.msPerShot} ms per shot — ` +
        `${summary.unchanged} unchanged (${summary.byteIdentical} byte-identical), ${summary.changed} changed, ${summary.new} new, ${summary.missing} missing, ${summary.orphans} orphaned baselines`,
    );
    // The renderer that made the images under review: visual:accept records it with the baselines.
    if (report && measuredRenderer()) writeFileSync(runRendererFile(defaultOutDir), `${JSON.stringify(measuredRenderer(), null, 2)}\n`);
    if (report) console.log(`visual: review report ${relative(report)} (manifest: ${relative(defaultOutDir)}/manifest.json)`);
    // Asked only when shots changed: it starts Chromium once to read its version.
    const note = summary.changed > 0 ? browserNote(summary, runningMajor(), recordedMajor()) : undefined;
    if (note) console.log(note);
  };
}
