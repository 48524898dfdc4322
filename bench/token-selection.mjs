#!/usr/bin/env node
// What `npm run visual:changed` runs after a change to each custom property of tokens.css, one at a
// time: the story files (and stories) selected, against all of them — by what the stories rendered
// (the record the last story run on these sources left) and by what the sources say — and why a
// token runs everything by sources when it does. Changes nothing on disk: each change is made to the file's text in memory,
// and the selection is the one Vitest's module graph gives (tools/visual/changed/related-stories.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { declarations, readSources, storiesByRenderedUsage, storyDependencies, tokenImpact, tokensFile } from '../tools/visual/changed/index.mjs';
import { readTokenUsage } from '../tools/visual/shared/index.mjs';

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
  // What the last story runs on these sources recorded of each story's rendering, if any.
  const usage = readTokenUsage('HEAD');
  return names.map((name) => {
    // A change to the property's first declaration (what matters is that it changed, not to what).
    const after = before.replace(new RegExp(`(${name}\\s*:)[^;]*;`), '$1 probe;');
    const impact = tokenImpact({ before, after, css: css.map((c) => (c.file === tokensFile ? { ...c, text: after } : c)), sources });
    const files = impact.all ? allFiles : allFiles.filter((story) => impact.files.includes(story) || deps[story].some((dep) => impact.files.includes(dep)));
    const rendered = usage && storiesByRenderedUsage({ affected: impact.affected, otherRules: impact.otherRules, usage: usage.stories, storyFiles: allFiles });
    const byRendering = rendered && { storyFiles: rendered.files.length, stories: rendered.files.reduce((n, f) => n + (counts[f] ?? 0), 0), unrecorded: rendered.unrecorded.length };
    return { name, all: impact.all, reason: impact.reasons[0], storyFiles: files.length, stories: files.reduce((n, f) => n + (counts[f] ?? 0), 0), allFiles: allFiles.length, allStories, byRendering };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await tokenSelection();
  const recorded = rows.some((r) => r.byRendering);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`| Custom property | By sources: story files | Stories |${recorded ? ' By rendering: story files | Stories |' : ''} Why all (by sources) |`);
  console.log(`| --- | ---: | ---: |${recorded ? ' ---: | ---: |' : ''} --- |`);
  for (const r of rows) {
    const rendering = recorded ? ` ${r.byRendering.storyFiles} / ${r.allFiles} | ${r.byRendering.stories} / ${r.allStories} |` : '';
    console.log(`| \`${r.name}\` | ${r.storyFiles} / ${r.allFiles} | ${r.stories} / ${r.allStories} |${rendering} ${r.all ? r.reason.replace(/\|/g, '\\|') : ''} |`);
  }
  const narrowed = rows.filter((r) => !r.all);
  console.log(`\nBy sources: ${narrowed.length} of ${rows.length} custom properties narrow the run; for those, median ${median(narrowed.map((r) => r.stories))} of ${rows[0]?.allStories} stories; median over all ${median(rows.map((r) => r.stories))}.`);
  if (recorded) {
    const narrowedByRendering = rows.filter((r) => r.byRendering.stories < r.allStories);
    const unrecorded = Math.max(...rows.map((r) => r.byRendering.unrecorded));
    console.log(`By rendering: ${narrowedByRendering.length} of ${rows.length} narrow the run; median over all ${median(rows.map((r) => r.byRendering.stories))} of ${rows[0]?.allStories} stories${unrecorded ? ` (${unrecorded} story files not in the record, always run)` : ''}.`);
  } else {
    console.log('No record of what the stories render on these sources: run the story tests once (npm run test:stories) for the by-rendering columns.');
  }
}
