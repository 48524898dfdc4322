// The logic of `npm run visual:accept` (and of accepting from the review page), separate from the
// command line so it can be tested. It plans first and changes nothing unless every step of the plan
// is still valid: a baseline that changed since the report was made (other than by accepting this
// very report's image) means the review is stale, and the whole accept is refused — whatever shots
// were selected, so nothing is ever written from a report whose baselines moved since.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../compare/index.mjs';
import { matchesFilter, shotKey } from './shot-filter.mjs';

const hashIfExists = (file) => (existsSync(file) ? hashOf(readFileSync(file)) : null);

/** Checks the shape of a manifest.json; throws a plain message for anything else. */
export function checkManifest(manifest) {
  if (manifest?.version !== 1 || !Array.isArray(manifest.entries) || !Array.isArray(manifest.orphans)) {
    throw new Error('visual:accept: not a visual manifest (expected version 1 with entries and orphans)');
  }
  return manifest;
}

/**
 * Why a shot was not taken, in the reviewer's words: the story's failure (without Storybook's
 * "Click to debug" link and blank lines, so its first line is the assertion's own), or the renderer notice.
 */
export function notShotMessage(entry) {
  if (entry.failure) {
    // Storybook's test addon puts its link, in colour codes, before the assertion's own message:
    // `AssertionError: \x1b[34mClick to debug the error directly in Storybook: <url>\x1b[39m`.
    const lines = entry.failure
      // eslint-disable-next-line no-control-regex -- the terminal colour codes of assertion messages
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.replace(/Click to debug the error directly in Storybook:\s*\S*/, '').trimEnd())
      .filter((line) => line.trim());
    // `AssertionError:` alone on its line: join it with what follows.
    if (lines.length > 1 && /^\w*Error:\s*$/.test(lines[0])) lines.splice(0, 2, `${lines[0].trim()} ${lines[1]}`);
    return lines.join('\n') || entry.failure;
  }
  if (entry.notCompared) return 'not compared: this machine renders differently from the baselines (see the run output)';
  return 'the story failed before its shots (no message recorded)';
}

/**
 * @param {object} manifest            reports/visual/manifest.json
 * @param {{ root: string, manifestDir: string }} where
 *   root: the repository (baselines are relative to it); manifestDir: the folder holding the
 *   manifest, whose actual/ images are used (so a report downloaded from CI works too).
 * @param {{ filter?: import('./shot-filter.mjs').ShotFilter, rejected?: Iterable<string>, named?: string[] }} [choice]
 *   filter: only these shots (and orphans) are accepted; rejected: shot keys a reviewer rejected in
 *   the page, left out unless named one by one; named: the shots named one by one (default
 *   `filter.shot`: `--shot` on the command line; the page's bulk accepts name none)
 * @returns {{ copies: {from: string, to: string, storyId: string, cell: string}[], removals: {file: string, reason: string, key: string}[], stale: string[], staleKeys: string[], alreadyDone: string[], doneKeys: string[], notShot: {storyId: string, cell: string, message: string}[], notCompared: number, leftOut: number, rejected: string[] }}
 *   staleKeys: the shots behind `stale`; notShot: stories whose test failed before their shots;
 *   notCompared: shots this machine's renderer could not compare (nothing to fix, nothing to accept)
 */
export function planAccept(manifest, { root, manifestDir }, { filter = {}, rejected = [], named = filter.shot ?? [] } = {}) {
  checkManifest(manifest);
  const rejectedKeys = new Set(rejected);
  const copies = [];
  const removals = [];
  const stale = [];
  const staleKeys = [];
  const alreadyDone = [];
  const doneKeys = [];
  const notShot = [];
  let notCompared = 0;
  const leftOutRejected = [];
  let leftOut = 0;
  const actualOf = (entry) => path.join(manifestDir, path.relative(manifest.outDir, entry.actual));
  const selected = (entry) => {
    if (!matchesFilter(entry, filter)) return false;
    if (rejectedKeys.has(shotKey(entry)) && !named.includes(shotKey(entry))) {
      leftOutRejected.push(shotKey(entry));
      return false;
    }
    return true;
  };
  for (const entry of manifest.entries) {
    const label = `${entry.storyId} ${entry.cell}`;
    if (entry.status === 'skipped') {
      // Another renderer's run: the story was fine, its shots just were not compared.
      if (entry.notCompared) notCompared += matchesFilter(entry, filter) ? 1 : 0;
      else if (matchesFilter(entry, filter)) notShot.push({ storyId: entry.storyId, cell: entry.cell, message: notShotMessage(entry) });
      continue;
    }
    if (!['new', 'changed', 'missing'].includes(entry.status)) continue;
    const baseline = path.join(root, entry.baseline);
    const current = hashIfExists(baseline);
    // What the report saw: a run writes a new baseline itself; a changed one had oldHash; a missing one none.
    const seen = entry.status === 'new' ? entry.newHash : entry.status === 'changed' ? entry.oldHash : null;
    if (current !== seen && current !== entry.newHash) {
      staleKeys.push(shotKey(entry));
      stale.push(`${label}: ${entry.baseline} ${current ? `is now ${current.slice(0, 12)}` : 'is gone'}, the report saw ${seen ? seen.slice(0, 12) : 'no baseline'}`);
      continue;
    }
    if (!selected(entry)) {
      leftOut += 1;
      continue;
    }
    if (entry.status === 'new') {
      alreadyDone.push(`${label}: baseline was written by the run`);
      doneKeys.push(shotKey(entry));
      continue;
    }
    if (current === entry.newHash) {
      alreadyDone.push(`${label}: already accepted`);
      doneKeys.push(shotKey(entry));
      continue;
    }
    const from = actualOf(entry);
    const actualHash = hashIfExists(from);
    if (actualHash !== entry.newHash) {
      staleKeys.push(shotKey(entry));
      stale.push(`${label}: the reviewed image ${path.relative(root, from)} ${actualHash ? 'was overwritten by a later run' : 'is missing'}`);
      continue;
    }
    copies.push({ from, to: baseline, storyId: entry.storyId, cell: entry.cell });
  }
  for (const orphan of manifest.orphans) {
    const file = path.join(root, orphan.baseline);
    const current = hashIfExists(file);
    if (current !== null && current !== orphan.hash) {
      staleKeys.push(shotKey(orphan));
      stale.push(`${orphan.baseline}: changed since the report, not removing it`);
    }
    else if (!selected({ ...orphan, status: 'orphan', baselineDir: path.posix.dirname(orphan.baseline) })) leftOut += 1;
    else if (current === null) alreadyDone.push(`${orphan.baseline}: already removed`);
    else removals.push({ file, reason: orphan.reason, key: shotKey(orphan) });
  }
  return { copies, removals, stale, staleKeys, alreadyDone, doneKeys, notShot, notCompared, leftOut, rejected: leftOutRejected };
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
