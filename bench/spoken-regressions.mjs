// Seen to work (issue 49, docs/visual-review.md#spoken-records-what-a-screen-reader-says-reviewed-like-pixels):
// three deliberate regressions that keep every pixel must each show up as a spoken change and
// nothing else, and a change of colour alone must change no spoken record. Each case edits one
// source file in this checkout, runs the story files it touches (their shots and spoken records,
// into a report folder of its own under reports/spoken-regressions/), puts the file back byte for
// byte whatever happened, and reads the counts from the report's manifest.
//   node bench/spoken-regressions.mjs [--only name,name]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');

/**
 * @typedef {object} Regression
 * @property {string} name
 * @property {string} what      what a person would hear (or see) differently
 * @property {string} file      the source file edited
 * @property {string} find      the text replaced (must occur exactly once)
 * @property {string} replace
 * @property {string[]} stories the story files run
 * @property {'spoken' | 'pixels'} expect  which kind of record must change (the other must not)
 */

/** @type {Regression[]} */
const regressions = [
  {
    name: 'said-twice',
    what: 'a navigation announced twice: the focused heading, then a hidden live region saying the title again (what issue 48 removed)',
    file: 'src/runtime/announcer/RouteAnnouncer.tsx',
    find: `      onFocused: (heading) => void (document.title.trim() || (document.title = heading.textContent?.trim() ?? '')),
    });
  }, [navigationKey, container]);
  return null;`,
    replace: `      onFocused: (heading) => {
        if (!document.title.trim()) document.title = heading.textContent?.trim() ?? '';
        setSaid(heading.textContent?.trim() ?? '');
      },
    });
  }, [navigationKey, container]);
  return <p role="status" style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>{said}</p>;`,
    extra: [
      ["import { useEffect, useRef, type RefObject } from 'react';", "import { useEffect, useRef, useState, type RefObject } from 'react';"],
      ['  const first = useRef(initialKey ?? navigationKey);', "  const first = useRef(initialKey ?? navigationKey);\n  const [said, setSaid] = useState('');"],
    ],
    stories: ['stories/app/Runtime.stories.tsx'],
    expect: 'spoken',
  },
  {
    name: 'name-changed',
    what: 'the error pages’ reload button named “Reload the page, losing what you typed” while it shows “Reload the page” (axe’s label-in-name rule still passes)',
    file: 'src/errors/ErrorPage/ErrorPage.tsx',
    find: '<button type="button" className={styles.button} onClick={onReload}>',
    replace: '<button type="button" className={styles.button} onClick={onReload} aria-label="Reload the page, losing what you typed">',
    stories: ['stories/errors/ApplicationErrorPage.stories.tsx', 'stories/errors/LoadFailurePage.stories.tsx'],
    expect: 'spoken',
  },
  {
    name: 'description-removed',
    what: 'the hydration overlay’s dialog without its description (its summary no longer read with its name)',
    file: 'src/hydration-overlay/HydrationOverlay.tsx',
    find: '      aria-describedby={summaryId}\n',
    replace: '',
    stories: ['stories/hydration-overlay/HydrationOverlay.stories.tsx'],
    expect: 'spoken',
  },
  {
    name: 'colour-only',
    what: 'the muted text colour a shade darker: pixels change, nothing spoken does',
    file: 'src/tokens/tokens.css',
    find: '  --gw-color-text-muted: #52525b;',
    replace: '  --gw-color-text-muted: #3f3f46;',
    stories: ['stories/errors/StatusPage.stories.tsx', 'stories/errors/LoadFailurePage.stories.tsx'],
    expect: 'pixels',
  },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const selected = values.only ? regressions.filter((r) => values.only.split(',').includes(r.name)) : regressions;

/** Replaces `find` (exactly once) with `replace` in `text`, or throws naming the file. */
function replaceOnce(text, find, replace, file) {
  const at = text.indexOf(find);
  if (at < 0 || text.indexOf(find, at + 1) >= 0) throw new Error(`${file}: the text to replace is not there exactly once (the source moved on: update bench/spoken-regressions.mjs)`);
  return text.slice(0, at) + replace + text.slice(at + find.length);
}

const rows = [];
let failures = 0;
for (const regression of selected) {
  const file = path.join(root, regression.file);
  const original = readFileSync(file);
  const outDir = `reports/spoken-regressions/${regression.name}`;
  rmSync(path.join(root, outDir), { recursive: true, force: true });
  let edited = replaceOnce(original.toString('utf8'), regression.find, regression.replace, regression.file);
  for (const [find, replace] of regression.extra ?? []) edited = replaceOnce(edited, find, replace, regression.file);
  let run;
  try {
    writeFileSync(file, edited);
    run = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'storybook', ...regression.stories], {
      cwd: root,
      env: { ...process.env, GW_VISUAL_OUT_DIR: outDir, CI: '' },
      encoding: 'utf8',
    });
  } finally {
    writeFileSync(file, original);
  }
  const manifestFile = path.join(root, outDir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.log(`${regression.name}: no report (the run ended with ${run.status}):\n${run.stdout.slice(-2000)}${run.stderr.slice(-2000)}`);
    failures += 1;
    continue;
  }
  const { summary, entries } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const spokenChanged = entries.filter((e) => e.medium === 'spoken' && e.status === 'changed').map((e) => `${e.storyId}.${e.cell}`);
  const shotsChanged = summary.changed;
  const failed = summary.failed + summary.spoken.skipped;
  const held = failed === 0 && (regression.expect === 'spoken' ? spokenChanged.length > 0 && shotsChanged === 0 : shotsChanged > 0 && spokenChanged.length === 0);
  if (!held) failures += 1;
  rows.push({ ...regression, spokenChanged, shotsChanged, failed, held, report: `${outDir}/index.html` });
}

console.log('\n| regression | what changed | spoken records changed | shots changed | plays failed | as expected |');
console.log('| --- | --- | ---: | ---: | ---: | --- |');
for (const row of rows) console.log(`| ${row.name} | ${row.what} | ${row.spokenChanged.length} | ${row.shotsChanged} | ${row.failed} | ${row.held ? 'yes' : '**no**'} |`);
for (const row of rows) if (row.spokenChanged.length) console.log(`\n${row.name}: ${row.spokenChanged.join(', ')} (${row.report})`);
process.exit(failures > 0 ? 1 : 0);
