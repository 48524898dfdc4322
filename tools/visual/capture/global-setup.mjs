// Vitest globalSetup of the `storybook` project: clears the previous run's visual results, and
// at the end writes the manifest and review report and says where they are. A sharded run
// (`--shard=i/n`) writes its part into its own folder (paths.mjs outDirFor), for `npm run visual:merge`.
import { rmSync, writeFileSync } from 'node:fs';
import { browserNote, measuredRenderer, notComparedNotice, notComparedReason, recordedMajor, resetRendererGate, runningMajor, runRendererFile } from '../compare/index.mjs';
import { buildReport, countsText } from '../report/index.mjs';
import { outDirFor, relative, runRecords, setRunOutDir, storyReads, tokenReads, writeTokenUsage } from '../shared/index.mjs';

/**
 * @typedef {{ type?: string, result?: { state?: string }, tasks?: Task[] }} Task
 * @param {Task} task
 * @returns {boolean} whether any test in it passed or failed (ran, as opposed to being only collected)
 */
const someTestFinished = (task) =>
  task.type === 'test' ? task.result?.state === 'pass' || task.result?.state === 'fail' : (task.tasks ?? []).some(someTestFinished);

/**
 * @param {{ config?: { testNamePattern?: unknown }, vitest?: { config?: { shard?: { index: number, count: number } }, state?: { getFiles: () => (Task & { filepath: string })[] } } }} project
 */
export default function setup(project) {
  const shard = project?.vitest?.config?.shard;
  const outDir = outDirFor(shard);
  setRunOutDir(outDir);
  // Not the whole folder: another test run in this checkout may be writing into it right now.
  for (const name of ['manifest.json', 'index.html', 'renderer.json']) rmSync(`${outDir}/${name}`, { force: true });
  runRecords().length = 0;
  tokenReads().clear();
  storyReads().clear();
  resetRendererGate();
  return () => {
    // Nothing was shot (GW_VISUAL=off: coverage, the Storybook UI e2e): no report, and no baseline
    // is an orphan for want of a shot nobody took.
    if (process.env.GW_VISUAL === 'off') return;
    // What each story file's shots read, for the next visual:changed after a tokens.css change.
    // Optional: a checkout without git (a downloaded archive) keeps none, and the run goes on.
    try {
      writeTokenUsage();
    } catch (error) {
      console.log(`visual: no record of what the stories read was kept (${String(error).split('\n')[0]}); visual:changed selects token changes by the sources then`);
    }
    // Another OS or other fonts than the baselines': said once, here, instead of per shot.
    const notice = notComparedNotice(outDir);
    if (notice) console.log(`\n${notice}`);
    // With a test-name filter, stories that did not run would look deleted: no orphan check then.
    const filtered = !!project?.config?.testNamePattern;
    // The story files whose tests ran (this shard's, or those --changed selected), shots or not.
    // Collected is not enough: `vitest list` collects every file and runs nothing.
    const ranStoryFiles = (project?.vitest?.state?.getFiles() ?? [])
      .filter((file) => /\.stories\.[jt]sx?$/.test(file.filepath) && someTestFinished(file))
      .map((file) => relative(file.filepath));
    const { summary, report } = buildReport({ outDir, checkOrphans: !filtered, full: process.env.GW_VISUAL === 'full', shard, ranStoryFiles, notComparedReason: notComparedReason(outDir) });
    if (summary.shots === 0 && !summary.spoken?.records && summary.orphans === 0) return;
    // The renderer that made the images under review (each shard's too): visual:accept records it
    // with the baselines.
    if (measuredRenderer()) writeFileSync(runRendererFile(outDir), `${JSON.stringify(measuredRenderer(), null, 2)}\n`);
    console.log(
      `\nvisual: ${shard ? `shard ${shard.index}/${shard.count}: ` : ''}${summary.shots} shots${summary.full ? ' (full matrix)' : ''} in ${summary.seconds} s, ${summary.msPerShot} ms per shot — ${countsText(summary)}`,
    );
    if (report) console.log(`visual: review report ${relative(report)} — npm run visual:review -- ${relative(outDir)} to accept or reject each change`);
    else if (shard) console.log(`visual: manifest ${relative(outDir)}/manifest.json (merge the shards: npm run visual:merge -- <dirs…>)`);
    // Asked only when shots changed: it starts Chromium once to read its version.
    const note = summary.changed > 0 ? browserNote(summary, runningMajor(), recordedMajor()) : undefined;
    if (note) console.log(note);
  };
}
