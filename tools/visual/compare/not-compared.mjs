// What a finished story run says about shots it could not compare (another OS or other fonts), read
// from its manifest: the one place `npm run visual:changed` (and anything else that runs the stories)
// decides that a run which compared nothing is not a clean run.

/**
 * @param {{ summary?: { shots?: number, notCompared?: number }, notComparedReason?: string } | undefined} manifest
 * @param {{ exitCode: number, skip: boolean }} run  the test run's exit code; skip: comparison skipped on purpose
 * @returns {{ exitCode: number, lines: string[] }}  what to print (stderr) and the exit code to end with
 */
export function notComparedVerdict(manifest, { exitCode, skip }) {
  const count = manifest?.summary?.notCompared ?? 0;
  if (count === 0) return { exitCode, lines: [] };
  const reason = (manifest.notComparedReason ?? 'this machine renders differently from the baselines').replace(/^visual: /, '');
  const lines = [`${count} of ${(manifest.summary.shots ?? 0) + count} shots were NOT compared: ${reason}`];
  if (skip) return { exitCode, lines };
  lines.push('failing, because a run that compared nothing is not a clean run (--skip-compare to run the stories anyway).');
  return { exitCode: exitCode || 1, lines };
}

/**
 * Why a run's shots were not compared, in a sentence without its `visual:` prefix and full stop.
 * @param {{ notComparedReason?: string } | undefined} manifest
 */
export const notComparedWhy = (manifest) =>
  (manifest?.notComparedReason ?? 'this machine renders differently from the baselines (another OS or other fonts)').replace(/^visual: /, '').replace(/\.$/, '');
