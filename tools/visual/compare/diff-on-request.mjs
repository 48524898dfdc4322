// A changed shot's diff image, made when it is first asked for. visual:watch compares without
// drawing and encoding the diff (GW_VISUAL_DIFF=on-request: the verdict, ratio and regions are the
// same), so a round's shots reach the page sooner; the review server makes a diff when the page asks
// for it, from the baseline the shot was compared with and the shot itself.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { comparePngOffThread } from './off-thread.mjs';
import { hashOf } from './png.mjs';

/**
 * @param {{ baseline: string, actual: string, diff: string, oldHash: string | null }} shot  absolute
 *   paths; oldHash: the baseline's hash when the shot was compared
 * @returns {Promise<{ made: boolean, why?: string }>}  made: the diff is on disk now
 */
export async function makeDiffOnRequest({ baseline, actual, diff, oldHash }) {
  if (existsSync(diff)) return { made: true };
  if (!existsSync(actual)) return { made: false, why: 'the shot is no longer on disk' };
  const before = existsSync(baseline) ? readFileSync(baseline) : undefined;
  // An accepted (or otherwise rewritten) baseline is not the picture the shot was compared with.
  if (!before || hashOf(before) !== oldHash) return { made: false, why: 'the baseline is no longer the one this shot was compared with' };
  const result = await comparePngOffThread(before, readFileSync(actual));
  if (!result.diff) return { made: false, why: 'the shot and its baseline no longer differ' };
  mkdirSync(path.dirname(diff), { recursive: true });
  writeFileSync(diff, result.diff);
  return { made: true };
}
