// Which stories a change can alter, story by story where the rendering record allows it, whole story
// files where it does not: the selection of `npm test -- --changed` (scripts/changed/). Pure: the
// caller reads the record, the module graph and the files.
//
// - A story file that changed runs whole.
// - A stylesheet that changed (a CSS module, or a global sheet such as reset.css): the stories whose
//   recorded rendering a rule of that sheet reached (capture/browser/sheetsRead.ts), among the story
//   files whose imports reach it. A CSS module with a selector that names no class could match an
//   element no story was seen to give its classes: then those story files run whole.
// - tokens.css: the stories whose recorded rendering read a changed custom property (token-impact.mjs),
//   or every story when the change is more than custom property values.
// - Anything else (a component, a message catalogue): the story files whose imports reach it, whole.
// - A story file that is not wholly in the record (a new story, a failed play) runs whole whenever
//   the change reaches it; a story with no shots (read once, after its play) runs whenever its file is.
import { storiesByRenderedUsage } from './token-impact.mjs';

/** The class-free selectors of a stylesheet's text (`:global(div)`, `ul > li`, `*`), comments dropped. */
export function classFreeSelectors(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [];
  // The text before each `{` that opens a style rule (at-rules' preludes start with @).
  for (const match of text.matchAll(/([^{};]+)\{/g)) {
    const prelude = match[1].trim();
    if (!prelude || prelude.startsWith('@') || /^(from|to|\d+%)(\s*,\s*(from|to|\d+%))*$/.test(prelude)) continue;
    for (const selector of prelude.split(',')) {
      const plain = selector.replace(/:global\(([^)]*)\)/g, '$1').trim();
      // A nested rule's `&` stands for its parent's selector, which has the class.
      if (plain && !plain.includes('.') && !plain.includes('&')) selectors.push(plain);
    }
  }
  return selectors;
}

/**
 * @param {object} input
 * @param {string[]} input.changed              repository-relative changed files
 * @param {string[]} input.storyFiles           every story file
 * @param {Record<string, string[]>} input.dependencies  story file → its module dependencies (Vitest's graph)
 * @param {{ stories: Record<string, string[]>, byStory: Record<string, { file: string, name?: string, tokens: string[], sheets: string[], unshot?: boolean }> } | undefined} input.record
 * @param {(file: string) => number} input.storyCount     how many stories a story file declares
 * @param {(file: string) => string | undefined} input.readText  a changed file's text (undefined when deleted)
 * @param {{ affected: string[], otherRules: boolean } | undefined} [input.tokens]  token-impact's verdict on tokens.css, when it changed
 * @returns {{ whole: string[], stories: Record<string, { id: string, name: string }[]>, named: Record<string, { id: string, name: string }[]>, reasons: string[] }}
 *   whole: story files to run whole; stories: story file → the single stories to run; named: of the whole files, those
 *   whose every story the record names (so one `-t` run can take them with the single ones); reasons: one line per changed file
 */
export function selectStories({ changed, storyFiles, dependencies, record, storyCount, readText, tokens }) {
  const whole = new Set();
  /** @type {Map<string, Map<string, string>>} file → id → name */
  const single = new Map();
  const reasons = [];
  const reaching = (file) => storyFiles.filter((story) => story === file || dependencies[story]?.includes(file));
  const recordedIn = (file) => Object.entries(record?.byStory ?? {}).filter(([, read]) => read.file === file && read.name);
  /** A story file is wholly recorded when every story it declares is in the record, with its test name. */
  const whollyRecorded = (file) => record !== undefined && recordedIn(file).length === storyCount(file);
  const add = (file, predicate) => {
    if (!whollyRecorded(file)) {
      whole.add(file);
      return 'whole';
    }
    // A story with no shots was read once, after its play: it goes wherever its file is reached.
    const picked = recordedIn(file).filter(([, read]) => read.unshot || predicate(read));
    if (picked.length === storyCount(file)) {
      whole.add(file);
      return 'whole';
    }
    for (const [id, read] of picked) {
      const names = single.get(file) ?? new Map();
      names.set(id, read.name);
      single.set(file, names);
    }
    return picked.length;
  };

  for (const file of changed) {
    if (storyFiles.includes(file)) {
      whole.add(file);
      reasons.push(`${file}: a story file, run whole`);
      continue;
    }
    if (file === 'src/tokens/tokens.css' && tokens) {
      if (tokens.otherRules || !record) {
        const files = tokens.otherRules ? storyFiles : storiesByRenderedUsage({ ...tokens, usage: {}, storyFiles }).files;
        for (const story of files) whole.add(story);
        reasons.push(`${file}: ${tokens.otherRules ? 'more than custom property values changed: every story' : 'no record of what the stories render: every story file'}`);
        continue;
      }
      const wanted = new Set(tokens.affected);
      let count = 0;
      for (const story of storyFiles) {
        const picked = add(story, (read) => read.tokens.some((token) => wanted.has(token)));
        count += picked === 'whole' ? storyCount(story) : picked;
      }
      reasons.push(`${file}: ${tokens.affected.join(', ') || 'no custom property'} changed; ${count} stories read them (or are not recorded)`);
      continue;
    }
    const files = reaching(file);
    if (files.length === 0) continue;
    if (file.endsWith('.css')) {
      const text = readText(file);
      const loose = text === undefined ? [] : classFreeSelectors(text);
      if (text === undefined || (file.endsWith('.module.css') && loose.length > 0) || !record) {
        for (const story of files) whole.add(story);
        const why = text === undefined ? 'deleted' : !record ? 'no record of what the stories render' : `a selector with no class (${loose[0]})`;
        reasons.push(`${file}: ${why}: the ${files.length} story files that import it, whole`);
        continue;
      }
      let count = 0;
      for (const story of files) {
        const picked = add(story, (read) => read.sheets.includes(file));
        count += picked === 'whole' ? storyCount(story) : picked;
      }
      reasons.push(`${file}: the ${count} stories its rules reached (of ${files.length} story files that import it)`);
      continue;
    }
    for (const story of files) whole.add(story);
    reasons.push(`${file}: the ${files.length} story files that import it, whole`);
  }
  for (const file of whole) single.delete(file);
  const byId = ([a], [b]) => (a < b ? -1 : 1);
  const named = Object.fromEntries(
    [...whole]
      .filter((file) => whollyRecorded(file))
      .sort()
      .map((file) => [file, recordedIn(file).sort(byId).map(([id, read]) => ({ id, name: read.name }))]),
  );
  const stories = Object.fromEntries(
    [...single].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, names]) => [file, [...names].map(([id, name]) => ({ id, name })).sort((a, b) => (a.id < b.id ? -1 : 1))]),
  );
  return { whole: [...whole].sort(), stories, named, reasons };
}

/** A Vitest `-t` pattern that selects exactly these test names. */
export function testNamePattern(names) {
  const escaped = [...new Set(names)].sort().map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `^(?:${escaped.join('|')})$`;
}

/** How many stories a story file declares: its named exports but those CSF excludes by name pattern (none here). */
export function storyExportCount(text) {
  return [...text.matchAll(/^export const ([A-Za-z_$][\w$]*)/gm)].length;
}
