/**
 * Tests of the visual loop itself, on a fixture story with its own baselines under
 * reports/visual-selftest (never beside the real stories): it must catch a changed colour token,
 * a 1px padding change and a theme or direction that did not switch.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import { cellName, pairwiseCellNames, viewports, type Cell } from '../../../../.storybook/modes';
import { setModeOverride } from '../browser/override';
import { expectRootIn, failureMessage, shootStory } from '../browser/loop';
import * as fixtures from './Fixture.stories.tsx';
import '../browser/freeze.css';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualSelftestFs: (op: 'reset' | 'exists' | 'copy', target: string, source?: string) => Promise<boolean | undefined>;
  }
}

setProjectAnnotations(preview);
const { Card } = composeStories(fixtures);
const dir = 'reports/visual-selftest';
const baselineDir = `${dir}/baselines`;
const outDir = `${dir}/out`;
const shoot = (extra: { switchMode?: (cell: Cell) => void } = {}) =>
  shootStory({ storyId: 'internal-visualfixture--card', parameters: Card.parameters, full: false, baselineDir, outDir, ...extra });

/** A test-only stylesheet standing in for an edit to tokens.css or a component's CSS. */
function withCss(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}
let undo: (() => void) | undefined;

beforeAll(async () => {
  await commands.visualSelftestFs('reset', dir);
  await Card.run();
  const first = await shoot();
  expect(first.results.map((r) => r.status)).toEqual(['new', 'new', 'new', 'new']);
});

afterEach(() => {
  undo?.();
  undo = undefined;
  setModeOverride(undefined);
});

describe('the visual loop', () => {
  it('shoots the four pairwise cells and finds nothing changed on a second run', async () => {
    const again = await shoot();
    expect(again.results.map((r) => r.cell).sort()).toEqual([...pairwiseCellNames].sort());
    expect(again.results.every((r) => r.status === 'unchanged')).toBe(true);
  });

  it('fails the light cells only when a light colour token changes (#fff → #f4f4f4), with a diff image', async () => {
    undo = withCss('[data-story-root] { --gw-color-background: light-dark(#f4f4f4, #0a0a0a); }');
    const error = await shoot().catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/light-ltr-desktop: [\d.]+% of pixels differ/);
    expect(message).toMatch(/light-rtl-mobile: [\d.]+% of pixels differ/);
    expect(message).not.toMatch(/dark-/);
    const diff = /Diff: (\S+light-ltr-desktop\.png)/.exec(message)![1]!;
    expect(await commands.visualSelftestFs('exists', diff)).toBe(true);
  });

  it('shoots a story taller than the test page whole, in the page grown to it, and gives the page its height back', async () => {
    const pageHeight = window.parent.innerHeight;
    undo = withCss(`[data-testid="card"] { min-block-size: ${pageHeight + 600}px; }`);
    const message = ((await shoot().catch((e: Error) => e)) as Error).message;
    const actual = /light-ltr-desktop: [\d.]+% of pixels differ\. Diff: \S+ {2}Actual: (\S+\.png)/.exec(message)?.[1];
    expect(actual, message).toBeDefined();
    // The whole card at its size: the card's colour halfway down the shot and near its bottom too (a
    // frame that Vitest scaled to the page ends at the page's height, blank below).
    const shot = await createImageBitmap(await (await fetch(`/${actual!}`)).blob());
    expect(shot.height).toBeGreaterThan(pageHeight + 600);
    const canvas = new OffscreenCanvas(shot.width, shot.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(shot, 0, 0);
    const pixel = (y: number) => [...context.getImageData(60, y, 1, 1).data].join();
    expect(pixel(shot.height - 30)).toBe(pixel(Math.round(shot.height / 2)));
    expect(window.parent.innerHeight).toBe(pageHeight);
  });

  it('catches a 1px padding change', async () => {
    undo = withCss('[data-testid="card"] { padding-block-start: calc(var(--gw-space-4) + 1px); }');
    await expect(shoot()).rejects.toThrow(/dark-rtl-desktop: [\d.]+% of pixels differ/);
  });

  it('refuses to shoot when the theme did not switch', async () => {
    const swapped = (cell: Cell) => setModeOverride({ theme: cell.theme === 'light' ? 'dark' : 'light', direction: cell.direction });
    await expect(shoot({ switchMode: swapped })).rejects.toThrow(/did not switch to \w+-\w+-\w+; the story root shows data-theme=/);
  });

  it('refuses to shoot when the direction did not switch', async () => {
    const stuck = (cell: Cell) => setModeOverride({ theme: cell.theme, direction: 'ltr' });
    await expect(shoot({ switchMode: stuck })).rejects.toThrow(/did not switch to light-rtl-mobile; the story root shows .*dir=ltr/);
  });

  it('fails a cell whose baseline shows the other theme', async () => {
    await commands.visualSelftestFs(
      'copy',
      `${baselineDir}/internal-visualfixture--card.light-ltr-desktop.png`,
      `${baselineDir}/internal-visualfixture--card.dark-rtl-desktop.png`,
    );
    await expect(shoot()).rejects.toThrow(/light-ltr-desktop: [\d.]+% of pixels differ/);
  });
});

describe('a shot', () => {
  const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  // Chromium re-rasters only the invalidated part of a tile unless told otherwise, and an
  // antialiased edge crossing that part's border comes out a colour level off: a shot then depends
  // on which paints came before it (layout-bleed--side-overrides-axis, once under load). The story
  // tests launch Chromium with --disable-partial-raster (scripts/find-chromium.mjs); without it this fails.
  it('does not depend on which part of the frame was repainted before it', async () => {
    const cell: Cell = { theme: 'light', direction: 'ltr', viewport: 'desktop' };
    const storyId = 'internal-visualfixture--repainted';
    await page.viewport(viewports.desktop.width, viewports.desktop.height);
    setModeOverride({ theme: cell.theme, direction: cell.direction });
    const root = await expectRootIn(cell, storyId);
    const box = root.getBoundingClientRect();
    const rect = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
    const shot = () =>
      commands.visualShot({ storyId, cell: cellName(cell), allowedCells: [cellName(cell)], switchMs: 0, rect, baselineDir, outDir });
    expect((await shot()).status).toBe('new');
    // A small square painted over each rounded corner of the card for a frame, then gone again.
    const card = document.querySelector('[data-testid="card"]')!.getBoundingClientRect();
    const square = document.createElement('div');
    square.style.cssText = 'position: fixed; inline-size: 7px; block-size: 7px; background: red';
    const statuses = [];
    for (const [x, y] of [[card.left, card.top], [card.right, card.top], [card.left, card.bottom], [card.right, card.bottom]] as const) {
      Object.assign(square.style, { left: `${x - 2}px`, top: `${y - 2}px` });
      document.body.append(square);
      await twoFrames();
      square.remove();
      await twoFrames();
      statuses.push((await shot()).status);
    }
    expect(statuses).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
  });
});

describe('a story that failed before its shots', () => {
  it('is recorded with what failed, without Storybook\'s debug link or colour codes', () => {
    const message = '\nClick to debug the error directly in Storybook: http://localhost:6006/?path=/story/x\n\n\u001b[31mexpected 18 to be close to 16\u001b[39m';
    expect(failureMessage([{ name: 'AssertionError', message }])).toBe('AssertionError: expected 18 to be close to 16');
    expect(failureMessage([{ name: 'Error', message: 'play threw' }])).toBe('play threw');
    expect(failureMessage(undefined)).toBe('failed');
  });
});
