// A hash of everything Vitest's module graph of the story files is made from, so the graph (a
// Vitest start-up and a walk of every story file's imports) is worked out once per import state and
// reused: a stylesheet's declarations are left out of it — only its lines that can reach another
// file (`@import`, `composes … from`, `@value … from`, `url(…)`) count — so a change to a primitive's
// padding, the change-scoped run's commonest case, finds the graph already made.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the graph's inputs live besides the sources: Vitest's and Vite's configuration and the installed packages. */
const graphFolders = ['src', 'stories', '.storybook', 'scripts/vite'];
const graphFiles = ['vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/css-modules.mjs'];
const isGraphSource = (file) => /\.(tsx?|m?js|mdx|json|css)$/.test(file);
const reachesAnotherFile = /@import|\bcomposes\s*:[^;]*\bfrom\b|@value[^;]*\bfrom\b|url\(/;

/**
 * The lines of a file that can change the module graph: all of a script, the import lines of a stylesheet.
 * @param {string} file repository-relative
 * @param {string} text its content
 */
export function graphRelevantText(file, text) {
  if (!file.endsWith('.css')) return text;
  return text
    .split('\n')
    .filter((line) => reachesAnotherFile.test(line))
    .join('\n');
}

/**
 * A short hash of the working tree's graph inputs (untracked files included).
 * @param {string} root the repository
 */
export function graphFingerprint(root) {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...graphFolders, ...graphFiles], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\n')
    .filter((file) => file && (isGraphSource(file) || graphFiles.includes(file)) && existsSync(path.join(root, file)))
    .sort();
  const hash = createHash('sha256');
  for (const file of new Set(listed)) hash.update(`${file}\0${graphRelevantText(file, readFileSync(path.join(root, file), 'utf8'))}\0`);
  return hash.digest('hex').slice(0, 16);
}
