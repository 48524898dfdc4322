// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatFailures, formatReport, measure, overBudget } from './measure.mjs';

describe('measure', () => {
  it('counts the JS and the CSS module of an entry, with React left external', async () => {
    const size = await measure(['scripts/size/fixture/Fixture.tsx']);
    const js = size.files.filter((f) => f.fileName.endsWith('.js'));
    const css = size.files.filter((f) => f.fileName.endsWith('.css'));
    expect(js).toHaveLength(1);
    expect(css).toHaveLength(1);
    expect(size.css).toBeGreaterThan(20);
    expect(size.total).toBe(size.js + size.css);
    // React would be tens of kilobytes; external, the component is a few hundred bytes.
    expect(js[0]!.raw).toBeLessThan(400);
  }, 30_000);
});

describe('budgets', () => {
  const results = [
    { name: 'Small', js: 300, css: 200, total: 500, limit: 600 },
    { name: 'Big', js: 700, css: 400, total: 1100, limit: 1000, target: 900 },
    { name: 'Unbudgeted', js: 10, css: 0, total: 10 },
  ];

  it('fails only entries over their limit', () => {
    expect(overBudget(results).map((r) => r.name)).toEqual(['Big']);
  });

  it('prints entry, size and limit for a failure', () => {
    expect(formatFailures(overBudget(results))).toBe(
      'size budget exceeded: Big is 1.10 kB gzipped (JS 0.70 kB + CSS 0.40 kB), limit 1.00 kB',
    );
  });

  it('reports every entry, with targets marked met or not', () => {
    const report = formatReport(results);
    expect(report).toMatch(/Small .* 0\.50 kB {2}0\.60 kB ✓/);
    expect(report).toMatch(/Big .* 1\.00 kB ✗ OVER {2}\(target 0\.90 kB: not met\)/);
    expect(report.split('\n')).toHaveLength(4);
  });
});
