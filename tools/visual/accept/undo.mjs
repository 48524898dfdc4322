// Undoing an accept, from the review page or `npm run visual:accept -- --undo`: before an accept
// writes, every file it will overwrite or remove (baselines, and the renderer record beside them) is
// copied into the report folder (undo/<step>/…) and the step is journaled in review-undo.json. Undo
// puts those bytes back — byte for byte — but only if every file still holds what the accept wrote:
// a baseline changed since (another accept, a new run) refuses the whole undo, writing nothing.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../compare/index.mjs';

export const undoJournal = (reportDir) => path.join(reportDir, 'review-undo.json');

const hashIfExists = (file) => (existsSync(file) ? hashOf(readFileSync(file)) : null);
const posix = (file) => file.split(path.sep).join('/');

/**
 * @typedef {object} UndoFile
 * @property {string} file         repository-relative: the file the accept wrote or removed
 * @property {string | null} key   the shot it belongs to (`<story id>.<cell>`); null for the renderer record
 * @property {string | null} saved report-relative copy of the bytes before the accept; null: there was no file
 * @property {string | null} after hash of what the accept left; null: it removed the file
 * @typedef {{ id: number, at: string, shots: string[], files: UndoFile[] }} UndoStep
 */

/** @returns {UndoStep[]} oldest first */
export function readUndoSteps(reportDir) {
  const file = undoJournal(reportDir);
  if (!existsSync(file)) return [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(parsed?.steps) ? parsed.steps : [];
  } catch {
    return [];
  }
}

const writeSteps = (reportDir, steps) => writeFileSync(undoJournal(reportDir), `${JSON.stringify({ version: 1, steps }, null, 2)}\n`);

/**
 * Saves what an accept is about to overwrite or remove; call before writing. Returns a function
 * that, once the accept has written, journals the step with the hashes it left.
 * @param {string} reportDir
 * @param {string} root  the repository
 * @param {{ file: string, key: string | null }[]} targets  absolute files the accept will touch
 * @returns {() => UndoStep | undefined}
 */
export function prepareUndo(reportDir, root, targets) {
  if (targets.length === 0) return () => undefined;
  const steps = readUndoSteps(reportDir);
  const id = (steps.at(-1)?.id ?? 0) + 1;
  const saved = targets.map(({ file, key }) => {
    const rel = posix(path.relative(root, file));
    if (!existsSync(file)) return { file: rel, key, saved: null };
    const copy = `undo/${id}/${rel}`;
    mkdirSync(path.dirname(path.join(reportDir, copy)), { recursive: true });
    copyFileSync(file, path.join(reportDir, copy));
    return { file: rel, key, saved: copy };
  });
  return () => {
    const files = saved
      .map((entry) => ({ ...entry, after: hashIfExists(path.join(root, entry.file)) }))
      // The renderer record is often rewritten with the same bytes: nothing to undo there.
      .filter((entry) => entry.key || entry.after !== (entry.saved ? hashIfExists(path.join(reportDir, entry.saved)) : null));
    const step = { id, at: new Date().toISOString(), shots: [...new Set(files.map((f) => f.key).filter(Boolean))], files };
    writeSteps(reportDir, [...readUndoSteps(reportDir), step]);
    return step;
  };
}

/**
 * Undoes the last accept step, or, with `shots`, the latest accept of each of those shots.
 * @param {string} reportDir
 * @param {{ root: string, shots?: string[], dryRun?: boolean }} options
 * @returns {{ restored: string[], removed: string[], shots: string[], stale: string[], nothing: boolean }}
 *   restored: files put back as they were; removed: files the accept had created, deleted again;
 *   stale: why nothing was written (a file changed since the accept); nothing: no accept to undo
 */
export function undoAccept(reportDir, { root, shots, dryRun = false }) {
  const steps = readUndoSteps(reportDir);
  /** @type {{ step: UndoStep, file: UndoFile }[]} */
  const chosen = [];
  if (!shots) {
    const last = steps.at(-1);
    if (last) for (const file of last.files) chosen.push({ step: last, file });
  } else {
    for (const key of new Set(shots)) {
      const step = steps.findLast((s) => s.files.some((f) => f.key === key));
      if (step) for (const file of step.files.filter((f) => f.key === key)) chosen.push({ step, file });
    }
    // The renderer record goes back with the last shot of its step that is undone.
    for (const step of new Set(chosen.map((c) => c.step))) {
      const rest = step.files.filter((f) => f.key && !chosen.some((c) => c.file === f));
      if (rest.length === 0) for (const file of step.files.filter((f) => !f.key)) chosen.push({ step, file });
    }
  }
  const result = { restored: [], removed: [], shots: [...new Set(chosen.map((c) => c.file.key).filter(Boolean))], stale: [], nothing: chosen.length === 0 };
  for (const { file } of chosen) {
    const now = hashIfExists(path.join(root, file.file));
    if (now !== file.after) result.stale.push(`${file.file} ${now ? `is now ${now.slice(0, 12)}` : 'is gone'}, the accept left ${file.after ? file.after.slice(0, 12) : 'no file'}`);
    else if (file.saved && !existsSync(path.join(reportDir, file.saved))) result.stale.push(`${file.file}: its saved copy ${file.saved} is missing`);
  }
  for (const { file } of chosen) (file.saved ? result.restored : result.removed).push(file.file);
  if (dryRun || result.stale.length > 0 || result.nothing) return result;
  for (const { file } of chosen) {
    const target = path.join(root, file.file);
    if (file.saved) {
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(path.join(reportDir, file.saved), target);
    } else rmSync(target, { force: true });
  }
  const undone = new Set(chosen.map((c) => c.file));
  writeSteps(reportDir, steps.map((s) => ({ ...s, files: s.files.filter((f) => !undone.has(f)) })).filter((s) => s.files.some((f) => f.key)));
  return result;
}
