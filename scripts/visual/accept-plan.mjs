// The logic of `npm run visual:accept`, separate from the command line so it can be tested.
// It plans first and changes nothing unless every step of the plan is still valid: a baseline that
// changed since the report was made means the review is stale, and the whole accept is refused.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from './png.mjs';

const hashIfExists = (file) => (existsSync(file) ? hashOf(readFileSync(file)) : null);

/**
 * @param {object} manifest            reports/visual/manifest.json
 * @param {{ root: string, manifestDir: string }} where
 *   root: the repository (baselines are relative to it); manifestDir: the folder holding the
 *   manifest, whose actual/ images are used (so a report downloaded from CI works too).
 * @returns {{ copies: {from: string, to: string, storyId: string, cell: string}[], removals: {file: string, reason: string}[], stale: string[], alreadyDone: string[] }}
 */
export function planAccept(manifest, { root, manifestDir }) {
  if (manifest?.version !== 1 || !Array.isArray(manifest.entries) || !Array.isArray(manifest.orphans)) {
    throw new Error('visual:accept: not a visual manifest (expected version 1 with entries and orphans)');
  }
  const copies = [];
  const removals = [];
  const stale = [];
  const alreadyDone = [];
  const actualOf = (entry) => path.join(manifestDir, path.relative(manifest.outDir, entry.actual));
  for (const entry of manifest.entries) {
    const baseline = path.join(root, entry.baseline);
    const current = hashIfExists(baseline);
    const label = `${entry.storyId} ${entry.cell}`;
    if (entry.status === 'new') {
      if (current === entry.newHash) alreadyDone.push(`${label}: baseline was written by the run`);
      else stale.push(`${label}: its new baseline ${entry.baseline} ${current ? 'has changed' : 'is gone'} since the report`);
      continue;
    }
    if (entry.status !== 'changed' && entry.status !== 'missing') continue;
    const expected = entry.status === 'changed' ? entry.oldHash : null;
    if (current !== expected) {
      stale.push(`${label}: ${entry.baseline} ${current ? `is now ${current.slice(0, 12)}` : 'is gone'}, the report saw ${expected ? expected.slice(0, 12) : 'no baseline'}`);
      continue;
    }
    const from = actualOf(entry);
    const actualHash = hashIfExists(from);
    if (actualHash !== entry.newHash) {
      stale.push(`${label}: the reviewed image ${path.relative(root, from)} ${actualHash ? 'was overwritten by a later run' : 'is missing'}`);
      continue;
    }
    copies.push({ from, to: baseline, storyId: entry.storyId, cell: entry.cell });
  }
  for (const orphan of manifest.orphans) {
    const file = path.join(root, orphan.baseline);
    const current = hashIfExists(file);
    if (current === null) alreadyDone.push(`${orphan.baseline}: already removed`);
    else if (current !== orphan.hash) stale.push(`${orphan.baseline}: changed since the report, not removing it`);
    else removals.push({ file, reason: orphan.reason });
  }
  return { copies, removals, stale, alreadyDone };
}

/** Carries out a plan with no stale steps. */
export function applyAccept(plan) {
  if (plan.stale.length > 0) throw new Error('visual:accept: refusing a stale plan');
  for (const { from, to } of plan.copies) {
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
  for (const { file } of plan.removals) rmSync(file);
}
