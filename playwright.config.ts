// End-to-end tests of the built app: `vite build`, then `vite preview` (CSP header, 404.html for
// unknown paths), driven by the same Chromium the story tests use; and one of `vite` (dev).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

// A port and a build directory of this run's own: two runs in one checkout must not collide.
// Set in the environment so Playwright's workers (which inherit it) agree with the runner.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const port = Number(process.env.E2E_PORT);
// The dev server (`vite`), for the test that it runs under the CSP too: the next port.
process.env.E2E_DEV_PORT = String(port + 1);
const outDir = path.join('node_modules', '.cache', `e2e-dist-${port}`);
const devCache = path.join('node_modules', '.cache', `e2e-vite-${port}`);
const reports = path.join(import.meta.dirname, 'reports');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: ['consumer/**', 'fixtures/**', 'storybook/**'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/support/teardown.ts',
  reporter: [['list'], ['json', { outputFile: path.join(reports, 'e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium()?.path, args: chromiumArgs },
    viewport: { width: 1280, height: 720 },
  },
  webServer: [
    {
      command: `npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Its own dependency cache (removed by the teardown), so it never races another dev server's.
      command: `GW_VITE_CACHE_DIR=${devCache} npx vite --host 127.0.0.1 --port ${port + 1} --strictPort`,
      url: `http://127.0.0.1:${port + 1}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
