// The sidebar walk's order: seeded, so a run that failed can be walked again in the same order, and
// different per run, so over runs each story follows many others (two fixed orders only ever
// showed each story two predecessors). The groups are shuffled and the stories within each group,
// so the walk unfolds each group once, as a person browsing does.
import { randomInt } from 'node:crypto';

/** GW_WALK_SEED when set (a whole number), else a fresh one. */
export function walkSeed(value = process.env.GW_WALK_SEED): number {
  if (value === undefined || value === '') return randomInt(1, 2 ** 31);
  const seed = Number(value);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`GW_WALK_SEED must be a whole number, not "${value}"`);
  return seed;
}

/** mulberry32: a small, well-mixed 32-bit generator, enough to shuffle a walk reproducibly. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Fisher–Yates with the given generator; a new array. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Every item once: its groups in a seeded order, and the items of each group in a seeded order. */
export function seededOrder<T>(items: readonly T[], groupOf: (item: T) => string, seed: number): T[] {
  const random = generator(seed);
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(groupOf(item), [...(groups.get(groupOf(item)) ?? []), item]);
  return shuffled([...groups.keys()], random).flatMap((group) => shuffled(groups.get(group)!, random));
}
