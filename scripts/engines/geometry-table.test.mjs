import { describe, expect, it } from 'vitest';
import { largestDifference } from '../../e2e/engines/storybook';
import { renderGeometryTable } from './geometry-table.mjs';

const row = (engine, id, asShipped, oneFace) => ({ engine, id, modes: { asShipped, oneFace } });
const same = { largest: 0, causes: [] };

describe('the geometry table', () => {
  it('measures the largest difference over every side of every element, and says when the elements differ', () => {
    expect(largestDifference([['div', 0, 0, 10, 10], ['p', 2, 3, 4, 5]], [['div', 0, 0, 10, 10], ['p', 2, 3, 4, 5]])).toBe(0);
    expect(largestDifference([['div', 0, 0, 10, 10], ['p', 2, -3, 4, 5]], [['div', 1, 0, 10, 10], ['p', 2, 3, 4, 5]])).toBe(6);
    expect(largestDifference([['div', 0, 0, 10, 10]], [['span', 0, 0, 10, 10]])).toBeNull();
    expect(largestDifference([['div', 0, 0, 10, 10]], [])).toBeNull();
  });

  it('counts each engine and way of measuring, and gives every listed or unlisted story its measured size', () => {
    const table = renderGeometryTable([
      row('webkit', 'layout-center--b', { largest: 12, causes: ['the measure'] }, same),
      row('webkit', 'layout-center--a', { largest: 6, causes: ['the measure'] }, { largest: 1, causes: [] }),
      row('webkit', 'errors-x', { largest: null, causes: [] }, { largest: 3, causes: ['text runs', 'Japanese'] }),
      row('firefox', 'layout-center--a', same, same),
      row('firefox', 'errors-y', { largest: 2, causes: ['a cause'] }, same),
    ]).split('\n');
    expect(table.slice(2, 6)).toEqual([
      '| Firefox | as shipped | 2 | 1 | 1 | 0 |',
      '| Firefox | one face | 2 | 2 | 0 | 0 |',
      '| WebKit | as shipped | 3 | 0 | 2 | 1 |',
      '| WebKit | one face | 3 | 2 | 1 | 0 |',
    ]);
    expect(table.slice(9)).toEqual([
      '| Firefox | as shipped | a cause | 1 | `errors-y` 2 px |',
      '| WebKit | as shipped | the measure | 2 | `layout-center--a` 6 px, `layout-center--b` 12 px |',
      '| WebKit | as shipped | **not listed: the run fails** | 1 | `errors-x` other elements |',
      '| WebKit | one face | text runs; and Japanese | 1 | `errors-x` 3 px |',
    ]);
  });
});
