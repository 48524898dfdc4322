#!/usr/bin/env node
// `npm run visual:changed [-- [base] [--list] [-- vitest args…]]`: the story tests a change touches,
// like `npm run test:stories -- --changed`, but a change to src/tokens/tokens.css runs only the
// stories whose rendering read the changed custom properties (directly or through other
// properties), as the capture loop recorded it in the last story runs on these sources
// (shared/token-usage.mjs); without a record, the stories whose sources read them
// (tools/visual/changed/token-impact.mjs) — or every story where that would be unsafe, which it says. Other changed files are selected by Vitest's module graph, as --changed does.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { changedFiles, committedTokens, readSources, storyFiles, tokensFile } from './changed-sources.mjs';
import { notComparedVerdict } from '../compare/index.mjs';
import { defaultOutDir, readCommandLine, readTokenUsage, repoRoot } from '../shared/index.mjs';
import { storiesByRenderedUsage, tokenImpact } from './token-impact.mjs';

const usage = `Usage: npm run visual:changed -- [base] [--list] [--skip-compare] [-- extra vitest arguments]

Runs the story tests (with their screenshots) that the changes since base (default HEAD: uncommitted
and untracked files) touch. A tokens.css change selects the stories whose rendering read the changed
custom properties, as the last story run on these sources recorded it (without a record: the
stories whose sources read them), not all of them. --list prints the selected story files without running them.
On a machine whose OS or fonts differ from the baselines' the shots cannot be compared, and the run
fails (it proved nothing); --skip-compare runs the stories anyway and says how many were not compared.`;

// Everything after a second `--` goes to Vitest as it is.
const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const own = dash === -1 ? argv : argv.slice(0, dash);
const extra = dash === -1 ? [] : argv.slice(dash + 1);
const args = readCommandLine('visual:changed', usage, () => {
  const parsed = parseArgs({ args: own, allowPositionals: true, strict: true, options: { list: { type: 'boolean' }, 'skip-compare': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (parsed.positionals.length > 1) throw new Error(`one base at most, got ${parsed.positionals.join(', ')}`);
  return parsed;
});
const [base = 'HEAD'] = args.positionals;

const changed = changedFiles(base);
let related = changed;
if (changed.includes(tokensFile)) {
  const impact = tokenImpact({ before: committedTokens(base), after: readFileSync(path.join(repoRoot, tokensFile), 'utf8'), ...readSources() });
  console.log(`visual:changed: tokens.css changes ${impact.changed.join(', ') || 'no custom property'}; affected: ${impact.affected.join(', ') || 'none'}`);
  const others = changed.filter((file) => file !== tokensFile);
  // What the stories rendered, as the last story runs on these sources (or the base's) recorded it;
  // without a record, what the sources say.
  const usage = readTokenUsage(base);
  if (usage) {
    const byUsage = storiesByRenderedUsage({ affected: impact.affected, otherRules: impact.otherRules, usage: usage.stories, storyFiles: storyFiles() });
    if (byUsage.all) {
      console.log('visual:changed: every story runs, because tokens.css changed more than custom property values (a rule, selector or plain declaration)');
    } else {
      console.log(
        `visual:changed: by what the stories rendered (recorded ${usage.recordedAt}): read by ${byUsage.reading.length ? byUsage.reading.join(', ') : 'no story file'}` +
          (byUsage.unrecorded.length ? `; not recorded yet, so run too: ${byUsage.unrecorded.join(', ')}` : ''),
      );
      related = [...others, ...byUsage.files];
    }
  } else {
    console.log('visual:changed: no record of what the stories render on these sources (every story run writes one); selecting by what the sources say');
    if (impact.all) {
      console.log('visual:changed: every story runs, because');
      for (const reason of impact.reasons) console.log(`  - ${reason}`);
    } else {
      console.log(`visual:changed: read by ${impact.files.length ? impact.files.join(', ') : 'no file'}`);
      related = [...others, ...impact.files];
    }
  }
}
related = [...new Set(related)];
if (related.length === 0) {
  console.log(changed.length ? `visual:changed: no story renders what changed since ${base}` : `visual:changed: nothing changed since ${base}`);
  process.exit(0);
}

if (args.values.list) {
  const { listRelatedStoryFiles } = await import('./related-stories.mjs');
  const files = await listRelatedStoryFiles(related);
  console.log(`visual:changed: ${files.length} story files selected`);
  for (const file of files) console.log(`  ${file}`);
  process.exit(0);
}
const vitest = path.join(repoRoot, 'node_modules', '.bin', 'vitest');
const skip = args.values['skip-compare'] ?? false;
const env = skip ? { ...process.env, GW_VISUAL_COMPARE: [process.env.GW_VISUAL_COMPARE, 'skip'].filter(Boolean).join(',') } : process.env;
const result = spawnSync(vitest, ['related', '--run', '--project', 'storybook', ...related, ...extra], { cwd: repoRoot, stdio: 'inherit', env });
// Never clean when it did not compare: the run's own manifest says how many shots were compared.
const manifestFile = path.join(process.env.GW_VISUAL_OUT_DIR ? path.resolve(repoRoot, process.env.GW_VISUAL_OUT_DIR) : defaultOutDir, 'manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
const verdict = notComparedVerdict(manifest, { exitCode: result.status ?? 1, skip });
if (verdict.lines.length > 0) console.error(`\n${verdict.lines.map((line) => `visual:changed: ${line}`).join('\n')}`);
process.exit(verdict.exitCode);
