// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { e2eLaunchOptions } from '../../../e2e/support/launch';
import { asksDecisions, commitsIndexPage, decidedShots, reviewCounts, sharedShots } from './commits-index.mjs';

// Issue 38's pull request: (a) a surface colour, (b) Cluster's padding, (c) the 404 hint reworded;
// every 404-hint shot carries (b) too (its actions row is a Cluster).
const hint = Array.from({ length: 6 }, (_, i) => `errors-notfoundpage--hint cell-${i}`);
const cluster = Array.from({ length: 10 }, (_, i) => `layout-cluster--default cell-${i}`);
const rows = [
  { n: 1, short: 'aaaaaaaa', subject: 'Surface <#f4f4f4>', alone: true, summary: { changed: 0, new: 0, missing: 0 }, folder: '1-aaaaaaaa', shots: [] },
  { n: 2, short: 'bbbbbbbb', subject: 'Cluster: 2 px of padding', alone: true, summary: { changed: 16, new: 0, missing: 0 }, folder: '2-bbbbbbbb', shots: [...cluster, ...hint] },
  { n: 3, short: 'cccccccc', subject: '404 hint reworded', alone: false, summary: { changed: 6, new: 0, missing: 0 }, folder: '3-cccccccc', shots: hint },
];

describe('visual:commits in one page', () => {
  it('names the shots a commit shares with each other commit, and how many', () => {
    expect(sharedShots(rows)).toEqual(new Map([[1, []], [2, [[3, 6]]], [3, [[2, 6]]]]));
  });

  it('counts only the shots that ask a decision', () => {
    const entry = (storyId: string, status: string) => ({ storyId, cell: 'light-ltr-desktop', status });
    // By key, as the review page and `visual:accept --shot` name a shot.
    expect(decidedShots({ entries: [entry('a', 'changed'), entry('b', 'unchanged'), entry('c', 'new'), entry('d', 'missing'), entry('e', 'skipped')] })).toEqual([
      'a.light-ltr-desktop',
      'c.light-ltr-desktop',
      'd.light-ltr-desktop',
    ]);
  });

  it('a commit that changes only what a screen reader says asks decisions, and its row says which', () => {
    const spokenOnly = { changed: 0, new: 0, missing: 0, spoken: { changed: 2, new: 0, missing: 0 } };
    expect(asksDecisions(spokenOnly)).toBe(true);
    expect(asksDecisions({ ...spokenOnly, spoken: { changed: 0, new: 0, missing: 0 } })).toBe(false);
    expect(asksDecisions(undefined)).toBe(false);
    expect(reviewCounts(spokenOnly)).toBe('0 changed, 0 new, 0 missing; spoken records: 2 changed, 0 new, 0 missing');
    expect(reviewCounts({ changed: 1, new: 0, missing: 0 })).toBe('1 changed, 0 new, 0 missing');
    const html = commitsIndexPage({ base: 'main', rows: [{ n: 1, short: 'dddddddd', subject: 'Save button renamed', alone: true, summary: spokenOnly, folder: '1-dddddddd', shots: ['layout-cluster--default.spoken-ltr'] }] });
    expect(html).toContain('<td>0 changed, 0 new, 0 missing; spoken records: 2 changed, 0 new, 0 missing</td>');
    expect(html).toContain('<a href="1-dddddddd/index.html">review</a>');
  });

  it('lists every commit with its counts, overlaps and review link, escaped, with no axe violation', async () => {
    const html = commitsIndexPage({ base: 'main', rows });
    expect(html).toContain('Surface &lt;#f4f4f4&gt;');
    expect(html).toContain('<a href="2-bbbbbbbb/index.html">review</a>');
    expect(html).not.toContain('1-aaaaaaaa/index.html');
    expect(html).toContain('<td>6 with 3<br>together: <code>npm run visual:commits -- main --combine 2,3</code></td>');
    expect(html).toContain('it does not apply alone');
    const browser = await chromium.launch(e2eLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.setContent(html);
      await page.addScriptTag({ content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8') });
      const violations = await page.evaluate(async () => (await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string }[] }> } }).axe.run(document)).violations.map((v) => v.id));
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
