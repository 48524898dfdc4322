// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTokenUsage, recordStoryReads, recordTokenReads, sourceFingerprint, storyReads, tokenReads, writeTokenUsage } from './token-usage.mjs';

let repo = '';
let records = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo, encoding: 'utf8' });

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'gw-token-usage-repo-'));
  records = mkdtempSync(path.join(tmpdir(), 'gw-token-usage-records-'));
  process.env.GW_TOKEN_USAGE_DIR = records;
  git('init', '-q');
  write('src/tokens/tokens.css', ':root { --gw-color-surface: #f4f4f5; }');
  write('src/Box/Box.module.css', '.box { background: var(--gw-color-surface); }');
  write('stories/Box.stories.tsx', 'export default {};');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  tokenReads().clear();
  storyReads().clear();
});

afterEach(() => {
  delete process.env.GW_TOKEN_USAGE_DIR;
  tokenReads().clear();
  storyReads().clear();
  rmSync(repo, { recursive: true, force: true });
  rmSync(records, { recursive: true, force: true });
});

describe('sourceFingerprint', () => {
  it("is the same for a commit and a working tree with the same sources, whatever tokens.css or a baseline says", () => {
    const base = sourceFingerprint('HEAD', repo);
    expect(sourceFingerprint(undefined, repo)).toBe(base);
    write('src/tokens/tokens.css', ':root { --gw-color-surface: #f4f4f4; }');
    write('stories/__screenshots__/box.png', 'png');
    expect(sourceFingerprint(undefined, repo)).toBe(base);
  });

  it('changes with a source, tracked or not', () => {
    const base = sourceFingerprint('HEAD', repo);
    write('src/Box/Box.module.css', '.box { background: var(--gw-color-border); }');
    const edited = sourceFingerprint(undefined, repo);
    expect(edited).not.toBe(base);
    write('stories/New.stories.tsx', 'export default {};');
    expect(sourceFingerprint(undefined, repo)).not.toBe(edited);
  });
});

describe('the record', () => {
  it('is read back for the sources it was made from, the newest per story file', () => {
    recordTokenReads('stories/Box.stories.tsx', ['--gw-color-surface']);
    recordTokenReads('stories/Box.stories.tsx', ['--gw-space-3']);
    expect(writeTokenUsage(repo)).toBeDefined();
    expect(readTokenUsage('HEAD', repo)?.stories).toEqual({ 'stories/Box.stories.tsx': ['--gw-color-surface', '--gw-space-3'] });
    // A changed-only run later on the same sources: its files replace theirs, the rest stays.
    tokenReads().clear();
    storyReads().clear();
    recordTokenReads('stories/Box.stories.tsx', ['--gw-space-1']);
    writeTokenUsage(repo);
    expect(readTokenUsage('HEAD', repo)?.stories).toEqual({ 'stories/Box.stories.tsx': ['--gw-space-1'] });
  });

  it("is not used for other sources: neither the working tree's nor the base's", () => {
    recordTokenReads('stories/Box.stories.tsx', ['--gw-color-surface']);
    writeTokenUsage(repo);
    write('src/Box/Box.module.css', '.box { background: var(--gw-color-border); }');
    git('commit', '-q', '-am', 'other sources');
    expect(readTokenUsage('HEAD', repo)).toBeUndefined();
    // The record is still the one of the commit before.
    expect(readTokenUsage('HEAD~1', repo)?.stories).toEqual({ 'stories/Box.stories.tsx': ['--gw-color-surface'] });
  });

  it('keeps each story on its own: its test name, and the union of what its cells read', () => {
    recordTokenReads('stories/Box.stories.tsx', ['--gw-space-3']);
    recordStoryReads('stories/Box.stories.tsx', 'box--padded', { name: 'Padded', tokens: ['--gw-space-3'], sheets: ['src/Box/Box.module.css'] });
    recordStoryReads('stories/Box.stories.tsx', 'box--padded', { name: 'Padded', tokens: ['--gw-color-text'], sheets: ['src/tokens/reset.css'] });
    recordStoryReads('stories/Box.stories.tsx', 'box--empty', { name: 'Empty', tokens: [], sheets: [] });
    writeTokenUsage(repo);
    expect(readTokenUsage('HEAD', repo)?.byStory).toEqual({
      'box--empty': { file: 'stories/Box.stories.tsx', name: 'Empty', tokens: [], sheets: [] },
      'box--padded': { file: 'stories/Box.stories.tsx', name: 'Padded', tokens: ['--gw-color-text', '--gw-space-3'], sheets: ['src/Box/Box.module.css', 'src/tokens/reset.css'] },
    });
  });

  it('is not written by a run that recorded nothing', () => {
    expect(writeTokenUsage(repo)).toBeUndefined();
    expect(readTokenUsage('HEAD', repo)).toBeUndefined();
  });
});
