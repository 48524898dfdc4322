// Accepting from one report folder: read its manifest and the reviewer's decisions, plan with the
// hash checks of accept-plan.mjs, and (unless a dry run) write. Used by `npm run visual:accept` and
// by the review page's server, so both accept exactly the same way.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { applyAccept, checkManifest, planAccept } from './accept-plan.mjs';
import { recordAcceptedRenderer, recordFile } from '../compare/index.mjs';
import { recordDecisions, rejectedKeys } from './decisions.mjs';
import { isSpokenCell, repoRoot } from '../shared/index.mjs';
import { shotKey } from './shot-filter.mjs';
import { prepareUndo } from './undo.mjs';

/** The manifest in `reportDir`, or undefined when there is none; throws for one that is not a manifest. */
export function loadManifest(reportDir) {
  const file = path.join(reportDir, 'manifest.json');
  if (!existsSync(file)) return undefined;
  return checkManifest(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * @param {string} reportDir  absolute
 * @param {{ filter?: import('./shot-filter.mjs').ShotFilter, named?: string[], dryRun?: boolean, root?: string, rendererRecord?: string, manifest?: object }} [options]
 *   named: the shots named one by one, which a reject does not keep out (default `filter.shot`)
 * @returns {{ plan: ReturnType<typeof planAccept>, alsoWrites: string[], applied: boolean, undoStep?: import('./undo.mjs').UndoStep }}
 *   alsoWrites: files written besides the baselines (the renderer record, whenever a shot's baseline is);
 *   applied: false for a dry run and for a stale plan (nothing written then); undoStep: how to take it back
 */
export function acceptReport(reportDir, { filter = {}, named, dryRun = false, root = repoRoot, rendererRecord = recordFile, manifest = loadManifest(reportDir) } = {}) {
  if (!manifest) throw new Error(`visual:accept: no manifest.json in ${reportDir}`);
  const plan = planAccept(manifest, { root, manifestDir: reportDir }, { filter, rejected: rejectedKeys(reportDir), ...(named ? { named } : {}) });
  // The renderer record says which renderer made the PNG baselines: a spoken record (text) is no
  // rendering, so accepting only spoken records must not claim this machine's renderer made them.
  const images = plan.copies.filter((copy) => !isSpokenCell(copy.cell));
  const alsoWrites = images.length > 0 ? [rendererRecord] : [];
  if (dryRun || plan.stale.length > 0) return { plan, alsoWrites, applied: false };
  // What the accept overwrites or removes is kept first, so it can be undone byte for byte (undo.mjs).
  const journal = prepareUndo(reportDir, root, [
    ...plan.copies.map((c) => ({ file: c.to, key: shotKey(c) })),
    ...plan.removals.map((r) => ({ file: r.file, key: r.key })),
    ...alsoWrites.map((file) => ({ file, key: null })),
  ]);
  applyAccept(plan);
  // Record the renderer that made the accepted images, so a run on another one says so (or, with
  // other fonts or OS, is not compared).
  if (alsoWrites.length > 0) recordAcceptedRenderer(reportDir, rendererRecord);
  // Shots already in place (a new baseline the run wrote) are accepted too: nothing to write for them.
  recordDecisions(reportDir, [...plan.copies.map(shotKey), ...plan.removals.map((r) => r.key), ...plan.doneKeys], 'accepted');
  return { plan, alsoWrites, applied: true, undoStep: journal() };
}
