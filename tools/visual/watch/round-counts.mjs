// What a round of the watch counts, for its status line: its shots (pictures) and, apart, its spoken
// records (what a screen reader says) — a round whose save changed only what is spoken says so.
import { isSpokenCell } from '../shared/index.mjs';

/** Whether an entry asks the reviewer for a decision (a shot or a spoken record). */
export const toReview = (entry) => entry.status === 'changed' || entry.status === 'new' || entry.status === 'missing';

/**
 * @param {{ cell: string, status: string }[]} entries  the round's stories' entries
 * @returns {{ shots: number, changedShots: number, newShots: number, spoken: { records: number, changed: number, new: number } }}
 *   changedShots: shots changed, new or missing; spoken.changed: records changed or missing, spoken.new: new ones
 */
export function roundCounts(entries) {
  const shots = entries.filter((e) => !isSpokenCell(e.cell));
  const records = entries.filter((e) => isSpokenCell(e.cell) && e.status !== 'skipped');
  const count = (list, status) => list.filter((e) => e.status === status).length;
  return {
    shots: shots.filter((e) => e.status !== 'skipped').length,
    changedShots: shots.filter(toReview).length,
    newShots: count(shots, 'new'),
    spoken: { records: records.length, changed: count(records, 'changed') + count(records, 'missing'), new: count(records, 'new') },
  };
}
