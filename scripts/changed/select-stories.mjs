// The stories a change-scoped run checks: the record of what each story rendered, Vitest's module
// graph of the story files and the changed files' texts, handed to the changed room's selection
// (tools/visual/changed/story-selection.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { committedTokens, readSources, selectStories, storyDependencies, storyExportCount, storyFiles, tokenImpact, tokensFile } from '../../tools/visual/changed/index.mjs';
import { readTokenUsage, repoRoot } from '../../tools/visual/shared/index.mjs';

const read = (file) => (existsSync(path.join(repoRoot, file)) ? readFileSync(path.join(repoRoot, file), 'utf8') : undefined);

/**
 * @param {string[]} changed repository-relative changed files
 * @param {string} base the commit they are compared with
 * @returns {Promise<ReturnType<typeof selectStories> & { recordedAt: string | undefined }>}
 */
export async function changedStories(changed, base) {
  // Only files under src/ and stories/ reach a story (the rest of what does runs the whole gate).
  const reaching = changed.filter((file) => file.startsWith('src/') || file.startsWith('stories/'));
  if (reaching.length === 0) return { whole: [], stories: {}, named: {}, reasons: [], recordedAt: undefined };
  const record = readTokenUsage(base);
  const tokens = changed.includes(tokensFile) ? tokenImpact({ before: committedTokens(base), after: read(tokensFile) ?? '', ...readSources() }) : undefined;
  const selection = selectStories({
    changed: reaching,
    storyFiles: storyFiles(),
    dependencies: await storyDependencies(),
    record,
    storyCount: (file) => storyExportCount(read(file) ?? ''),
    readText: read,
    tokens,
  });
  return { ...selection, recordedAt: record?.recordedAt };
}
