// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { findOrphans } from './report.mjs';
import { solidPng } from '../compare/index.mjs';

let root: string;
const put = (rel: string, bytes: Buffer | string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), bytes);
};
const shot = solidPng(2, 2, [0, 0, 0]);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-orphans-'));
  put('stories/layout/Stack.stories.tsx', '');
  for (const name of ['layout-stack--a.light-ltr-desktop', 'layout-stack--a.light-ltr-mobile', 'layout-stack--gone.light-ltr-desktop']) {
    put(`stories/layout/__screenshots__/Stack/${name}.png`, shot);
  }
  put('stories/layout/__screenshots__/Stack/Some failure-1.png', shot);
  put('stories/layout/__screenshots__/Removed/layout-removed--x.dark-rtl-desktop.png', shot);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('finds baselines of deleted stories, dropped cells and deleted story files, and nothing else', () => {
  const entries = [
    {
      storyId: 'layout-stack--a',
      cell: 'light-ltr-desktop',
      storyFile: 'stories/layout/Stack.stories.tsx',
      baselineDir: 'stories/layout/__screenshots__/Stack',
      allowedCells: ['light-ltr-desktop'],
    },
  ];
  const found = findOrphans(entries, root).map((o: { baseline: string; reason: string }) => `${o.baseline}: ${o.reason}`);
  expect(found.sort()).toEqual([
    'stories/layout/__screenshots__/Removed/layout-removed--x.dark-rtl-desktop.png: story file Removed.stories.* no longer exists',
    'stories/layout/__screenshots__/Stack/layout-stack--a.light-ltr-mobile.png: story layout-stack--a is no longer shot in light-ltr-mobile',
    'stories/layout/__screenshots__/Stack/layout-stack--gone.light-ltr-desktop.png: story layout-stack--gone no longer exists',
  ]);
});

it('finds the baselines of a story file that ran without shooting anything (its shots turned off)', () => {
  put('stories/app/Runtime.stories.tsx', '');
  put('stories/app/__screenshots__/Runtime/app-runtime--x.dark-ltr-mobile.png', shot);
  const found = (ran: string[]) => findOrphans([], root, ran).filter((o: { baseline: string }) => o.baseline.includes('Runtime'));
  expect(found([]).map((o: { reason: string }) => o.reason)).toEqual([]);
  expect(found(['stories/app/Runtime.stories.tsx']).map((o: { baseline: string; reason: string }) => `${o.baseline}: ${o.reason}`)).toEqual([
    'stories/app/__screenshots__/Runtime/app-runtime--x.dark-ltr-mobile.png: story app-runtime--x no longer exists',
  ]);
});

it('finds orphaned spoken records like orphaned shots, a story claiming the cells of its shots and of its records together', () => {
  const dir = 'stories/layout/__screenshots__/Stack';
  put(`${dir}/layout-stack--a.spoken-ltr.txt`, 'layout-stack--a · ltr · en\n');
  put(`${dir}/layout-stack--a.spoken-rtl.txt`, 'layout-stack--a · rtl · en\n');
  put(`${dir}/layout-stack--gone.spoken-ltr.txt`, 'layout-stack--gone · ltr · en\n');
  put('stories/layout/__screenshots__/Removed/layout-removed--x.spoken-ltr.txt', 'layout-removed--x · ltr · en\n');
  const common = { storyId: 'layout-stack--a', storyFile: 'stories/layout/Stack.stories.tsx', baselineDir: dir };
  // The shot entry comes last: its cells must not replace the record's (a pinned direction drops spoken-rtl).
  const entries = [
    { ...common, cell: 'spoken-ltr', medium: 'spoken', allowedCells: ['spoken-ltr'] },
    { ...common, cell: 'light-ltr-desktop', allowedCells: ['light-ltr-desktop', 'light-ltr-mobile'] },
  ];
  const found = findOrphans(entries, root).map((o: { baseline: string; reason: string }) => `${o.baseline}: ${o.reason}`);
  expect(found.sort()).toEqual([
    'stories/layout/__screenshots__/Removed/layout-removed--x.dark-rtl-desktop.png: story file Removed.stories.* no longer exists',
    'stories/layout/__screenshots__/Removed/layout-removed--x.spoken-ltr.txt: story file Removed.stories.* no longer exists',
    'stories/layout/__screenshots__/Stack/layout-stack--a.spoken-rtl.txt: story layout-stack--a is no longer recorded in spoken-rtl',
    'stories/layout/__screenshots__/Stack/layout-stack--gone.light-ltr-desktop.png: story layout-stack--gone no longer exists',
    'stories/layout/__screenshots__/Stack/layout-stack--gone.spoken-ltr.txt: story layout-stack--gone no longer exists',
  ]);
});
