// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestedProjects } from './requestedProjects';

const names = ['unit', 'storybook', 'visual-loop', 'visual-loop-fonts'];
const kept = (...args: string[]) => names.filter(requestedProjects(['node', 'vitest', 'run', ...args]));

describe('requestedProjects (which projects vite.config.ts builds)', () => {
  it('keeps every project when the command line names none', () => {
    expect(kept()).toEqual(names);
    expect(kept('src/a.test.ts', '--reporter=json')).toEqual(names);
  });

  it('keeps the named ones, in either form', () => {
    expect(kept('--project', 'unit')).toEqual(['unit']);
    expect(kept('--project=storybook', '--shard=1/2')).toEqual(['storybook']);
    expect(kept('--project', 'visual-loop', '--project', 'visual-loop-fonts')).toEqual(['visual-loop', 'visual-loop-fonts']);
  });

  it('reads wildcards, negation, case and instance names as Vitest does', () => {
    expect(kept('--project', 'visual-*')).toEqual(['visual-loop', 'visual-loop-fonts']);
    // Vitest also tries a browser project's instance name (`storybook (chromium)`), which `!storybook`
    // does not exclude; keeping more than Vitest runs is safe, leaving out one it runs is not.
    expect(kept('--project', '!storybook')).toEqual(expect.arrayContaining(['unit', 'visual-loop', 'visual-loop-fonts']));
    expect(kept('--project', '!unit')).toEqual(expect.arrayContaining(['storybook', 'visual-loop', 'visual-loop-fonts']));
    expect(kept('--project', 'UNIT')).toEqual(['unit']);
    expect(kept('--project', 'storybook (chromium)')).toEqual(['storybook']);
  });

  it('does not take a prefix for the name', () => {
    expect(kept('--project', 'visual-loop')).toEqual(['visual-loop']);
    expect(kept('--project', 'story')).toEqual([]);
  });
});
