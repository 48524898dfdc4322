import { describe, expect, it } from 'vitest';
import { classFreeSelectors, selectStories, storyExportCount, testNamePattern } from './story-selection.mjs';

const storyFiles = ['stories/Cluster.stories.tsx', 'stories/Page.stories.tsx', 'stories/Grid.stories.tsx'];
const dependencies: Record<string, string[]> = {
  'stories/Cluster.stories.tsx': ['src/Cluster/Cluster.tsx', 'src/Cluster/Cluster.module.css'],
  'stories/Page.stories.tsx': ['src/Cluster/Cluster.tsx', 'src/Cluster/Cluster.module.css', 'src/Page.tsx', 'src/messages.ts'],
  'stories/Grid.stories.tsx': ['src/Grid/Grid.tsx', 'src/Grid/Grid.module.css'],
};
const story = (file: string, name: string, sheets: string[], tokens: string[] = []) => ({ file, name, sheets, tokens });
const record = {
  stories: {},
  byStory: {
    'cluster--defaults': story('stories/Cluster.stories.tsx', 'Defaults', ['src/Cluster/Cluster.module.css']),
    'cluster--no-wrap': story('stories/Cluster.stories.tsx', 'No Wrap', ['src/Cluster/Cluster.module.css'], ['--gw-space-1']),
    'page--plain': story('stories/Page.stories.tsx', 'Plain', []),
    'page--with-actions': story('stories/Page.stories.tsx', 'With Actions', ['src/Cluster/Cluster.module.css'], ['--gw-space-1']),
    'grid--defaults': story('stories/Grid.stories.tsx', 'Defaults', ['src/Grid/Grid.module.css'], ['--gw-space-3']),
  },
};
const counts: Record<string, number> = { 'stories/Cluster.stories.tsx': 2, 'stories/Page.stories.tsx': 2, 'stories/Grid.stories.tsx': 1 };
const base = { storyFiles, dependencies, record, storyCount: (file: string) => counts[file] ?? 0, readText: () => '._cluster { display: flex; }' };

describe('selectStories', () => {
  it('selects the single stories a CSS module reached, and a file whole when all of its stories are', () => {
    const selection = selectStories({ ...base, changed: ['src/Cluster/Cluster.module.css'] });
    expect(selection.whole).toEqual(['stories/Cluster.stories.tsx']);
    expect(selection.stories).toEqual({ 'stories/Page.stories.tsx': [{ id: 'page--with-actions', name: 'With Actions' }] });
    // Every story of the whole file is in the record: one test-name filter can take it too.
    expect(selection.named).toEqual({
      'stories/Cluster.stories.tsx': [
        { id: 'cluster--defaults', name: 'Defaults' },
        { id: 'cluster--no-wrap', name: 'No Wrap' },
      ],
    });
  });

  it('runs whole files for a component, and for a CSS module with a selector that names no class', () => {
    expect(selectStories({ ...base, changed: ['src/Cluster/Cluster.tsx'] })).toMatchObject({ whole: ['stories/Cluster.stories.tsx', 'stories/Page.stories.tsx'], stories: {} });
    const loose = selectStories({ ...base, changed: ['src/Cluster/Cluster.module.css'], readText: () => '._cluster { display: flex; } :global(li) { margin: 0; }' });
    expect(loose.whole).toEqual(['stories/Cluster.stories.tsx', 'stories/Page.stories.tsx']);
    expect(loose.reasons[0]).toContain('a selector with no class (li)');
  });

  it('runs a story file whole when the record lacks one of its stories, or has no record at all', () => {
    const partial = selectStories({ ...base, changed: ['src/Cluster/Cluster.module.css'], storyCount: (file: string) => (file === 'stories/Page.stories.tsx' ? 3 : counts[file] ?? 0) });
    expect(partial.whole).toEqual(['stories/Cluster.stories.tsx', 'stories/Page.stories.tsx']);
    expect(selectStories({ ...base, record: undefined, changed: ['src/Cluster/Cluster.module.css'] }).whole).toEqual(['stories/Cluster.stories.tsx', 'stories/Page.stories.tsx']);
  });

  it('selects by the custom properties a tokens.css change reaches, or everything when a rule changed', () => {
    const selection = selectStories({ ...base, changed: ['src/tokens/tokens.css'], tokens: { affected: ['--gw-space-1'], otherRules: false } });
    expect(selection.whole).toEqual([]);
    expect(selection.stories).toEqual({
      'stories/Cluster.stories.tsx': [{ id: 'cluster--no-wrap', name: 'No Wrap' }],
      'stories/Page.stories.tsx': [{ id: 'page--with-actions', name: 'With Actions' }],
    });
    expect(selectStories({ ...base, changed: ['src/tokens/tokens.css'], tokens: { affected: [], otherRules: true } }).whole).toEqual([...storyFiles].sort());
  });

  it('takes a story with no shots wherever its file is reached, whatever it read after its play', () => {
    const withUnshot = { ...record, byStory: { ...record.byStory, 'page--playground': { ...story('stories/Page.stories.tsx', 'Playground', []), unshot: true } } };
    const selection = selectStories({ ...base, record: withUnshot, storyCount: (file: string) => (file === 'stories/Page.stories.tsx' ? 3 : counts[file] ?? 0), changed: ['src/Cluster/Cluster.module.css'] });
    expect(selection.stories['stories/Page.stories.tsx']).toEqual([
      { id: 'page--playground', name: 'Playground' },
      { id: 'page--with-actions', name: 'With Actions' },
    ]);
  });

  it('selects nothing for a file no story imports, and a changed story file whole', () => {
    expect(selectStories({ ...base, changed: ['docs/README.md'] })).toEqual({ whole: [], stories: {}, named: {}, reasons: [] });
    expect(selectStories({ ...base, changed: ['stories/Grid.stories.tsx'] }).whole).toEqual(['stories/Grid.stories.tsx']);
  });
});

describe('the helpers', () => {
  it('finds class-free selectors outside comments, keyframes and nesting', () => {
    expect(classFreeSelectors('/* li { } */ ._a > li { x: y } @keyframes k { from { a: b } 50% { a: c } } ._b { & + & { m: 0 } }')).toEqual([]);
    expect(classFreeSelectors('._a { } ul > li, ._b { } @media (width > 1px) { :global(body) { m: 0 } }')).toEqual(['ul > li', 'body']);
  });

  it('builds an exact test-name pattern and counts story exports', () => {
    const pattern = new RegExp(testNamePattern(['No Wrap', 'A (b)', 'No Wrap']));
    expect(['No Wrap', 'A (b)'].every((name) => pattern.test(name))).toBe(true);
    expect(pattern.test('No Wrapped')).toBe(false);
    expect(storyExportCount('export default meta;\nexport const A = {};\nexport const B: Story = {};\nconst c = 1;')).toBe(2);
  });
});
