// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticReport } from '../review/review-fixture.mjs';
import { partFile, splitStories } from './review-parts.mjs';

const publish = path.join(import.meta.dirname, 'publish.mjs');
let root: string;
let reportDir: string;
let manifest: { entries: { storyId: string; status: string }[]; orphans: { storyId: string }[] };

/** The review data a page carries. */
const pageData = (file: string) => JSON.parse(/<script type="application\/json" id="review-data">(.*?)<\/script>/s.exec(readFileSync(file, 'utf8'))![1]!) as { shots: { storyId: string }[] };

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-parts-'));
  ({ reportDir, manifest } = writeSyntheticReport(root, { extraStories: 12, components: 4 }));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the one-file review page in parts', () => {
  it('packs whole stories, in order, under the limit', () => {
    const whole = splitStories(manifest, reportDir);
    expect(whole).toHaveLength(1);
    const limit = 40_000;
    const parts = splitStories(manifest, reportDir, limit);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.flat()).toEqual(whole[0]);
    // Each part's inlined images under the limit, unless one story alone is heavier.
    const bytes = (storyId: string) =>
      ['actual', 'diff', 'baseline']
        .flatMap((dir) => (readdirSync(path.join(reportDir, dir), { recursive: true }) as string[]).map((file) => path.join(reportDir, dir, file)))
        .filter((file) => statSync(file).isFile() && path.basename(file).startsWith(`${storyId}.`))
        .reduce((sum, file) => sum + Math.ceil((statSync(file).size * 4) / 3), 0);
    for (const part of parts) if (part.length > 1) expect(part.reduce((sum, id) => sum + bytes(id), 0)).toBeLessThanOrEqual(limit);
  });

  it('publish writes a part per file, linked to each other, every shot of the whole page in exactly one of them', () => {
    const out = path.join(root, 'out');
    mkdirSync(out);
    const single = path.join(out, 'whole.html');
    execFileSync(process.execPath, [publish, reportDir, '--single-file', single], { cwd: root });
    const split = path.join(out, 'visual-review.html');
    const log = execFileSync(process.execPath, [publish, reportDir, '--single-file', split], { cwd: root, env: { ...process.env, GW_VISUAL_PART_LIMIT: '40000' } }).toString();
    const files = readdirSync(out).filter((file) => file.startsWith('visual-review')).sort();
    const count = files.length;
    expect(count).toBeGreaterThan(2);
    expect(log).toContain(`part ${count} of ${count}`);
    const names = Array.from({ length: count }, (_, index) => path.basename(partFile('visual-review.html', index)));
    expect(files).toEqual([...names].sort());
    const keys = (file: string) => pageData(file).shots.map((shot) => JSON.stringify(shot, ['storyId', 'cell', 'status']));
    expect(names.flatMap((name) => keys(path.join(out, name))).sort()).toEqual(keys(single).sort());
    for (const [index, name] of names.entries()) {
      const html = readFileSync(path.join(out, name), 'utf8');
      expect(html).toContain(`Part ${index + 1} of ${count}`);
      for (const [other, otherName] of names.entries()) {
        if (other === index) expect(html).toContain(`<strong aria-current="page">part ${index + 1}</strong>`);
        else expect(html).toContain(`<a href="${otherName}">part ${other + 1}</a>`);
      }
    }
    // The whole page has no parts line.
    expect(readFileSync(single, 'utf8')).not.toContain('Parts of this review');
  }, 60_000);

  it('a run that compared nothing still gets its one page, the banner first', () => {
    const folder = path.join(root, 'nothing-compared');
    mkdirSync(folder);
    const entry = { storyId: 'layout-box--default', cell: 'light-ltr-desktop', status: 'skipped', notCompared: true, switchMs: 0, shotMs: 0, compareMs: 0 };
    const summary = { shots: 0, changed: 0, new: 0, missing: 0, skipped: 1, failed: 0, notCompared: 1, unchanged: 0, orphans: 0, full: false };
    writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify({ version: 1, outDir: 'reports/visual', summary, entries: [entry], orphans: [], notComparedReason: 'visual: other fonts' }));
    const page = path.join(root, 'nothing-compared.html');
    execFileSync(process.execPath, [publish, folder, '--single-file', page], { cwd: root });
    expect(readFileSync(page, 'utf8')).toContain('<strong>1 shot was not compared with its baseline</strong>');
  }, 60_000);

  it('the job summary links each story to the part that holds it', () => {
    const parts = splitStories(manifest, reportDir, 40_000);
    const urls = parts.map((_, index) => `https://example.test/part-${index + 1}`);
    const summary = path.join(root, 'summary.md');
    execFileSync(process.execPath, [publish, reportDir, '--summary', summary, ...urls.flatMap((url) => ['--review-url', url]), '--run-id', '7'], {
      cwd: root,
      env: { ...process.env, GW_VISUAL_PART_LIMIT: '40000' },
    });
    const text = readFileSync(summary, 'utf8');
    expect(text).toContain(`in ${parts.length} parts`);
    for (const [index, storyIds] of parts.entries())
      for (const id of storyIds.filter((storyId) => manifest.entries.some((entry) => entry.storyId === storyId && entry.status !== 'skipped')))
        expect(text).toContain(`[review](${urls[index]}#story=${encodeURIComponent(id)})`);
  }, 60_000);

  it('past the parts CI uploads, the job summary says so and where the review is, with no link to the run page per story', () => {
    const limit = 10_000;
    const needed = splitStories(manifest, reportDir, limit).length;
    expect(needed).toBeGreaterThan(4);
    const summary = path.join(root, 'summary-many.md');
    // As ci.yml calls it: four empty --review-url (nothing was uploaded), the run's id and page.
    execFileSync(process.execPath, [publish, reportDir, '--summary', summary, ...Array.from({ length: 4 }, () => ['--review-url', '']).flat(), '--run-id', '7', '--run-url', 'https://example.test/runs/7'], {
      cwd: root,
      env: { ...process.env, GW_VISUAL_PART_LIMIT: String(limit) },
    });
    const text = readFileSync(summary, 'utf8');
    expect(text).toContain(`its images would need ${needed} parts, more than the 4 this workflow uploads`);
    expect(text).toContain('[this run\'s artifacts](https://example.test/runs/7#artifacts)');
    expect(text).toContain('npm run visual:review -- --run 7');
    expect(text).not.toContain('[review](');
  }, 60_000);
});
