// End-to-end tests of the built app: `vite build`, then `vite preview` (CSP header, 404.html for
// unknown paths), driven by the same Chromium the story tests use; and one of `vite` (dev).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eBuildDir } from './e2e/support/buildDir';
import { e2eLaunchOptions } from './e2e/support/launch';
import { runPorts } from './scripts/ports.mjs';
import { testSiteOrigin } from './scripts/site-origin.mjs';

// Ports and a build directory of this run's own: two runs in one checkout must not collide. The
// ports come from scripts/ports.mjs (GW_PORT picks the base). Each project has its own preview
// port, so npm test's two steps never share a server: one the first left behind cannot be in the
// second's way.
const projects = process.argv.flatMap((arg, i, args) => (arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []));
const runs = (project: string) => projects.length === 0 || projects.includes(project);
// `--project reliability` alone keeps its own JSON report, so the two npm test steps never share one.
const reliabilityAlone = projects.length === 1 && projects[0] === 'reliability';
const ports = runPorts();
const port = reliabilityAlone ? ports.reliability : ports.preview;
// GW_E2E_BUILD: a build directory kept across runs (npm test builds once for its two e2e steps):
// built there when it holds no build, served again when it does, and never removed by the run.
const keptBuild = process.env.GW_E2E_BUILD;
const outDir = e2eBuildDir(port);
const devCache = path.join('node_modules', '.cache', `e2e-vite-${port}`);
const reports = path.join(import.meta.dirname, 'reports');
const reuseBuild = keptBuild !== undefined && existsSync(path.join(outDir, 'index.html'));
// The package's own Vite, not `npx vite`, which spends CPU finding it on every start.
const vite = path.join('node_modules', '.bin', 'vite');
// Built for the test origin (canonical links: scripts/site-origin.mjs), whatever GW_SITE_ORIGIN says.
const build = reuseBuild ? '' : `GW_SITE_ORIGIN=${testSiteOrigin} ${vite} build --outDir ${outDir} --emptyOutDir && `;

// The reliability project runs in three workers: its tests mostly wait (a reload, injected
// latency), so they overlap (two and three workers measured the same within noise: docs/performance.md).
const jsonReport = reliabilityAlone ? 'reliability-e2e.json' : 'e2e.json';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: ['consumer/**', 'fixtures/**', 'storybook/**'],
  projects: [
    { name: 'app', testIgnore: ['consumer/**', 'fixtures/**', 'storybook/**', 'reliability/**'], use: { baseURL: `http://127.0.0.1:${ports.preview}` } },
    // Hostile-browser load recovery (docs/reliability.md): its own npm script and `npm test` step.
    { name: 'reliability', testMatch: 'reliability/**/*.spec.ts', fullyParallel: true, use: { baseURL: `http://127.0.0.1:${ports.reliability}` } },
  ],
  fullyParallel: false,
  workers: reliabilityAlone ? 3 : 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The app's spoken records (e2e/spoken.spec.ts): entries cleared before, their report written after.
  globalSetup: './e2e/support/setup.ts',
  globalTeardown: './e2e/support/teardown.ts',
  // What the teardown removes: this run's private build (not a kept one) and dev-server cache.
  metadata: { privateDirs: [...(keptBuild ? [] : [outDir]), devCache] },
  reporter: [['list'], ['json', { outputFile: path.join(reports, jsonReport) }]],
  use: {
    launchOptions: e2eLaunchOptions,
    viewport: { width: 1280, height: 720 },
  },
  // Started one after the other, in this order: the first builds the app (unless it is kept).
  webServer: [
    ...[...(runs('app') ? [ports.preview] : []), ...(runs('reliability') ? [ports.reliability] : [])].map((previewPort, i) => ({
      command: `${i === 0 ? build : ''}${vite} preview --outDir ${outDir} --host 127.0.0.1 --port ${previewPort} --strictPort`,
      url: `http://127.0.0.1:${previewPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
    // Only the `app` project's dev-server test needs `vite` (dev).
    ...(runs('app') ? [{
      // Its own dependency cache (removed by the teardown), so it never races another dev server's.
      command: `GW_VITE_CACHE_DIR=${devCache} ${vite} --host 127.0.0.1 --port ${ports.dev} --strictPort`,
      url: `http://127.0.0.1:${ports.dev}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    }] : []),
  ],
});
