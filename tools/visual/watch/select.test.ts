// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedSinceLastRound, selectRound } from './select.mjs';

const cluster = 'src/layout/Cluster/Cluster.module.css';
const clusterCss = '.cluster { display: flex; padding: 0; }\n.list { list-style: none; }';
const storyFiles = ['stories/errors/NotFoundPage.stories.tsx', 'stories/layout/Cluster.stories.tsx', 'stories/layout/Stack.stories.tsx'];
const byStory = {
  'layout-cluster--playground': { file: 'stories/layout/Cluster.stories.tsx', name: 'Playground', tokens: ['--gw-space-3'], sheets: [cluster] },
  'layout-cluster--no-children': { file: 'stories/layout/Cluster.stories.tsx', name: 'No Children', tokens: [], sheets: [] },
  'layout-stack--with-cluster': { file: 'stories/layout/Stack.stories.tsx', name: 'With Cluster', tokens: ['--gw-space-1'], sheets: [cluster, 'src/layout/Stack/Stack.module.css'] },
  'layout-stack--plain': { file: 'stories/layout/Stack.stories.tsx', name: 'Plain', tokens: ['--gw-space-2'], sheets: ['src/layout/Stack/Stack.module.css'] },
  'errors-notfoundpage--default': { file: 'stories/errors/NotFoundPage.stories.tsx', name: 'Default', tokens: ['--gw-space-1'], sheets: [cluster] },
  'errors-notfoundpage--dark': { file: 'stories/errors/NotFoundPage.stories.tsx', name: 'Dark', tokens: ['--gw-color-text'], sheets: [] },
};
const record = { stories: {}, byStory };
const dependencies = Object.fromEntries(storyFiles.map((file) => [file, [cluster, 'src/layout/Cluster/Cluster.tsx']]));
const base = { storyFiles, dependencies, record, storyCount: () => 2 };
const edited = (file: string) => (file === cluster ? clusterCss.replace('padding: 0', 'padding: 2px') : undefined);

describe('selectRound', () => {
  it('re-shoots, for a CSS module change, only the stories whose shots used that stylesheet (the gate’s rule)', () => {
    const selection = selectRound({ ...base, changed: [cluster], readText: edited });
    expect(selection.all).toBe(false);
    expect(selection.whole).toEqual([]);
    expect(Object.fromEntries(Object.entries(selection.stories).map(([file, stories]) => [file, stories.map((s) => s.id)]))).toEqual({
      'stories/errors/NotFoundPage.stories.tsx': ['errors-notfoundpage--default'],
      'stories/layout/Cluster.stories.tsx': ['layout-cluster--playground'],
      'stories/layout/Stack.stories.tsx': ['layout-stack--with-cluster'],
    });
  });

  it('re-shoots, for a tokens.css value change, the stories whose shots read an affected property', () => {
    const selection = selectRound({ ...base, changed: ['src/tokens/tokens.css'], readText: () => ':root {}', tokens: { affected: ['--gw-space-1'], otherRules: false } });
    expect(Object.fromEntries(Object.entries(selection.stories).map(([file, stories]) => [file, stories.map((s) => s.id)]))).toEqual({
      'stories/errors/NotFoundPage.stories.tsx': ['errors-notfoundpage--default'],
      'stories/layout/Stack.stories.tsx': ['layout-stack--with-cluster'],
    });
  });

  it('shoots a story file the record does not hold whole', () => {
    const partial = { stories: {}, byStory: Object.fromEntries(Object.entries(byStory).filter(([, story]) => story.file !== 'stories/layout/Stack.stories.tsx')) };
    const selection = selectRound({ ...base, record: partial, changed: [cluster], readText: edited });
    expect(selection.whole).toEqual(['stories/layout/Stack.stories.tsx']);
  });

  it('re-shoots every story for Storybook’s preview or the capture’s browser half', () => {
    for (const file of ['.storybook/preview.tsx', 'tools/visual/capture/browser/loop.ts']) {
      const selection = selectRound({ ...base, changed: [file], readText: () => '' });
      expect(selection.all, file).toBe(true);
      expect(selection.whole).toEqual(storyFiles);
    }
  });

  it('says a restart is needed for what the running watch read once, and shoots nothing for it', () => {
    for (const file of ['vite.config.ts', 'package.json', 'tools/visual/watch/loop.mjs', '.storybook/main.ts', 'tools/visual/compare/png.mjs']) {
      const selection = selectRound({ ...base, changed: [file], readText: () => '' });
      expect(selection.whole, file).toEqual([]);
      expect(selection.stories, file).toEqual({});
      expect(selection.notes.join(), file).toContain('restart');
    }
  });

  it('shoots the rest of a mixed batch by the record', () => {
    const selection = selectRound({ ...base, changed: ['package.json', cluster], readText: edited });
    expect(selection.notes).toHaveLength(1);
    expect(Object.keys(selection.stories)).toHaveLength(3);
  });

  it('selects nothing for a file that reaches no story', () => {
    const selection = selectRound({ ...base, changed: ['src/app/main.tsx'], readText: () => '' });
    expect(selection.whole).toEqual([]);
    expect(selection.stories).toEqual({});
  });
});

describe('changedSinceLastRound', () => {
  it('keeps a file only when its text differs from the last round’s, a first sighting and a deletion included', () => {
    const texts: Record<string, string | undefined> = { 'a.css': '.a { padding: 0 }', 'b.tsx': 'x' };
    const seen = new Map<string, string | undefined>([['a.css', '.a { padding: 0 }']]);
    const read = (file: string) => texts[file];
    expect(changedSinceLastRound(['a.css', 'b.tsx'], seen, read)).toEqual(['b.tsx']);
    texts['a.css'] = '.a { padding: 2px }';
    expect(changedSinceLastRound(['a.css', 'b.tsx'], seen, read)).toEqual(['a.css']);
    // The same save seen twice (truncate, then write): the second shoots nothing.
    expect(changedSinceLastRound(['a.css'], seen, read)).toEqual([]);
    delete texts['b.tsx'];
    expect(changedSinceLastRound(['b.tsx'], seen, read)).toEqual(['b.tsx']);
  });
});
