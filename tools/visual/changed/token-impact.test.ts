// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSources } from './changed-sources.mjs';
import { declarations, dynamicTokenFamilies, storiesByRenderedUsage, tokenChanges, tokenImpact } from './token-impact.mjs';

const tokens = (surface = '#f4f4f5', space3 = '0.75rem', darkSurface = '#1c1c1f') => `
:root { --gw-space-3: ${space3}; --gw-bp-initial: initial; }
:root, [data-theme="light"] { color-scheme: light; --gw-color-surface: ${surface}; --gw-color-text: #171717; --gw-color-raised: var(--gw-color-surface); }
@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { --gw-color-surface: ${darkSurface}; } }
[data-theme] { color: var(--gw-color-text); }
`;
const css = (after: string) => [
  { file: 'src/tokens/tokens.css', text: after, global: true },
  { file: 'src/tokens/reset.css', text: 'body { color: var(--gw-color-text); }', global: true },
  { file: 'src/layout/Box/Box.module.css', text: '.box[data-surface] { background: var(--gw-color-raised); }', global: false },
  { file: 'src/errors/ErrorPage/ErrorPage.module.css', text: '.page { --page-bg: var(--gw-color-surface); } .page > * { padding: var(--gw-space-3); }', global: false },
  { file: 'src/errors/Notice.module.css', text: '.notice { background: var(--page-bg); }', global: false },
  { file: 'src/layout/Stack/Stack.module.css', text: '.stack { gap: var(--gw-space-3); }', global: false },
];
const sources = [
  { file: 'stories/layout/Frame.stories.tsx', text: "style={{ background: 'var(--gw-color-surface)' }}" },
  { file: 'stories/layout/Grid.stories.tsx', text: "style={{ background: 'var(--gw-color-surface-strong)' }}" },
];
const impact = (after: string) => tokenImpact({ before: tokens(), after, css: css(after), sources });

describe('token-aware changed-only selection', () => {
  it('reads declarations with their rule, and sees a colour changed in one theme only', () => {
    expect(declarations(tokens()).filter((d) => d.property === '--gw-color-surface').map((d) => d.context)).toEqual([
      ':root, [data-theme="light"]',
      '@media (prefers-color-scheme: dark) › :root:not([data-theme="light"])',
    ]);
    expect(tokenChanges(tokens(), tokens('#f3f4f5'))).toEqual({ properties: ['--gw-color-surface'], otherRules: false });
    expect(tokenChanges(tokens(), tokens(undefined, undefined, '#000'))).toEqual({ properties: ['--gw-color-surface'], otherRules: false });
  });

  it('selects the files that read a changed colour, directly, through other tokens and through module properties', () => {
    const result = impact(tokens('#f3f4f5'));
    expect(result.all).toBe(false);
    expect(result.affected).toEqual(['--gw-color-raised', '--gw-color-surface', '--page-bg']);
    expect(result.files).toEqual([
      'src/errors/ErrorPage/ErrorPage.module.css',
      'src/errors/Notice.module.css',
      'src/layout/Box/Box.module.css',
      'stories/layout/Frame.stories.tsx',
    ]);
  });

  it('runs everything for a token every story reads through a global rule, and says which rule', () => {
    const result = impact(tokens().replace('#171717', '#111'));
    expect(result.all).toBe(true);
    expect(result.reasons).toEqual([
      'src/tokens/tokens.css: `[data-theme] { color: var(--gw-color-text) }` reads --gw-color-text in every story',
      'src/tokens/reset.css: `body { color: var(--gw-color-text) }` reads --gw-color-text in every story',
    ]);
  });

  it('runs everything for a space token: layout props write var(--gw-space-N) at run time', () => {
    const result = impact(tokens(undefined, '0.875rem'));
    expect(result.all).toBe(true);
    expect(result.reasons).toEqual([expect.stringMatching(/^--gw-space-3: layout props write var\(--gw-space-N\)/)]);
  });

  it('runs everything when more than a custom property value changed', () => {
    expect(impact(tokens().replace('color-scheme: light;', 'color-scheme: light dark;')).reasons).toEqual([expect.stringMatching(/more than custom property values/)]);
  });

  it('knows every token name the sources build at run time (a new template must be classified here)', () => {
    const { sources: real } = readSources();
    const templates = new Set(real.flatMap(({ text }) => [...text.matchAll(/var\(--gw-[-\w]*\$\{/g)].map((m) => m[0])));
    expect([...templates].sort()).toEqual(dynamicTokenFamilies.map((f) => f.template).sort());
  });
});

describe('selection by what the stories rendered (the capture loop\'s record)', () => {
  const storyFiles = ['stories/layout/Box.stories.tsx', 'stories/layout/Stack.stories.tsx', 'stories/errors/ErrorPage.stories.tsx', 'stories/New.stories.tsx'];
  const usage = {
    'stories/layout/Box.stories.tsx': ['--gw-color-raised', '--gw-color-surface', '--gw-color-text'],
    'stories/layout/Stack.stories.tsx': ['--gw-color-text', '--gw-space-3'],
    'stories/errors/ErrorPage.stories.tsx': ['--gw-color-text', '--page-bg'],
  };

  it('selects the story files that read an affected property, and those the record lacks', () => {
    const result = impact(tokens('#f4f4f4'));
    expect(storiesByRenderedUsage({ affected: result.affected, otherRules: result.otherRules, usage, storyFiles })).toEqual({
      all: false,
      files: ['stories/New.stories.tsx', 'stories/errors/ErrorPage.stories.tsx', 'stories/layout/Box.stories.tsx'],
      reading: ['stories/layout/Box.stories.tsx', 'stories/errors/ErrorPage.stories.tsx'],
      unrecorded: ['stories/New.stories.tsx'],
    });
  });

  it('narrows a space token, which the sources cannot: the record saw where layout props wrote it', () => {
    const result = impact(tokens(undefined, '0.875rem'));
    expect(result.all).toBe(true);
    expect(storiesByRenderedUsage({ affected: result.affected, otherRules: result.otherRules, usage, storyFiles }).reading).toEqual(['stories/layout/Stack.stories.tsx']);
  });

  it('still runs everything when tokens.css changed more than custom property values', () => {
    const result = impact(tokens().replace('color-scheme: light;', 'color-scheme: light dark;'));
    expect(storiesByRenderedUsage({ affected: result.affected, otherRules: result.otherRules, usage, storyFiles })).toMatchObject({ all: true, files: [...storyFiles].sort() });
  });
});
