// Which stories a round of the watch re-shoots. The rule is the change-scoped gate's
// (changed/story-selection.mjs: single stories by the rendering record — the stylesheets and custom
// properties each story's shots read — and whole story files where only the module graph can
// answer); this adds what only a long-running process has to decide:
//
//   - a file every story renders through that is not a stylesheet the record follows (Storybook's
//     preview, the capture's browser half) → every story;
//   - what the running process read once (the build and Storybook's main config — Vitest restarts its
//     server under the watch's feet for a config change —, dependencies, the visual tool's own Node
//     code) → nothing shot, and a note that the watch needs a restart to use it.
// Pure logic over paths and text, so it is tested without a browser (select.test.ts).
import { selectStories as selectByRecord } from '../changed/index.mjs';

const everyStory = [/^\.storybook\/(?!main\.ts$)(?!.*\.css$)/, /^tools\/visual\/capture\/browser\/(?!.*\.css$)/];
const restartFor = [/^\.storybook\/main\.ts$/, /^vite\.config\.ts$/, /^scripts\/vite\//, /^scripts\/css-modules\.mjs$/, /^package(-lock)?\.json$/, /^patches\//, /^tools\/visual\/(?!capture\/browser\/)/];

/**
 * @typedef {{ file: string, name?: string, tokens: string[], sheets: string[], unshot?: boolean }} StoryRecord
 * @param {{
 *   changed: string[],
 *   storyFiles: string[],
 *   dependencies: Record<string, string[]>,
 *   record: { stories: Record<string, string[]>, byStory: Record<string, StoryRecord> } | undefined,
 *   storyCount: (file: string) => number,
 *   readText: (file: string) => string | undefined,
 *   tokens?: { affected: string[], otherRules: boolean },
 * }} input  as changed/story-selection.mjs takes it; `changed` may hold any file a save touched
 * @returns {{ all: boolean, whole: string[], stories: Record<string, { id: string, name: string }[]>, reasons: string[], notes: string[] }}
 */
export function selectRound(input) {
  const notes = [];
  const reasons = [];
  const rest = [];
  let all = false;
  for (const file of input.changed) {
    if (restartFor.some((pattern) => pattern.test(file))) {
      notes.push(`${file} changed: the watch read it when it started; restart it (Ctrl+C, npm run visual:watch) to use the change`);
    } else if (everyStory.some((pattern) => pattern.test(file))) {
      all = true;
      reasons.push(`${file}: every story renders through it`);
    } else rest.push(file);
  }
  if (all) return { all, whole: [...input.storyFiles].sort(), stories: {}, reasons, notes };
  const selected = rest.length > 0 ? selectByRecord({ ...input, changed: rest }) : { whole: [], stories: {}, reasons: [] };
  return { all, ...selected, reasons: [...reasons, ...selected.reasons], notes };
}

/**
 * The files of a batch whose text differs from what the last round saw: an editor's save can reach
 * the watcher as two events (truncate, then write), and a save of unchanged text shoots nothing.
 * Updates `seen` (file → text at the last round; undefined: deleted) to the texts now.
 * @param {string[]} files
 * @param {Map<string, string | undefined>} seen
 * @param {(file: string) => string | undefined} read  a file's text now (undefined when deleted)
 * @returns {string[]}
 */
export function changedSinceLastRound(files, seen, read) {
  const changed = [];
  for (const file of files) {
    const now = read(file);
    if (!seen.has(file) || seen.get(file) !== now) changed.push(file);
    seen.set(file, now);
  }
  return changed;
}
