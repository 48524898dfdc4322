import { describe, expect, it } from 'vitest';
import { seededOrder, walkSeed } from './walkOrder';

const items = Array.from({ length: 40 }, (_, i) => ({ id: `s${i}`, group: `g${i % 4}` }));
const groupOf = (item: { group: string }) => item.group;

describe('seededOrder', () => {
  it('takes every item once, each group together', () => {
    const order = seededOrder(items, groupOf, 7);
    expect([...order].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...items].sort((a, b) => a.id.localeCompare(b.id)));
    const runs = order.map(groupOf).filter((group, i, all) => i === 0 || all[i - 1] !== group);
    expect(runs).toHaveLength(4);
  });

  it('is the same order for the same seed, and another for another seed', () => {
    expect(seededOrder(items, groupOf, 42)).toEqual(seededOrder(items, groupOf, 42));
    expect(seededOrder(items, groupOf, 43).map((item) => item.id)).not.toEqual(seededOrder(items, groupOf, 42).map((item) => item.id));
  });

  it('shows each item new predecessors over seeds, where fixed orders give it two', () => {
    const before = new Map<string, Set<string>>();
    for (let seed = 1; seed <= 20; seed++) {
      const order = seededOrder(items, groupOf, seed);
      order.forEach((item, i) => {
        if (i > 0) before.set(item.id, new Set([...(before.get(item.id) ?? []), order[i - 1]!.id]));
      });
    }
    const counts = [...before.values()].map((set) => set.size).sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThan(2);
  });
});

describe('walkSeed', () => {
  it('reads GW_WALK_SEED, refuses what is not a whole number, and draws one otherwise', () => {
    expect(walkSeed('123')).toBe(123);
    expect(() => walkSeed('abc')).toThrow('GW_WALK_SEED must be a whole number');
    expect(Number.isInteger(walkSeed(undefined))).toBe(true);
  });
});
