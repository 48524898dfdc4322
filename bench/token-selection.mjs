#!/usr/bin/env node
// What `npm run visual:changed` runs after a change to each custom property of tokens.css, one at a
// time: the story files (and stories) selected, against all of them, and why a token runs
// everything when it does. Changes nothing on disk: each change is made to the file's text in memory,
// and the selection is the one Vitest's module graph gives (tools/visual/changed/related-stories.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { declarations, readSources, storyDependencies, tokenImpact, tokensFile } from '../tools/visual/changed/index.mjs';

const root = path.resolve(import.meta.dirname, '..');

function storiesPerFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'token-selection-'));
  try {
    const out = path.join(dir, 'list.json');
    execFileSync(path.join(root, 'node_modules/.bin/vitest'), ['list', '--project', 'storybook', `--json=${out}`], { cwd: root, stdio: 'ignore' });
    const counts = {};
    for (const { file } of JSON.parse(readFileSync(out, 'utf8'))) counts[path.relative(root, file)] = (counts[path.relative(root, file)] ?? 0) + 1;
    return counts;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function tokenSelection() {
  const before = readFileSync(path.join(root, tokensFile), 'utf8');
  const { css, sources } = readSources(root);
  const [deps, counts] = [await storyDependencies(), storiesPerFile()];
  const allFiles = Object.keys(deps);
  const allStories = allFiles.reduce((n, f) => n + (counts[f] ?? 0), 0);
  const names = [...new Set(declarations(before).map((d) => d.property).filter((p) => p.startsWith('--')))];
  return names.map((name) => {
    // A change to the property's first declaration (what matters is that it changed, not to what).
    const after = before.replace(new RegExp(`(${name}\\s*:)[^;]*;`), '$1 probe;');
    const impact = tokenImpact({ before, after, css: css.map((c) => (c.file === tokensFile ? { ...c, text: after } : c)), sources });
    const files = impact.all ? allFiles : allFiles.filter((story) => impact.files.includes(story) || deps[story].some((dep) => impact.files.includes(dep)));
    return { name, all: impact.all, reason: impact.reasons[0], storyFiles: files.length, stories: files.reduce((n, f) => n + (counts[f] ?? 0), 0), allFiles: allFiles.length, allStories };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await tokenSelection();
  console.log('| Custom property | Story files | Stories | Why all |');
  console.log('| --- | ---: | ---: | --- |');
  for (const r of rows) console.log(`| \`${r.name}\` | ${r.storyFiles} / ${r.allFiles} | ${r.stories} / ${r.allStories} | ${r.all ? r.reason.replace(/\|/g, '\\|') : ''} |`);
  const narrowed = rows.filter((r) => !r.all);
  console.log(`\n${narrowed.length} of ${rows.length} custom properties narrow the run; for those, median ${narrowed.map((r) => r.stories).sort((a, b) => a - b)[Math.floor(narrowed.length / 2)]} of ${rows[0]?.allStories} stories.`);
}
