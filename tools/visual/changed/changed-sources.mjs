// The inputs of a token-aware changed-only run, read from the repository: the changed files since a
// commit (as Vitest's --changed counts them: working tree and untracked files), and the stylesheets
// and sources token-impact.mjs searches.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared/index.mjs';

export const tokensFile = 'src/tokens/tokens.css';

const git = (args, root) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Repository-relative files changed since `base` (default HEAD), untracked ones included. */
export function changedFiles(base = 'HEAD', root = repoRoot) {
  const tracked = git(['diff', '--name-only', base], root).split('\n');
  const untracked = git(['ls-files', '--others', '--exclude-standard'], root).split('\n');
  return [...new Set([...tracked, ...untracked].filter(Boolean))].sort();
}

/** tokens.css as committed at `base` ('' when it did not exist). */
export function committedTokens(base = 'HEAD', root = repoRoot) {
  try {
    return git(['show', `${base}:${tokensFile}`], root);
  } catch {
    return '';
  }
}

function walk(dir, root, keep, found = []) {
  let items;
  try {
    items = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return found;
  }
  for (const item of items) {
    const rel = `${dir}/${item.name}`;
    if (item.isDirectory()) {
      if (item.name !== 'node_modules' && item.name !== '__screenshots__') walk(rel, root, keep, found);
    } else if (keep(rel)) found.push(rel);
  }
  return found;
}

/**
 * Every stylesheet (global: applied to every story by Storybook's preview — the tokens, the reset,
 * Storybook's own, the visual loop's freeze.css) and every TS/TSX/MDX source of src/ and stories/ (tests excluded).
 */
export function readSources(root = repoRoot) {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const css = ['src', 'stories', '.storybook', 'tools/visual/capture']
    .flatMap((dir) => walk(dir, root, (f) => f.endsWith('.css')))
    .map((file) => ({ file, text: read(file), global: (file.startsWith('src/tokens/') || file.startsWith('.storybook/') || file.startsWith('tools/visual/capture/')) && !file.endsWith('.module.css') }));
  const sources = ['src', 'stories']
    .flatMap((dir) => walk(dir, root, (f) => /\.(tsx?|mdx)$/.test(f) && !/\.test\.tsx?$/.test(f)))
    .map((file) => ({ file, text: read(file) }));
  return { css, sources };
}

/** Every story file of the storybook project (.storybook/main.ts: the `.stories.ts(x)` files under stories/). */
export function storyFiles(root = repoRoot) {
  return walk('stories', root, (f) => /\.stories\.tsx?$/.test(f)).sort();
}
