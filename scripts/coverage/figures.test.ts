// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageMarkers, coverageSentence, thresholdsIn } from './figures.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const summary = { total: { statements: { pct: 46.43 }, branches: { pct: 48.75 }, functions: { pct: 41.5 }, lines: { pct: 48.5 } } };

describe('the coverage figures docs/storybook-ui.md quotes', () => {
  it('are written from the run: each figure, the commit, and the margin over each threshold', () => {
    expect(coverageSentence(summary, { statements: 44, branches: 46, functions: 39, lines: 46 }, '7590057')).toBe(
      'The last `npm run test:coverage` here (on 7590057): **46.43 % statements, 48.75 % branches, 41.50 % functions, 48.50 % lines**; 2.43 / 2.75 / 2.50 / 2.50 points above the thresholds.',
    );
  });

  it("read the thresholds from vite.config.ts, and fail without them or without a figure", () => {
    expect(thresholdsIn(readFileSync(path.join(root, 'vite.config.ts'), 'utf8'))).toEqual({ statements: expect.any(Number), branches: expect.any(Number), functions: expect.any(Number), lines: expect.any(Number) });
    expect(thresholdsIn('const coverageThresholds = { statements: 44, branches: 46, functions: 39, lines: 46.5 };')).toEqual({ statements: 44, branches: 46, functions: 39, lines: 46.5 });
    expect(() => thresholdsIn('const thresholds = {}')).toThrow(/coverageThresholds/);
    expect(() => coverageSentence({ total: { statements: { pct: 1 } } }, { statements: 0, branches: 0, functions: 0, lines: 0 }, 'x')).toThrow(/branches/);
  });

  it('have their markers in docs/storybook-ui.md', () => {
    const text = readFileSync(path.join(root, 'docs/storybook-ui.md'), 'utf8');
    for (const marker of coverageMarkers) expect(text).toContain(marker);
  });
});
