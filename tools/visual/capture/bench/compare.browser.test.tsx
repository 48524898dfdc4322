/**
 * Shoots each story of a few real story files in the four pairwise cells twice per cell: once with
 * the loop's visualShot command, once with toMatchScreenshot (exact comparator), and records how
 * long each call took in the browser. Run by scripts/bench/vitest-screenshot.mjs (its own config). Baselines of both go under reports/bench-vitest-screenshot.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import { cellName, pairwiseCells, viewports } from '../../../../.storybook/modes';
import { setModeOverride } from '../browser/override';
import { expectRootIn } from '../browser/loop';
import * as StackStories from '../../../../stories/layout/Stack.stories.tsx';
import * as ClusterStories from '../../../../stories/layout/Cluster.stories.tsx';
import * as StatusStories from '../../../../stories/errors/StatusPage.stories.tsx';
import '../browser/freeze.css';

setProjectAnnotations(preview);
const dir = 'reports/bench-vitest-screenshot';
const timings: { story: string; cell: string; loopMs: number; vitestMs: number; loopStatus: string; vitestError?: string }[] = [];

interface Runnable {
  run: () => Promise<void>;
  parameters: Record<string, unknown>;
}
const files: Record<string, Record<string, unknown>> = { stack: composeStories(StackStories), cluster: composeStories(ClusterStories), status: composeStories(StatusStories) };
for (const [file, stories] of Object.entries(files)) {
  for (const [name, Story] of Object.entries(stories as Record<string, Runnable>)) {
    const storyId = `${file}--${name}`;
    test(storyId, async () => {
      const visual = Story.parameters.visual as { disable?: boolean } | undefined;
      if (visual?.disable) return;
      await Story.run();
      try {
        for (const cell of pairwiseCells) {
          const { width, height } = viewports[cell.viewport];
          await page.viewport(width, height);
          setModeOverride({ theme: cell.theme, direction: cell.direction });
          const root = await expectRootIn(cell, storyId);
          await document.fonts.ready;
          const box = root.getBoundingClientRect();
          // Stories taller than the cell are left out: the loop would grow the frame, which is not measured here.
          if (box.bottom > height) continue;
          const rect = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
          const t0 = performance.now();
          const loop = await commands.visualShot({ storyId, cell: cellName(cell), allowedCells: [cellName(cell)], switchMs: 0, rect, baselineDir: `${dir}/loop`, outDir: `${dir}/loop-out` });
          const t1 = performance.now();
          // A first run has no reference yet: Vitest writes it and fails the assertion; the time still counts.
          const vitestError = await expect.element(root).toMatchScreenshot(`${storyId}.${cellName(cell)}`).then(() => null, (error: Error) => error.message.split('\n')[0]);
          const t2 = performance.now();
          timings.push({ story: storyId, cell: cellName(cell), loopMs: t1 - t0, vitestMs: t2 - t1, loopStatus: loop.status, ...(vitestError ? { vitestError } : {}) });
        }
      } finally {
        setModeOverride(undefined);
      }
    });
  }
}

afterAll(async () => {
  // The timings, for the runner (a command would be cleaner; the test output is enough for a bench).
  console.info(`BENCH-TIMINGS ${JSON.stringify(timings)}`);
});
