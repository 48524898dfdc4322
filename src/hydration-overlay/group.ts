import type { HydrationMismatch } from './types';

/** An entry as listed: one mismatch, and how many identical ones it stands for. */
export interface ListedMismatch {
  mismatch: HydrationMismatch;
  count: number;
}

/**
 * The mismatches with identical ones (every field equal: kind, where, values, components)
 * merged into one entry with their count, in the order each first appeared.
 * @example groupMismatches([a, a, b]) // [{ mismatch: a, count: 2 }, { mismatch: b, count: 1 }]
 */
export function groupMismatches(mismatches: readonly HydrationMismatch[]): ListedMismatch[] {
  const listed = new Map<string, ListedMismatch>();
  for (const mismatch of mismatches) {
    const key = JSON.stringify(Object.entries(mismatch).sort(([a], [b]) => (a < b ? -1 : 1)));
    const entry = listed.get(key);
    if (entry) entry.count += 1;
    else listed.set(key, { mismatch, count: 1 });
  }
  return [...listed.values()];
}

/** A value as React prints it where it would read as nothing: the empty string as `""`. */
export const shownValue = (value: string) => (value === '' ? '""' : value);
