// What `npm run test:stories -- --changed` runs after a change to a given file: Vitest's own
// selection (`vitest list --changed`: the story files whose Vite module graph reaches a file changed
// since HEAD). The probe appends a CSS/JS comment to the file and puts its bytes back afterwards;
// it needs a clean working tree (so the probe is the only change, and nothing of yours is touched).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The story tests `vitest list` selects, with `--changed` or not. */
function listStories(changed) {
  const dir = mkdtempSync(path.join(tmpdir(), 'stories-list-'));
  try {
    const out = path.join(dir, 'list.json');
    const args = ['list', '--project', 'storybook', `--json=${out}`, ...(changed ? ['--changed'] : [])];
    execFileSync(path.join(root, 'node_modules/.bin/vitest'), args, { cwd: root, stdio: 'ignore' });
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {string[]} changedFiles  repository-relative, each probed on its own
 * @returns {{ file: string, storyFiles: number, stories: number, allFiles: number, allStories: number }[]}
 */
export function changedSelection(changedFiles) {
  // --changed counts every uncommitted and untracked file: any other change would join the probe's.
  const others = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
  if (others) throw new Error(`changed-stories: the working tree has other changes, which --changed would count too:\n${others}`);
  const all = listStories(false);
  const count = (list) => ({ files: new Set(list.map((s) => s.file)).size, stories: list.length });
  return changedFiles.map((file) => {
    const abs = path.join(root, file);
    const original = readFileSync(abs);
    try {
      writeFileSync(abs, Buffer.concat([original, Buffer.from('\n/* probe: changed-stories.mjs */\n')]));
      const selected = count(listStories(true));
      return { file, storyFiles: selected.files, stories: selected.stories, allFiles: count(all).files, allStories: all.length };
    } finally {
      writeFileSync(abs, original);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  for (const r of changedSelection(files.length ? files : ['src/layout/Stack/Stack.module.css', 'src/tokens/tokens.css'])) {
    console.log(`${r.file}: ${r.storyFiles} of ${r.allFiles} story files, ${r.stories} of ${r.allStories} stories`);
  }
}
