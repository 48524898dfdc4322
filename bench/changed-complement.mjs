#!/usr/bin/env node
// The proof behind `npm test -- --changed`'s story selection: with a change written into the tree,
// every story it did NOT select is run and shot, and none may differ from its baseline. A story the
// selection left out that changes is a hole in the selection; the run then exits 1 and names it.
//
//   node bench/changed-complement.mjs [padding|german|token]
//
// The change: 2 px of padding in Cluster (default), the German not-found sentence, or --gw-space-1
// in tokens.css; real changes, which alter shots inside the selection. The file is put back afterwards. Needs a clean working tree
// and a rendering record for these sources (any full story run writes one). The complement's shots
// land in reports/visual-complement (a review page there shows any that changed).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { changedStories } from '../scripts/changed/select-stories.mjs';
import { changedFiles, storyFiles } from '../tools/visual/changed/index.mjs';
import { scenarios } from './changed-scenarios.mjs';

const root = path.resolve(import.meta.dirname, '..');
const name = process.argv[2] ?? 'padding';
const scenario = scenarios[name];
if (!scenario) throw new Error(`changed-complement: no scenario ${name} (${Object.keys(scenarios).join(', ')})`);
const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
if (dirty) throw new Error(`changed-complement: the working tree has other changes:\n${dirty}`);

const original = readFileSync(path.join(root, scenario.file), 'utf8');
if (!original.includes(scenario.from)) throw new Error(`changed-complement: ${scenario.file} does not contain ${JSON.stringify(scenario.from)}`);
const out = 'reports/visual-complement';
let exitCode = 0;
try {
  writeFileSync(path.join(root, scenario.file), original.replace(scenario.from, scenario.to));
  const selection = await changedStories(changedFiles('HEAD'), 'HEAD');
  const single = Object.entries(selection.stories);
  const touched = new Set([...selection.whole, ...single.map(([file]) => file)]);
  const untouched = storyFiles().filter((file) => !touched.has(file));
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
  const runs = [
    // Story files the selection left out entirely.
    ...(untouched.length ? [[...untouched]] : []),
    // In each file it took story by story, every other story (one run per file: names repeat across files).
    ...single.map(([file, stories]) => [file, '-t', `^(?!(?:${stories.map((story) => escape(story.name)).join('|')})$)`]),
  ];
  console.log(`changed-complement: ${name}: selected ${selection.whole.length} whole files and ${single.reduce((n, [, s]) => n + s.length, 0)} single stories; the complement is ${untouched.length} files and the rest of ${single.length}`);
  let shots = 0;
  let changed = 0;
  const changedShots = [];
  for (const [index, args] of runs.entries()) {
    const dir = `${out}/${index}`;
    const run = spawnSync(vitest, ['run', '--project', 'storybook', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '', GW_VISUAL_OUT_DIR: dir } });
    const manifestFile = path.join(root, dir, 'manifest.json');
    if (!existsSync(manifestFile)) {
      console.error(run.stdout.slice(-3000), run.stderr.slice(-3000));
      throw new Error(`changed-complement: run ${index} wrote no manifest`);
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    shots += manifest.entries.length;
    if (run.status !== 0) changedShots.push(`run ${index} (${args.join(' ')}) failed: a play or axe check the change broke, outside the selection`);
    if (run.status !== 0) changed += 1;
    for (const entry of manifest.entries.filter((e) => e.status !== 'unchanged')) {
      changed += 1;
      changedShots.push(`${entry.storyId} ${entry.cell}: ${entry.status}`);
    }
  }
  console.log(`changed-complement: ${shots} shots of the complement, ${changed} not unchanged`);
  for (const line of changedShots) console.log(`  ${line}`);
  if (shots === 0 || changed > 0) exitCode = 1;
} finally {
  writeFileSync(path.join(root, scenario.file), original);
}
process.exit(exitCode);
