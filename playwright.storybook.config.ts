// End-to-end tests of Storybook as a person meets it (`npm run test:storybook-ui`, a step of
// `npm test`): on one build of every story, each story's play function and axe check as the built
// preview runs them, the landing page and every docs page through axe; and "Run tests" clicked in
// the dev server's sidebar, in a Storybook narrowed to the landing page and one small story file
// (GW_STORIES, .storybook/main.ts), so the tests it starts cost seconds rather than the minutes of
// every story (`npm run bench:run-tests` runs them all).
// GW_STORYBOOK_STATIC serves a Storybook built before (e.g. storybook-static) instead of building one.
// `--project built` runs only the built Storybook's specs, `--project run-tests` only the dev
// server's, each with only its own server (for working on one half); neither, both, as npm test runs it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eLaunchOptions } from './e2e/support/launch.ts';
import { runPorts } from './scripts/ports.mjs';
import { hideCoverageMarker } from './e2e/storybook/fixtures/hideCoverageMarker.mjs';

// Ports of this run's own (scripts/ports.mjs): two runs must not collide.
const { storybookDev: devPort, storybookStatic: staticPort } = runPorts();
const givenBuild = process.env.GW_STORYBOOK_STATIC;
const staticDir = givenBuild ?? path.join('node_modules', '.cache', `sb-e2e-static-${devPort}`);
// The package's own binaries, not `npx`, which spends CPU finding them on every start.
const bin = (name: string) => path.join('node_modules', '.bin', name);
const build = givenBuild ? '' : `GW_STORIES= ${bin('storybook')} build --quiet -o ${staticDir} && `;
const narrowed = 'stories/Introduction.mdx,stories/layout/VisuallyHidden.stories.tsx';
const reports = path.join(import.meta.dirname, 'reports');
const projects = process.argv.flatMap((arg, i, args) => (arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []));
const part = projects.length === 1 ? projects[0] : undefined;
const builtSpecs = ['landing.spec.ts', 'docs-axe.spec.ts', 'stories.spec.ts', 'sidebar-walk.spec.ts', 'locale-control.spec.ts'];
// Absolute: Storybook resolves some of its cache paths from its config folder.
const narrowedCache = path.join(import.meta.dirname, 'node_modules', '.cache', 'sb-e2e-narrowed');
// While this file exists, the dev server's test runner cannot resolve the coverage provider: the
// deliberately broken start of run-tests.spec.ts (e2e/storybook/fixtures/hide-coverage-provider.mjs).
const hideCoverageLoader = pathToFileURL(path.join(import.meta.dirname, 'e2e/storybook/fixtures/hide-coverage-provider.mjs'));
hideCoverageLoader.searchParams.set('marker', hideCoverageMarker(devPort));
const hideCoverage = `NODE_OPTIONS="${process.env.NODE_OPTIONS ?? ''} --import=${hideCoverageLoader.href}"`;

export default defineConfig({
  testDir: 'e2e/storybook',
  projects: [
    { name: 'built', testMatch: builtSpecs },
    { name: 'run-tests', testMatch: 'run-tests.spec.ts' },
  ],
  fullyParallel: false,
  // The built Storybook's spec files side by side (two workers, each its own Chromium): they mostly
  // wait on the preview, and one after the other they were the longest step of npm test. The dev
  // server's half keeps one: its one test drives a server that runs every story itself. Not the two
  // story tests of stories.spec.ts apart as well: beside each other and the rest of npm test, a
  // HydrationOverlay play twice found its dialog not modal or not focused (docs/storybook-ui.md).
  workers: part === 'built' ? 2 : 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/storybook/teardown.ts',
  // What the teardown removes: this run's own Storybook build (not a given one).
  // Only by the run that built it: the two halves run side by side in npm test, and the dev server's
  // half must not remove the build the other half is still reading.
  metadata: { privateDirs: givenBuild || part === 'run-tests' ? [] : [staticDir] },
  reporter: [['list'], ['json', { outputFile: path.join(reports, `storybook-ui${part ? `-${part}` : ''}.json`) }]],
  // Each half its own: npm test runs them side by side, and a run empties its output folder first.
  outputDir: path.join('test-results', `storybook-ui${part ? `-${part}` : ''}`),
  use: {
    // Without the omnibox renderer each context's window starts (e2e/support/launch.ts).
    launchOptions: e2eLaunchOptions,
    viewport: { width: 1280, height: 800 },
  },
  webServer: [
    part !== 'run-tests' && {
      // The built Storybook, served as files (Vite's static preview, no app plugins).
      command: `${build}${bin('vite')} preview --config e2e/storybook/static.vite.config.ts --outDir ${staticDir} --host 127.0.0.1 --port ${staticPort} --strictPort`,
      url: `http://127.0.0.1:${staticPort}/index.json`,
      reuseExistingServer: false,
      // The build shares 2 cores with the rest of npm test: a minute or more when they are busy.
      timeout: 300_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    part !== 'built' && {
      // Aside from a full run's: its visual report (`npm test`'s story lane writes reports/visual),
      // and Storybook's cache (CACHE_DIR), which holds the Vitest optimizer's dependencies. A
      // narrowed run there would leave the dependencies of two story files, and the next run of
      // every story (the story lane, "Run tests" in `npm start`) would meet the others mid-run:
      // Vite re-optimises and reloads, and the stories loading then fail ("Failed to fetch
      // dynamically imported module", seen in npm run bench:run-tests after this e2e).
      // GW_VISUAL=off: no screenshots in these runs (each story's shots are the story lane's; the bench
      // runs every story through the UI with them), so no CPU on shots nobody reads.
      // The runner traced (GW_TRACE_TEST_RUNNER, DEBUG, VITEST_BROWSER_DEBUG): when the widget stays on
      // "Starting…", the log says where the run stopped (docs/storybook-ui.md, "Still open").
      command: `${hideCoverage} GW_TRACE_TEST_RUNNER=1 DEBUG=vitest:browser:pool,vitest:browser:playwright,vite:deps VITEST_BROWSER_DEBUG=info CACHE_DIR=${narrowedCache} GW_VISUAL=off GW_STORIES=${narrowed} ${bin('storybook')} dev --ci --no-open --host 127.0.0.1 -p ${devPort} --exact-port`,
      url: `http://127.0.0.1:${devPort}/index.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    },
  ].filter((server) => server !== false),
});
