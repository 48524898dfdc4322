// Rejecting shots from the review page, honestly: a reject writes nothing but the decision — unless
// the shot's baseline on disk is already its new image (it was accepted), where the decision alone
// would be a lie. Then the accept is undone first (undo.mjs: the previous baseline back, byte for
// byte); where there is no accept of this review to undo (a new baseline the run wrote itself, or a
// baseline changed outside this review), that shot's reject is refused, saying why and what to do.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../compare/index.mjs';
import { readDecisions, recordDecisions } from './decisions.mjs';
import { shotKey } from './shot-filter.mjs';
import { readUndoSteps, undoAccept } from './undo.mjs';

// The review server checks every decided shot's baseline on each page and each decision: a file
// whose size and modification time did not change is not read and hashed again — unless it was
// modified in the last seconds, where a rewrite of the same size could share its coarse timestamp
// (git's "racily clean" files, the same guard).
const hashes = new Map();
const racyMs = 3000;
function hashIfExists(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  const known = hashes.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.hash;
  const hash = hashOf(readFileSync(file));
  if (Date.now() - stat.mtimeMs > racyMs) hashes.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, hash });
  else hashes.delete(file);
  return hash;
}

/**
 * Whether a shot's baseline on disk is what accepting it would leave: the new image (the file gone,
 * for a baseline to remove).
 * @param {object} item  a manifest entry, or an orphan with `orphan: true`
 * @param {string} root  the repository
 */
export function baselineIsAccepted(item, root) {
  const current = hashIfExists(path.join(root, item.baseline));
  return item.orphan ? current === null : current !== null && current === item.newHash;
}

/**
 * @param {string} reportDir
 * @param {{ root: string, shots: string[], manifest: object }} options
 * @returns {{ rejected: string[], restored: string[], removed: string[], refused: { key: string, why: string }[], stale: string[], decisions: Record<string, string> }}
 *   rejected: shots now rejected; restored / removed: files an undone accept put back / took away again;
 *   refused: shots left as they were, with why; stale: the undo was refused (nothing written at all)
 */
export function rejectShots(reportDir, { root, shots, manifest }) {
  const items = new Map([
    ...manifest.entries.map((entry) => [shotKey(entry), entry]),
    ...manifest.orphans.map((orphan) => [shotKey(orphan), { ...orphan, orphan: true }]),
  ]);
  const undoable = new Set(readUndoSteps(reportDir).flatMap((step) => step.files.map((file) => file.key).filter(Boolean)));
  const plain = [];
  const toUndo = [];
  const refused = [];
  for (const key of new Set(shots)) {
    const item = items.get(key);
    if (!item || !item.baseline || item.status === 'skipped' || item.status === 'unchanged') {
      refused.push({ key, why: 'not a shot of this report that asks a decision' });
    } else if (!baselineIsAccepted(item, root)) plain.push(key);
    else if (undoable.has(key)) toUndo.push(key);
    else {
      const why = item.status === 'new' ? 'the run wrote it as a new baseline' : 'it was not accepted in this review';
      refused.push({ key, why: `its baseline ${item.baseline} ${item.orphan ? 'is already removed' : 'already holds this image'} (${why}), so there is nothing to put back: ${item.orphan ? 'restore it with git' : `delete it or restore it with git`}, then run the tests again` });
    }
  }
  const undone = toUndo.length > 0 ? undoAccept(reportDir, { root, shots: toUndo }) : { restored: [], removed: [], stale: [] };
  if (undone.stale.length > 0) return { rejected: [], restored: [], removed: [], refused, stale: undone.stale, decisions: readDecisions(reportDir) };
  const rejected = [...plain, ...toUndo];
  const decisions = rejected.length > 0 ? recordDecisions(reportDir, rejected, 'rejected') : readDecisions(reportDir);
  return { rejected, restored: undone.restored, removed: undone.removed, refused, stale: [], decisions };
}

/**
 * The decisions the page may show: a decision its baseline contradicts (accepted, but the baseline on
 * disk is not the new image — an accept undone or a file restored outside the page; rejected, but
 * the baseline holds the new image) is shown as undecided, so the page never lies about the disk.
 * @param {object} manifest
 * @param {Record<string, string>} decisions
 * @param {string} root  the repository
 */
export function honestDecisions(manifest, decisions, root) {
  const items = new Map([...manifest.entries.map((entry) => [shotKey(entry), entry]), ...manifest.orphans.map((orphan) => [shotKey(orphan), { ...orphan, orphan: true }])]);
  return Object.fromEntries(
    Object.entries(decisions).filter(([key, decision]) => {
      const item = items.get(key);
      if (!item?.baseline) return false;
      return baselineIsAccepted(item, root) === (decision === 'accepted');
    }),
  );
}
