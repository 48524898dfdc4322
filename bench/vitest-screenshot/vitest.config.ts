// The comparison of docs/visual-review.md ("Vitest's toMatchScreenshot or our loop"): one Vitest
// browser project that shoots the same mounted stories, cell by cell, both ways — the loop's
// `visualShot` command and `toMatchScreenshot` with an exact custom comparator and our paths
// (resolveScreenshotPath) — timing each call. Run by bench/vitest-screenshot.mjs.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';
import { scopedClassName } from '../../scripts/css-modules.mjs';
import { visualSelftestFs, visualShot } from '../../tools/visual/capture/index.mjs';
import { exactComparator } from './exact-comparator.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'reports/bench-vitest-screenshot');

export default defineConfig({
  root,
  plugins: [react()],
  css: { modules: { generateScopedName: scopedClassName } },
  test: {
    include: ['tools/visual/capture/bench/*.browser.test.tsx'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: findChromium()?.path, args: chromiumArgs },
        contextOptions: { viewport: { width: 1600, height: 4000 }, reducedMotion: 'reduce' },
      }),
      viewport: { width: 1600, height: 1200 },
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
      commands: { visualShot, visualSelftestFs },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'exact' as never,
          comparators: { exact: exactComparator } as never,
          resolveScreenshotPath: ({ arg, ext }) => path.join(out, 'vitest', `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) => path.join(out, 'vitest-diff', `${arg}${ext}`),
        },
      },
    },
  },
});
