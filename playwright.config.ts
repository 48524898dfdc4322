// End-to-end tests of the built app: `vite build`, then `vite preview` (CSP header, 404.html for
// unknown paths), driven by the same Chromium the story tests use; and one of `vite` (dev).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eLaunchOptions } from './e2e/support/launch';

// A port and a build directory of this run's own: two runs in one checkout must not collide.
// Set in the environment so Playwright's workers (which inherit it) agree with the runner.
// GW_E2E_PORT (or E2E_PORT) picks the port instead; the dev server takes the next one.
process.env.E2E_PORT ??= process.env.GW_E2E_PORT ?? String(20_000 + (process.pid % 20_000));
const port = Number(process.env.E2E_PORT);
// The dev server (`vite`), for the test that it runs under the CSP too: the next port.
process.env.E2E_DEV_PORT = String(port + 1);
// E2E_BUILD_DIR: another run's kept build (npm test's reliability step serves the e2e step's on a
// port of its own, so a server the first step left behind cannot be in its way).
const outDir = process.env.E2E_BUILD_DIR ?? path.join('node_modules', '.cache', `e2e-dist-${port}`);
const devCache = path.join('node_modules', '.cache', `e2e-vite-${port}`);
const reports = path.join(import.meta.dirname, 'reports');
// `npm test` builds once for its two e2e steps: the first keeps its build (E2E_KEEP_BUILD=1, see
// the teardown), the second serves it again (E2E_REUSE_BUILD=1) instead of building the same app.
const reuseBuild = process.env.E2E_REUSE_BUILD === '1' && existsSync(path.join(outDir, 'index.html'));
// The package's own Vite, not `npx vite`, which spends CPU finding it on every start.
const vite = path.join('node_modules', '.bin', 'vite');
const build = reuseBuild ? '' : `${vite} build --outDir ${outDir} --emptyOutDir && `;

// Only the `app` project's dev-server test needs `vite` (dev): `--project reliability` skips it.
const projects = process.argv.flatMap((arg, i, args) => (arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []));
const needsDevServer = projects.length === 0 || projects.includes('app');
// `--project reliability` alone keeps its own JSON report, so the two npm test steps never share one,
// and runs in three workers: its tests mostly wait (a reload, injected latency), so they overlap
// (two and three workers measured the same within noise: docs/performance.md).
const reliabilityAlone = projects.length === 1 && projects[0] === 'reliability';
const jsonReport = reliabilityAlone ? 'reliability-e2e.json' : 'e2e.json';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: ['consumer/**', 'fixtures/**', 'storybook/**'],
  projects: [
    { name: 'app', testIgnore: ['consumer/**', 'fixtures/**', 'storybook/**', 'reliability/**'] },
    // Hostile-browser load recovery (docs/reliability.md): its own npm script and `npm test` step.
    { name: 'reliability', testMatch: 'reliability/**/*.spec.ts', fullyParallel: true },
  ],
  fullyParallel: false,
  workers: reliabilityAlone ? 3 : 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/support/teardown.ts',
  reporter: [['list'], ['json', { outputFile: path.join(reports, jsonReport) }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: e2eLaunchOptions,
    viewport: { width: 1280, height: 720 },
  },
  webServer: [
    {
      command: `${build}${vite} preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(needsDevServer ? [{
      // Its own dependency cache (removed by the teardown), so it never races another dev server's.
      command: `GW_VITE_CACHE_DIR=${devCache} ${vite} --host 127.0.0.1 --port ${port + 1} --strictPort`,
      url: `http://127.0.0.1:${port + 1}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    }] : []),
  ],
});
