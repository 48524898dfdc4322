// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownSummary } from './job-summary.mjs';
import { writeSyntheticReport } from '../review/review-fixture.mjs';
import { renderReviewPage } from '../review/index.mjs';
import { reportOfRun } from './run-artifact.mjs';

const entry = (storyId: string, cell: string, status: string, extra: object = {}) => ({ storyId, cell, status, ...extra });
const manifest = {
  version: 1,
  outDir: 'reports/visual',
  shards: [{ index: 1, count: 2 }, { index: 2, count: 2 }],
  summary: { shots: 5, changed: 2, new: 1, missing: 0, orphans: 1, unchanged: 2, skipped: 1 },
  entries: [
    entry('layout-cluster--default', 'light-rtl-mobile', 'changed'),
    entry('layout-cluster--default', 'dark-rtl-desktop', 'changed'),
    entry('layout-box--padded', 'dark-ltr-mobile', 'new'),
    entry('layout-stack--a', 'light-ltr-desktop', 'unchanged'),
    entry('layout-stack--b', 'light-ltr-desktop', 'unchanged'),
    entry('layout-cover--broken', 'light-ltr-desktop', 'skipped', { failure: 'Error: expected | 1\nat play (Cover.stories.tsx:12)' }),
    // As Storybook's test addon hands an assertion over: its link, in colour codes, on the first line.
    entry('layout-cluster--measured', 'light-ltr-desktop', 'skipped', {
      failure: 'AssertionError: \u001b[34mClick to debug the error directly in Storybook: http://localhost:6006/?path=/story/layout-cluster--measured&addonPanel=x\u001b[39m\nexpected 4 to be +0',
    }),
    entry('layout-frame--other', 'light-ltr-desktop', 'skipped', { notCompared: true }),
  ],
  orphans: [{ storyId: 'layout-gone--old', cell: 'light-ltr-desktop', baseline: 'x.png' }],
};

describe('CI job summary', () => {
  it('links each story to its place in the run’s review page and names the one command that accepts it', () => {
    const text = markdownSummary(manifest, { reviewUrl: 'https://github.com/o/r/actions/runs/42/artifacts/7', runId: '42' });
    expect(text).toContain('5 shots from 2 shards: **2 changed**, **0 missing**, 1 new, 1 baselines to remove, 2 stories not shot, 2 unchanged.');
    expect(text).toContain('[Open the review page of this run](https://github.com/o/r/actions/runs/42/artifacts/7)');
    const rows = text.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toEqual([
      '| `layout-cluster--default` | 2 |  |  |  | [review](https://github.com/o/r/actions/runs/42/artifacts/7#story=layout-cluster--default) | `npm run visual:accept -- --run 42 --story layout-cluster--default` |',
      '| `layout-box--padded` |  | 1 |  |  | [review](https://github.com/o/r/actions/runs/42/artifacts/7#story=layout-box--padded) | `npm run visual:accept -- --run 42 --story layout-box--padded` |',
      '| `layout-gone--old` |  |  |  | 1 | [review](https://github.com/o/r/actions/runs/42/artifacts/7#story=layout-gone--old) | `npm run visual:accept -- --run 42 --story layout-gone--old` |',
    ]);
    // Each component is a collapsed group that names its stories and counts.
    expect(text).toContain('<details><summary><b>layout-cluster</b>: 1 story, 2 changed</summary>');
    // A failed story is listed with the first line of its failure (table-breaking characters replaced)…
    expect(text).toContain("- `layout-cover--broken`: Error: expected ' 1");
    // …which is the assertion's own, not Storybook's debug link.
    expect(text).toContain('- `layout-cluster--measured`: AssertionError: expected 4 to be +0\n');
    expect(text).not.toContain('layout-frame--other');
    expect(text).toContain('All at once: `npm run visual:accept -- --run 42` (add `--dry-run` to list the files first), then commit.');
  });

  it('without the page’s link, says so once and where the review is; without a run, accepts from the downloaded folder', () => {
    const text = markdownSummary(manifest, { runUrl: 'https://github.com/o/r/actions/runs/42' });
    expect(text).toContain(
      "The review page of this run was not uploaded as a file (the upload step gave no address), so the stories below have no link. The review is the zipped `visual-review` artifact among [this run's artifacts](https://github.com/o/r/actions/runs/42#artifacts) (unzip it, open its index.html).",
    );
    // No row links to the run's page as if it were the story's review.
    expect(text).not.toContain('[review](');
    expect(text).toContain('`npm run visual:accept -- <downloaded visual-review folder> --story layout-box--padded`');
  });

  it('past the parts CI uploads, says why no story links to a page, and where the review is', () => {
    const text = markdownSummary(manifest, { partsNeeded: 7, maxParts: 4, runId: '42', runUrl: 'https://github.com/o/r/actions/runs/42' });
    expect(text).toContain(
      "The review page is not uploaded as a file: its images would need 7 parts, more than the 4 this workflow uploads (one file would be too heavy for a browser tab). The review is the zipped `visual-review` artifact among [this run's artifacts](https://github.com/o/r/actions/runs/42#artifacts) (unzip it, open its index.html), or locally `npm run visual:review -- --run 42` (add `--story <id>` to open it at a story).",
    );
    expect(text).not.toContain('[review](');
  });

  it('a part that was not uploaded: its stories have no link (not another part’s), and the summary says which part', () => {
    const text = markdownSummary(manifest, {
      partUrls: [['https://x/part-1.html', ['layout-cluster--default', 'layout-gone--old']], [undefined, ['layout-box--padded']]],
      partsNeeded: 2,
      maxParts: 4,
      runId: '42',
    });
    expect(text).toContain('[part 1](https://x/part-1.html) (2 stories), part 2 (not uploaded) (1 story)');
    expect(text).toContain('Part 2 of the review page was not uploaded (the upload step gave no address), so its story has no link below.');
    expect(text).toContain('| `layout-cluster--default` | 2 |  |  |  | [review](https://x/part-1.html#story=layout-cluster--default) |');
    expect(text).toContain('| `layout-box--padded` |  | 1 |  |  |  | `npm run visual:accept -- --run 42 --story layout-box--padded` |');
  });

  it('lists story ids in the order people count (s-2 before s-10), not as text', () => {
    const numbered = {
      ...manifest,
      entries: ['s-100', 's-10', 's-2', 's-0', 's-1'].map((id) => entry(`layout-c--${id}`, 'light-ltr-desktop', 'changed', { baselineDir: 'stories/layout/__screenshots__/C' })),
      orphans: [],
    };
    const ids = markdownSummary(numbered, { runId: '42' }).split('\n').filter((line) => line.startsWith('| `')).map((line) => line.split('`')[1]);
    expect(ids).toEqual(['layout-c--s-0', 'layout-c--s-1', 'layout-c--s-2', 'layout-c--s-10', 'layout-c--s-100']);
  });

  it('lists every changed story; past GitHub’s summary limit, the rest by component with a link each', () => {
    const many = {
      ...manifest,
      entries: Array.from({ length: 149 }, (_, i) => entry(`layout-c${i % 7}--s-${i}`, 'light-ltr-desktop', 'changed', { baselineDir: `stories/layout/__screenshots__/C${i % 7}` })),
      orphans: [],
    };
    const text = markdownSummary(many, { runId: '42' });
    expect(text.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(149);
    expect(text).toContain('Every story to review (149), by component:');
    expect(text.match(/<details>/g)).toHaveLength(7);
    const capped = markdownSummary(many, { runId: '42', budget: 1000, reviewUrl: 'https://x/review.html' });
    expect(capped).toMatch(/the rest by component/);
    expect(capped).toContain('- **C6**: 21 stories, 21 changed — [review](https://x/review.html#component=C6)');
  });

  it('says there is nothing to review when nothing changed or failed', () => {
    const quiet = { ...manifest, entries: manifest.entries.filter((e) => e.status === 'unchanged'), orphans: [] };
    expect(markdownSummary(quiet, { runId: '42' })).toMatch(/Nothing to review\.\n$/);
  });
});

describe('CI job summary of spoken records', () => {
  const spoken = (storyId: string, cell: string, status: string, extra: object = {}) => entry(storyId, cell, status, { medium: 'spoken', baselineDir: 'stories/layout/__screenshots__/Stack', ...extra });
  const withSpoken = {
    ...manifest,
    summary: { ...manifest.summary, orphans: 2, spoken: { records: 3, unchanged: 1, changed: 1, new: 1, missing: 0, skipped: 0, orphans: 1, seconds: 1 } },
    entries: [
      ...manifest.entries,
      spoken('layout-stack--announces', 'spoken-ltr', 'changed', { lines: { removed: 0, added: 1 } }),
      spoken('layout-cluster--default', 'spoken-rtl', 'new', { baselineDir: 'stories/layout/__screenshots__/Cluster' }),
      spoken('layout-stack--a', 'spoken-ltr', 'unchanged'),
    ],
    orphans: [...manifest.orphans, { storyId: 'layout-stack--b', cell: 'spoken-rtl', baseline: 'stories/layout/__screenshots__/Stack/layout-stack--b.spoken-rtl.txt' }],
  };

  it('counts the spoken changes in its heading and totals, and names each record with its link and the command that accepts them all', () => {
    const text = markdownSummary(withSpoken, { reviewUrl: 'https://x/review.html', runId: '42' });
    expect(text.split('\n')[0]).toBe('### Visual review · 2 spoken changes');
    expect(text).toContain('5 shots from 2 shards: **2 changed**, **0 missing**, 1 new, 1 baselines to remove, 2 stories not shot, 2 unchanged. 3 spoken records: **1 changed**, **0 missing**, 1 new, 1 to remove, 1 unchanged.');
    expect(text).toContain('What a screen reader says differently (3 spoken records; accept them all: `npm run visual:accept -- --run 42 --kind spoken`):');
    expect(text).toContain('- `layout-stack--announces` spoken-ltr: changed (1 line added) — [review](https://x/review.html#shot=layout-stack--announces.spoken-ltr)');
    expect(text).toContain('- `layout-cluster--default` spoken-rtl: new — [review](https://x/review.html#shot=layout-cluster--default.spoken-rtl)');
    expect(text).toContain('- `layout-stack--b` spoken-rtl: to remove — [review](https://x/review.html#shot=layout-stack--b.spoken-rtl)');
    expect(text).not.toContain('layout-stack--a` spoken');
    // A story whose pixels did not move is listed for its record alone; a row counts shots, and names its records apart.
    expect(text).toContain('| `layout-stack--announces` |  |  |  |  | spoken-ltr changed | [review](https://x/review.html#story=layout-stack--announces) |');
    expect(text).toContain('| `layout-cluster--default` | 2 |  |  |  | spoken-rtl new |');
    expect(text).toContain('<details><summary><b>Stack</b>: 2 stories, 2 spoken records</summary>');
  });

  it('names at most fifty records, and says how many more the page has', () => {
    const many = { ...withSpoken, entries: Array.from({ length: 60 }, (_, i) => spoken(`layout-stack--s-${i}`, 'spoken-ltr', 'changed')), orphans: [] };
    const text = markdownSummary(many, { runId: '42' });
    expect(text.split('\n').filter((line) => /^- `layout-stack--s-\d+` spoken-ltr: changed$/.test(line))).toHaveLength(50);
    expect(text).toContain('- … and 10 more (every one is in the review page)');
  });

  it('a report of spoken records alone (the app’s) has its own title and says nothing of shots', () => {
    const app = {
      version: 1,
      outDir: 'reports/spoken-app',
      shard: null,
      summary: { shots: 0, changed: 0, new: 0, missing: 0, orphans: 0, unchanged: 0, skipped: 0, spoken: { records: 2, unchanged: 1, changed: 1, new: 0, missing: 0, skipped: 0, orphans: 0, seconds: 1 } },
      entries: [spoken('app--page-home', 'spoken-ltr', 'changed', { baselineDir: 'e2e/__spoken__', lines: { removed: 1, added: 1 } }), spoken('app--flow-navigation', 'spoken-ltr', 'unchanged', { baselineDir: 'e2e/__spoken__' })],
      orphans: [],
    };
    const text = markdownSummary(app, { title: 'The app’s spoken records', artifact: 'spoken-app' });
    expect(text.split('\n')[0]).toBe('### The app’s spoken records · 1 spoken change');
    expect(text.split('\n')[2]).toBe('2 spoken records: **1 changed**, **0 missing**, 0 new, 0 to remove, 1 unchanged.');
    expect(text).not.toContain('shots');
    expect(text).toContain('`npm run visual:accept -- <downloaded spoken-app folder> --kind spoken`');
  });

  it('a run without spoken records reads as it always did', () => {
    const text = markdownSummary(manifest, { runId: '42' });
    expect(text.split('\n')[0]).toBe('### Visual review');
    expect(text).not.toMatch(/spoken|Spoken/);
  });
});

describe('CI review page as one file', () => {
  // The report paints and compares real PNGs (one of 1280×800): seconds on a loaded machine.
  it('inlines every image, so the one file shows them, and names the run in its accept commands', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'visual-single-'));
    try {
      const { reportDir, manifest: written } = writeSyntheticReport(root);
      const html = renderReviewPage(written, { reportDir, reportLabel: '--run 42', inlineImages: true });
      const data = JSON.parse(/<script type="application\/json" id="review-data">(.*?)<\/script>/s.exec(html)![1]!);
      const images = data.shots.flatMap((s: Record<string, string | undefined>) => [s.actual, s.diff, s.baseline]).filter(Boolean);
      expect(images.length).toBe(14);
      expect(images.every((src: string) => src.startsWith('data:image/png;base64,'))).toBe(true);
      expect(data.reportDir).toBe('--run 42');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('--run <id>', () => {
  it('downloads a run’s artifact once into reports/visual-review-<id>, and refuses what is not a run id', () => {
    const asked: string[] = [];
    const dir = reportOfRun('4242', { download: (runId) => asked.push(runId) });
    expect(path.relative(path.resolve(import.meta.dirname, '../../..'), dir)).toBe('reports/visual-review-4242');
    expect(asked).toEqual(['4242']);
    expect(() => reportOfRun('../x', { download: () => {} })).toThrow(/expected a workflow run id/);
  });
});
