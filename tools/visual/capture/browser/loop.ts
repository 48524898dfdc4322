/**
 * The browser half of the visual loop. Runs inside each story's Vitest test, after its `play`
 * function and the a11y check: the story stays mounted while the loop switches viewport, theme
 * and direction, proves the switch took effect, and asks the Node half (tools/visual/capture/command.mjs)
 * to photograph `[data-story-root]` and compare it with the baseline.
 */
import { flushSync } from 'react-dom';
import { inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import {
  activeChromaticModeNames,
  cellName,
  cellsFor,
  checkVisualParameter,
  viewports,
  type Cell,
} from '../../../../.storybook/modes';
import { setModeOverride } from './override';
import { sheetsRead } from './sheetsRead';
import { tokensRead } from './tokensRead';

export interface ShotRequest {
  storyId: string;
  cell: string;
  allowedCells: string[];
  switchMs: number;
  rect?: { x: number; y: number; width: number; height: number };
  /** The test frame's box in the page (its element's, read from inside): saves the Node half asking the page for it per shot. */
  frame?: { x: number; y: number };
  baselineDir?: string;
  outDir?: string;
  skipped?: boolean;
  /** Why a skipped story was not shot: its test's first error, as the review shows it. */
  failure?: string;
  /** What the story rendered (first cell only): component name → the props given to each instance (renderedProps). */
  rendered?: Record<string, string[][]>;
  /** Self-tests only: hold the throwaway baselines to the recorded renderer, with this CI setting (and skip: GW_VISUAL_COMPARE=skip). */
  rendererCheck?: { ci: boolean; skip?: boolean };
  /** The custom properties the story's rendering reads in this cell (tokensRead), for visual:changed. */
  tokens?: string[];
  /** The stylesheets (Vite's file names) whose rules reach the story in this cell (sheetsRead), for the change-scoped runs. */
  sheets?: string[];
  /** The story's test name, as Vitest's `-t` selects it, for the change-scoped runs. */
  testName?: string;
  /** No shot: only what the story read goes into the record (a story the matrix does not shoot). */
  recordOnly?: boolean;
  /** Answer once captured (status `pending`): the verdict is compared while the next cell is switched to, and comes from visualVerdicts. */
  defer?: boolean;
  /** visual:watch's shots pass: a shot that differs from its baseline is not shot again now; the checks pass confirms it (`confirm`). */
  stabilityLater?: boolean;
  /** visual:watch's checks pass: shoot again a cell the shots pass left unconfirmed; the same bytes confirm it, others are judged anew. */
  confirm?: boolean;
}

export interface ShotResult {
  /** `not-compared`: this renderer's OS or fonts differ from the baselines' (tools/visual/compare/renderer.mjs); `pending`: deferred, see visualVerdicts. */
  status: 'unchanged' | 'changed' | 'new' | 'missing' | 'skipped' | 'not-compared' | 'pending';
  diffRatio: number;
  baseline: string;
  actual: string | null;
  diff: string | null;
  written?: string;
  ci: boolean;
  /** Why a `not-compared` shot was not compared (the run prints it once, at the end). */
  message?: string;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualShot: (request: ShotRequest) => Promise<ShotResult>;
    visualVerdicts: (storyId: string) => Promise<(ShotResult & { cell: string })[]>;
    /** Makes the test page this tall (a frame grown to a tall story must fit it), or its configured height again (`undefined`). */
    visualPageHeight: (height: number | undefined) => Promise<void>;
  }
}

export interface ShootOptions {
  storyId: string;
  parameters: Record<string, unknown>;
  /** All eight cells instead of the four pairwise ones (`GW_VISUAL=full`). */
  full: boolean;
  /** The story's test name (Vitest's `context.task.name`), kept in the record so a change-scoped run can select the story alone. */
  testName?: string;
  /** Self-tests only: where baselines and results go (folders under reports/). */
  baselineDir?: string;
  outDir?: string;
  /** Self-tests only: a stand-in for the mode switch, to prove a broken one is caught. */
  switchMode?: (cell: Cell) => void;
  /** Self-tests only: see ShotRequest.rendererCheck. */
  rendererCheck?: { ci: boolean; skip?: boolean };
}

/** What one story's shots came to. */
export interface StoryShots {
  results: (ShotResult & { cell: string })[];
  /** Human-readable lines for the test output (new baselines, changes). */
  notes: string[];
  /** Set when this renderer's shots were not compared: why (the run prints it once, at the end). */
  notCompared?: string;
}

/**
 * The tallest frame a shot can hold: the test page grows to a frame up to this height
 * (visualPageHeight), so Vitest does not scale the frame down; a story taller than it is refused.
 */
const maxFrameHeight = 4000;

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits (up to 60 frames) until the story root really shows `cell`, or throws saying what it shows instead. */
export async function expectRootIn(cell: Cell, storyId: string, frameHeight?: number): Promise<HTMLElement> {
  let seen = '';
  for (let attempt = 0; attempt < 60; attempt++) {
    const roots = document.querySelectorAll<HTMLElement>('[data-story-root]');
    const root = roots.length === 1 ? roots[0]! : undefined;
    if (root) {
      const style = getComputedStyle(root);
      const theme = root.dataset.theme;
      const dir = root.getAttribute('dir');
      const scheme = style.colorScheme;
      const width = document.documentElement.clientWidth;
      const height = innerHeight;
      seen = `data-theme=${theme} dir=${dir} color-scheme=${scheme} direction=${style.direction} frame=${width}×${height}`;
      if (
        theme === cell.theme &&
        dir === cell.direction &&
        scheme === cell.theme &&
        style.direction === cell.direction &&
        width === viewports[cell.viewport].width &&
        // The frame's height too: a story sized in vh (Cover) must not be measured mid-resize.
        height === (frameHeight ?? viewports[cell.viewport].height)
      ) {
        return root;
      }
    } else {
      seen = `${roots.length} story roots`;
    }
    await frame();
  }
  throw new Error(`visual: ${storyId} did not switch to ${cellName(cell)}; the story root shows ${seen}`);
}

/**
 * Waits until the root's box is the same in two painted frames in a row. Chromium updates dynamic
 * viewport units (`100dvh`, Cover) a frame or two after the frame is resized, and a capture must
 * not see the previous paint either: with one frame after a theme switch alone, 14 of 733 shots
 * (dark cells of error pages) were first captured before it had painted.
 */
async function settledBox(root: HTMLElement): Promise<DOMRect> {
  let before = root.getBoundingClientRect();
  for (let attempt = 0; attempt < 60; attempt++) {
    await frame();
    await frame();
    const now = root.getBoundingClientRect();
    if (now.x === before.x && now.y === before.y && now.width === before.width && now.height === before.height) return now;
    before = now;
  }
  return before;
}

/** The test frame's position in the page, when this frame can read its own element (same origin: Vitest's page). */
function frameOffset(): { frame?: { x: number; y: number } } {
  try {
    const box = window.frameElement?.getBoundingClientRect();
    return box ? { frame: { x: box.x, y: box.y } } : {};
  } catch {
    return {};
  }
}

/** The story root's box in frame pixels, whole pixels; a story taller than the frame is refused plainly. */
function rectOf(root: HTMLElement, storyId: string) {
  const box = root.getBoundingClientRect();
  const rect = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
  if (rect.width === 0 || rect.height === 0) throw new Error(`visual: the story root of ${storyId} is empty (${rect.width}×${rect.height})`);
  const bottom = rect.y + rect.height;
  if (bottom > innerHeight) {
    throw new Error(
      `visual: ${storyId} is ${bottom}px tall, taller than the ${maxFrameHeight}px a screenshot can hold; ` +
        'split the story or turn its shots off with visualParameters() (.storybook/modes.ts), giving a reason',
    );
  }
  return rect;
}

interface Fiber {
  type: unknown;
  memoizedProps: Record<string, unknown> | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

/**
 * The components a story rendered, read from React's own tree under the story root: for each named
 * component, the props each instance was given (sorted keys, `children` and undefined values left
 * out: a prop passed as undefined takes its default). The defaults check
 * (tools/visual/capture/defaults-shot.mjs) reads them to prove every documented default is on screen.
 */
export function renderedProps(root: HTMLElement): Record<string, string[][]> {
  const key = Object.keys(root).find((k) => k.startsWith('__reactFiber$'));
  const start = key ? (root as unknown as Record<string, Fiber>)[key]!.child : null;
  const found = new Map<string, Set<string>>();
  const nameOf = (type: unknown): string | undefined => {
    if (typeof type === 'function') return (type as { displayName?: string; name?: string }).displayName ?? type.name;
    // forwardRef and memo wrap the function.
    if (type && typeof type === 'object') return nameOf((type as { render?: unknown; type?: unknown }).render ?? (type as { type?: unknown }).type);
    return undefined;
  };
  const stack: Fiber[] = start ? [start] : [];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    const name = nameOf(fiber.type);
    if (name && /^[A-Z]/.test(name) && fiber.memoizedProps) {
      const given = Object.keys(fiber.memoizedProps).filter((prop) => prop !== 'children' && fiber.memoizedProps![prop] !== undefined).sort();
      const seen = found.get(name) ?? new Set<string>();
      seen.add(JSON.stringify(given));
      found.set(name, seen);
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return Object.fromEntries([...found].map(([name, sets]) => [name, [...sets].map((set) => JSON.parse(set) as string[])]));
}

declare module 'vitest' {
  interface ProvidedContext {
    /**
     * visual:watch runs a round's stories twice: `shots` (no axe, no checks after the shots), then
     * `checks` (axe and the checks after the shots, no shots), so every shot of a round is on
     * screen before its checks' verdicts. Unset: one run does both, as every other run.
     */
    'groundwork/visual-pass'?: 'shots' | 'checks';
    /**
     * visual:watch's checks pass: story id → the cells whose shot differed from its baseline in the
     * shots pass and was not shot again there (`stabilityLater`): shot again now to confirm it held.
     */
    'groundwork/visual-confirm'?: Record<string, string[]>;
  }
}

const pass = () => {
  try {
    return inject('groundwork/visual-pass');
  } catch {
    return undefined;
  }
};
/** Whether this run shoots (not the checks pass of a visual:watch round). */
export const shotsOn = (): boolean => pass() !== 'checks';
/** Whether this run makes the checks that follow the shots (not the shots pass of a visual:watch round). */
export const checksOn = (): boolean => pass() !== 'shots';
/** The cells of a story that a visual:watch checks pass shoots again to confirm (none elsewhere). */
const cellsToConfirm = (storyId: string): string[] => {
  if (pass() !== 'checks') return [];
  try {
    return inject('groundwork/visual-confirm')?.[storyId] ?? [];
  } catch {
    return [];
  }
};

/** Shoots one mounted story in each of its cells; throws one error listing every changed or missing shot. */
export async function shootStory(options: ShootOptions): Promise<StoryShots> {
  const { storyId, parameters, full } = options;
  // A watch round's checks pass shoots only what its shots pass left to confirm.
  const confirming = shotsOn() ? undefined : cellsToConfirm(storyId);
  if (confirming?.length === 0) return { results: [], notes: [] };
  const stabilityLater = pass() === 'shots';
  const visual = checkVisualParameter(parameters.visual, storyId);
  const pairwise = cellsFor(visual, false).map(cellName).sort();
  const chromatic = activeChromaticModeNames(parameters);
  if (pairwise.join() !== chromatic.join()) {
    throw new Error(
      `visual: ${storyId} would be shot in [${pairwise.join(', ')}] here but [${chromatic.join(', ')}] by Chromatic. ` +
        'Narrow modes with visualParameters() from .storybook/modes.ts instead of setting chromatic.modes by hand.',
    );
  }
  // Mobile cells first, then desktop: one viewport change less per story. With GW_VISUAL=full the
  // pairwise cells still come first, in the same order. (A shot was seen to depend on the cell shot
  // before it, one colour level on an antialiased edge: the mark of Chromium's partial raster, now off
  // in scripts/find-chromium.mjs; the same order keeps the two modes comparable all the same.)
  const byWidth = (list: Cell[]) => [...list].sort((a, b) => viewports[a.viewport].width - viewports[b.viewport].width);
  const pairwiseCells = byWidth(cellsFor(visual, false));
  const extraCells = full ? byWidth(cellsFor(visual, true).filter((cell) => !pairwise.includes(cellName(cell)))) : [];
  const cells = [...pairwiseCells, ...extraCells].filter((cell) => !confirming || confirming.includes(cellName(cell)));
  const allowedCells = cellsFor(visual, true).map(cellName);
  const results: StoryShots['results'] = [];
  const notes: string[] = [];
  // Rendered at once (flushSync), so the root shows the cell before the next frame, not a frame later.
  const switchMode = options.switchMode ?? ((cell: Cell) => flushSync(() => setModeOverride({ theme: cell.theme, direction: cell.direction })));
  // A story with no shots (a Playground, a behaviour-only story) still goes into the record of what
  // it rendered, so a change-scoped run can leave it out story by story instead of running its file whole.
  const roots = document.querySelectorAll<HTMLElement>('[data-story-root]');
  if (cells.length === 0 && roots.length === 1 && !options.baselineDir && !confirming) {
    const root = roots[0]!;
    await commands.visualShot({ storyId, cell: '', allowedCells, switchMs: 0, recordOnly: true, tokens: tokensRead(root), sheets: sheetsRead(root), ...(options.testName ? { testName: options.testName } : {}) });
  }
  let pageGrown = false;
  try {
    for (const cell of cells) {
      const t0 = performance.now();
      const { width, height } = viewports[cell.viewport];
      if (innerWidth !== width || innerHeight !== height) await page.viewport(width, height);
      switchMode(cell);
      const root = await expectRootIn(cell, storyId);
      await document.fonts.ready;
      // Taller than the cell's viewport: grow the frame to the story (up to the page's height).
      const bottom = Math.ceil((await settledBox(root)).bottom);
      if (bottom > height && bottom <= maxFrameHeight) {
        if (bottom > window.parent.innerHeight) {
          await commands.visualPageHeight(bottom);
          pageGrown = true;
        }
        await page.viewport(width, bottom);
        await expectRootIn(cell, storyId, bottom);
        await settledBox(root);
      }
      const name = cellName(cell);
      const result = await commands.visualShot({
        storyId,
        cell: name,
        allowedCells,
        rect: rectOf(root, storyId),
        ...frameOffset(),
        switchMs: performance.now() - t0,
        ...(options.baselineDir ? { baselineDir: options.baselineDir } : {}),
        ...(options.outDir ? { outDir: options.outDir } : {}),
        ...(options.rendererCheck ? { rendererCheck: options.rendererCheck } : {}),
        ...(results.length === 0 ? { rendered: renderedProps(root) } : {}),
        tokens: tokensRead(root),
        sheets: sheetsRead(root),
        ...(options.testName ? { testName: options.testName } : {}),
        ...(stabilityLater ? { stabilityLater } : {}),
        ...(confirming ? { confirm: true } : {}),
        defer: true,
      });
      // A shot the renderer gate did not compare answers at once; every other is compared while
      // the browser goes on to the next cell.
      if (result.status !== 'pending') results.push({ ...result, cell: name });
    }
  } catch (error) {
    // The cells shot before the error still get their verdicts (and records); the error is the story's.
    await commands.visualVerdicts(storyId).catch(() => undefined);
    throw error;
  } finally {
    setModeOverride(undefined);
    if (pageGrown) await commands.visualPageHeight(undefined);
  }
  for (const result of await commands.visualVerdicts(storyId)) {
    results.push(result);
    if (result.status === 'new') notes.push(`visual: new baseline written for ${storyId} in ${result.cell}: ${result.written}`);
  }
  results.sort((a, b) => cells.findIndex((c) => cellName(c) === a.cell) - cells.findIndex((c) => cellName(c) === b.cell));
  // The checks pass's confirmations are reported by the watch with the shots, not as this story's failure.
  if (confirming) return { results, notes };
  const failed = results.filter((r) => r.status === 'changed' || r.status === 'missing');
  if (failed.length > 0) {
    const lines = failed.map((r) =>
      r.status === 'missing'
        ? `  ${r.cell}: no baseline ${r.baseline} (CI never writes one; run the tests locally and commit it). Actual: ${r.actual}`
        : `  ${r.cell}: ${(r.diffRatio * 100).toFixed(3)}% of pixels differ. Diff: ${r.diff}  Actual: ${r.actual}`,
    );
    throw new Error(
      `visual: ${storyId} does not match its baselines:\n${lines.join('\n')}\n` +
        'Review it with `npm run visual:review` (accept or reject each shot); or, if every change is intended, `npm run visual:accept`.',
    );
  }
  const notCompared = results.find((r) => r.status === 'not-compared')?.message;
  return { results, notes, ...(notCompared ? { notCompared } : {}) };
}

/** The first error of a failed test, as one short message for the review (no colour codes). */
export function failureMessage(errors: readonly { message?: string; name?: string }[] | undefined): string {
  const first = errors?.[0];
  // Storybook's test addon puts a "Click to debug … in Storybook" line, in colour codes, before
  // assertion messages: strip the codes first, so the line is recognised and the assertion's own
  // message comes first.
  const message = (first?.message ?? 'failed')
    // eslint-disable-next-line no-control-regex -- strips the terminal colour codes of assertion messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s*Click to debug/.test(line))
    .join('\n');
  const text = `${first?.name && first.name !== 'Error' && !message.startsWith(first.name) ? `${first.name}: ` : ''}${message}`;
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/**
 * Records a story that failed before its shots, so its baselines still count as claimed and the
 * review shows why it was not shot.
 */
export async function recordSkipped(storyId: string, parameters: Record<string, unknown>, errors?: readonly { message?: string; name?: string }[]): Promise<void> {
  // The checks pass of a watch round: its failures are the round's check verdicts, its shots stand.
  if (!shotsOn()) return;
  let visual;
  try {
    visual = checkVisualParameter(parameters.visual, storyId);
  } catch {
    visual = undefined;
  }
  const allowedCells = cellsFor(visual, true).map(cellName);
  const failure = failureMessage(errors);
  for (const cell of allowedCells) await commands.visualShot({ storyId, cell, allowedCells, switchMs: 0, skipped: true, failure });
}
