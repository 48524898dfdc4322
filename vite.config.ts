import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';
import { visualPageHeight, visualSelftestFs, visualShot, visualSpoken, visualVerdicts } from './tools/visual/capture/index.mjs';
import { appPlugins } from './scripts/vite/index.ts';
import { scopedClassName } from './scripts/css-modules.mjs';
import { requestedProjects } from './scripts/vite/requestedProjects.ts';
import { storyDependencies } from './scripts/vite/storyDependencies.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The port of a browser project's tester-page server when `npm test` assigns them
 * (GW_BROWSER_API_PORT, scripts/test.mjs): `slot` apart from the step's first port, and taken
 * strictly. Otherwise Vitest's own choice (the first free port from 63315).
 */
const browserApi = (slot: number) => {
  const first = Number(process.env.GW_BROWSER_API_PORT);
  return Number.isInteger(first) && first > 0 ? { api: { port: first + slot, strictPort: true } } : {};
};

// The visual loop's browser commands (tools/visual/capture), the same in every project that shoots:
// the shots, and the spoken records (what a virtual screen reader heard).
const visualCommands = { visualShot, visualVerdicts, visualPageHeight, visualSpoken };

// The screen reader's browser build, which the spoken records load in the test frame.
const spokenReader = '@guidepup/virtual-screen-reader/browser.js';

// GW_VISUAL_FRAMES=unthrottled (visual:watch sets it): frames as fast as the compositor makes them,
// not at 60 Hz. A shot waits for two painted frames after each switch and the capture for one more,
// and at 60 Hz most of that was waiting for the next frame; the pictures are the same bytes. The
// gate keeps 60 Hz: there the CPU it costs outweighs the wall it saves (docs/performance.md).
const storyBrowserArgs = process.env.GW_VISUAL_FRAMES === 'unthrottled' ? [...chromiumArgs, '--disable-frame-rate-limit'] : chromiumArgs;

// A fresh object per project: Vitest rejects one browser config shared by two projects. `env`:
// extra environment for the browser process (the visual loop's tests simulate another machine's
// fonts with it).
const chromiumBrowser = (env?: Record<string, string>) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: findChromium()?.path, args: storyBrowserArgs, ...(env ? { env: { ...process.env, ...env } } : {}) },
    // As wide as any cell and taller than most stories, so Vitest does not scale the test frame
    // down; the visual loop grows the page for a taller story (visualPageHeight) and back: a page
    // taller than needed costs the compositor on every frame of every shot.
    // Clipboard permissions: stories read back what "Copy report" wrote (the real clipboard, no spy).
    contextOptions: {
      viewport: { width: 1600, height: 1200 },
      reducedMotion: 'reduce' as const,
      permissions: ['clipboard-read', 'clipboard-write'],
    },
  }),
  viewport: { width: 1600, height: 1200 },
  instances: [{ browser: 'chromium' as const }],
});

// About 2.5 points under what `npm run test:coverage` measured on three fresh clones in a row, the
// same figures each time (docs/storybook-ui.md): a real drop fails, a story added or a line moved
// does not.
const coverageThresholds = { statements: 44, branches: 46, functions: 39, lines: 46 };

// Only the projects this command line asks for are set up (scripts/vite/requestedProjects.ts), and
// Storybook's plugin is loaded only when its project runs.
const requested = requestedProjects();
const storybookTest = requested('storybook') ? (await import('@storybook/addon-vitest/vitest-plugin')).storybookTest : undefined;
// The browser tests in Firefox and WebKit exist only when a command line names their projects (npm
// test's engines lane does): a Vitest without a project filter (Storybook's "Run tests" runner, a
// plain `npx vitest`) neither defines them nor loads the engines' drivers.
const engines = ['firefox', 'webkit'] as const;
const engineBrowser = engines.some((engine) => process.argv.some((arg) => arg.includes(`hydration-${engine}`)))
  ? (await import('./e2e/engines/browserProvider.ts')).engineBrowser
  : undefined;
const onlyRequested = (projects: (TestProjectInlineConfiguration | false)[]) =>
  projects.filter((project): project is TestProjectInlineConfiguration => {
    const name = project ? project.test?.name : undefined;
    return project !== false && requested(typeof name === 'object' ? name.label : (name ?? ''));
  });

export default defineConfig({
  // appPlugins() is empty under Vitest and Storybook (see scripts/vite/index.ts).
  plugins: [react(), ...appPlugins()],
  // GW_VITE_CACHE_DIR: a dependency cache of a run's own, so two Vitest runs side by side (npm
  // test's story shards) never write one cache at the same time.
  ...(process.env.GW_VITE_CACHE_DIR ? { cacheDir: process.env.GW_VITE_CACHE_DIR } : {}),
  css: { modules: { generateScopedName: scopedClassName } },
  test: {
    // A hang guard for every way Vitest's browser starts (npm test, test:coverage, visual:changed,
    // "Run tests", the warm loop): beside a busy neighbour the test page took longer than Vitest's
    // 60 s to connect, and the run ended with "Failed to connect to the browser session" and no test.
    // Vitest reads it from the root config, for every browser project.
    browser: { connectTimeout: 180_000 },
    // Coverage of the library and app sources by the story tests: what the Coverage box of
    // Storybook's test widget collects (it adds its own reporters and report folder to these
    // settings) and what `npm run test:coverage` checks against the thresholds (CI's storybook
    // job). The widget shows the statements figure, so both read the same run of the same stories.
    coverage: {
      // V8, not istanbul: istanbul's figures did not depend on the file order (V8's do with the
      // shared test frame, vitest-dev/vitest#3846), but in a cold narrowed dev server its coverage of
      // the untested files made Vite re-optimise mid-run and "Run tests" never finished (the
      // Storybook UI e2e in a fresh clone). docs/storybook-ui.md.
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
      reporter: ['text-summary', 'html', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      // Under the lowest figures measured (a fresh clone's V8 figures vary with the file order:
      // docs/storybook-ui.md): a change that drops coverage fails `npm run test:coverage`.
      thresholds: coverageThresholds,
      // The widget colours its figure (statements) by these: red below the threshold CI enforces.
      watermarks: { statements: [coverageThresholds.statements, 80] },
    },
    // `--changed` runs the tests whose module graph reaches a changed file; these files reach every
    // story without being imported by one (the preview's global CSS, Storybook's config, the visual
    // loop), so a change to any of them runs everything.
    forceRerunTriggers: [...configDefaults.forceRerunTriggers, '**/src/tokens/*.css', '**/.storybook/**', '**/tools/visual/**'],
    projects: onlyRequested([
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // CSS modules processed as in a build, so their classes are exported by name too: the
          // layout primitives import theirs by name (Vitest's stand-in for an unprocessed module has
          // only a default export, and their classes would read `undefined`).
          css: { include: [/\.module\.css$/] },
          // One environment per worker instead of one per file (figures: docs/performance.md). The
          // tests own their state (fresh loaders, test roots and servers per test), so no file
          // leans on another.
          isolate: false,
          // A hang guard, not a speed limit: beside a busy machine's other work (CI neighbours, the
          // other lanes of npm test) a test that reads and writes real files took longer than
          // Vitest's default 5 s on a fresh clone.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tools/**/*.test.{ts,mjs}', 'e2e/support/**/*.test.ts'],
          // Those run in Chromium (the hydration project below).
          exclude: [...configDefaults.exclude, '**/*.browser.test.{ts,tsx}'],
        },
      },
      {
        // Firefox and WebKit (e2e/engines/, docs/engines.md): the built app, its host and the dev
        // overlay, driven from Node by each engine's own driver; the servers start once for both files.
        extends: true,
        test: {
          name: 'engines',
          environment: 'node',
          include: ['e2e/engines/**/*.test.ts'],
          globalSetup: ['e2e/engines/globalSetup.ts'],
          // A hang guard: a WebKit page's load may take up to its own 60 s bound (drivers.ts), after
          // the window it opens in.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // Waits on pages in two browsers beside the rest of npm test: Vitest's 1 s for a poll was
          // too little for WebKit to hydrate a page in a fresh clone's run. A hang guard, not a speed.
          expect: { poll: { timeout: 30_000 } },
        },
      },
      storybookTest !== undefined && {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Every package src/ imports, bundled before the first test (scripts/vite/storyDependencies.ts),
        // and the screen reader of the spoken records (tools/visual/capture/browser/spoken.ts).
        optimizeDeps: { include: [...storyDependencies, spokenReader] },
        test: {
          name: 'storybook',
          // A hang guard, not a speed limit: the first story of a run imports the preview, axe and
          // every dependency; in "Run tests" beside a fresh clone's npm test it took 17.9 s, past
          // Vitest's 15 s browser default, and failed with nothing wrong in it.
          testTimeout: 60_000,
          // Every story file in one test frame instead of a fresh frame (and a fresh import of
          // Storybook's preview, axe and React) per file, with every shot still byte-identical to
          // its baseline (figures: docs/performance.md). A story
          // that leaked global state into the next file would show as a visual change that depends
          // on the shard, and the shards' merge must equal the baselines (docs/visual-at-scale.md).
          isolate: false,
          // The visual loop (README "Visual review"): shoots every story after its test.
          browser: { ...chromiumBrowser(), ...browserApi(0), commands: visualCommands },
          setupFiles: ['.storybook/vitest.setup.ts'],
          globalSetup: ['tools/visual/capture/global-setup.mjs'],
          env: { GW_VISUAL: process.env.GW_VISUAL ?? '' },
        },
      },
      {
        // The hydration overlay's corpus: server HTML from React's server renderer, hydrateRoot in
        // real Chromium, the overlay's verdict against React's own (src/hydration-overlay).
        extends: true,
        test: {
          name: 'hydration',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          browser: { ...chromiumBrowser(), ...browserApi(0), screenshotFailures: false },
        },
      },
      // The same tests in Firefox and WebKit (docs/engines.md): the corpus judged against React's own
      // reports in every engine the suite runs, through the engines' drivers (e2e/engines/browserProvider.ts).
      ...engines.map(
        (engine): TestProjectInlineConfiguration | false =>
          engineBrowser !== undefined && {
            extends: true,
            test: {
              name: `hydration-${engine}`,
              include: ['src/**/*.browser.test.{ts,tsx}'],
              browser: {
                enabled: true,
                provider: engineBrowser(engine),
                instances: [{ browser: engine }],
                viewport: { width: 1280, height: 800 },
                ...browserApi(engines.indexOf(engine)),
                screenshotFailures: false,
              },
            },
          },
      ),
      {
        // Tests of the visual loop itself, on a fixture story with throwaway baselines.
        extends: true,
        test: {
          name: 'visual-loop',
          include: [
            'tools/visual/capture/selftest/loop.browser.test.tsx',
            'tools/visual/capture/selftest/spoken.browser.test.tsx',
            'tools/visual/capture/selftest/tokensRead.browser.test.ts',
            'tools/visual/capture/selftest/sheetsRead.browser.test.ts',
          ],
          browser: { ...chromiumBrowser(), ...browserApi(1), commands: { ...visualCommands, visualSelftestFs }, screenshotFailures: false },
        },
      },
      {
        // The same loop on a simulated other machine: a fontconfig file that prefers Liberation Sans.
        extends: true,
        test: {
          name: 'visual-loop-fonts',
          include: ['tools/visual/capture/selftest/other-fonts.browser.test.tsx'],
          browser: {
            ...chromiumBrowser({ FONTCONFIG_FILE: path.join(dirname, 'tools/visual/capture/selftest/other-machine-fonts.conf') }),
            ...browserApi(2),
            commands: { ...visualCommands, visualSelftestFs },
            screenshotFailures: false,
          },
        },
      },
    ]),
  },
});
