/**
 * The visual matrix, defined once. It feeds both Chromatic (`parameters.chromatic.modes`, set in
 * preview.tsx) and the offline screenshot loop (tools/visual/capture/browser/loop.ts), so the two can never
 * disagree about what a story looks like in which mode.
 *
 * Dimensions: theme × viewport × direction = 8 cells. Every run shoots the 4 pairwise cells,
 * which together contain every pair of values; `GW_VISUAL=full` shoots all 8.
 */
import type { Direction, Theme } from './globals';

export const viewports = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof viewports;

/** One point of the matrix. */
export interface Cell {
  theme: Theme;
  viewport: ViewportName;
  direction: Direction;
}

/** A cell's name, `theme-direction-viewport`: also its screenshot file suffix and Chromatic mode name. */
export type CellName = `${Theme}-${Direction}-${ViewportName}`;

const themeValues: readonly Theme[] = ['light', 'dark'];
const directionValues: readonly Direction[] = ['ltr', 'rtl'];
const viewportValues = Object.keys(viewports) as ViewportName[];

export const cellName = (cell: Cell): CellName => `${cell.theme}-${cell.direction}-${cell.viewport}`;

/** All eight cells (`GW_VISUAL=full`). */
export const allCells: readonly Cell[] = themeValues.flatMap((theme) =>
  directionValues.flatMap((direction) => viewportValues.map((viewport) => ({ theme, direction, viewport }))),
);

/** The four cells shot on every run: each pair of values (theme×viewport, theme×direction, viewport×direction) appears once. */
export const pairwiseCellNames: readonly CellName[] = [
  'light-ltr-desktop',
  'light-rtl-mobile',
  'dark-ltr-mobile',
  'dark-rtl-desktop',
];

export const cellByName = new Map<CellName, Cell>(allCells.map((cell) => [cellName(cell), cell]));
export const pairwiseCells: readonly Cell[] = pairwiseCellNames.map((name) => cellByName.get(name)!);

/**
 * How a story narrows or turns off its visual modes: `parameters.visual`. A reason is required,
 * so a reviewer sees why a story escapes part of the matrix.
 *
 * @example
 * // Theme-independent geometry: one desktop cell per direction is enough.
 * parameters: { ...visualParameters({ cells: ['light-ltr-desktop', 'light-rtl-desktop'], reason: 'Geometry only; colours covered by Playground' }) }
 * @example
 * parameters: { ...visualParameters({ disable: true, reason: 'Measures focus order; nothing visual' }) }
 */
export interface VisualParameter {
  /** Cells to shoot instead of the matrix default. In a pairwise run only these are shot; in a full run too. */
  cells?: readonly CellName[];
  /** `true`: no screenshots at all for this story. */
  disable?: boolean;
  /** Why the story leaves the matrix. Required whenever `cells` or `disable` is set. */
  reason: string;
}

/** Checks a `parameters.visual` value and says plainly what is wrong. */
export function checkVisualParameter(value: unknown, storyId: string): VisualParameter | undefined {
  if (value === undefined) return undefined;
  const fail = (why: string) => {
    throw new Error(`parameters.visual of story "${storyId}": ${why}`);
  };
  if (typeof value !== 'object' || value === null) return fail('expected { cells?, disable?, reason }');
  const { cells, disable, reason } = value as Partial<VisualParameter>;
  if (typeof reason !== 'string' || reason.trim().length < 5) fail('give a reason (a short sentence) for narrowing or turning off its modes');
  if (cells !== undefined) {
    if (!Array.isArray(cells) || cells.length === 0) fail('cells must be a non-empty array of cell names');
    for (const name of cells!) {
      if (!cellByName.has(name)) fail(`unknown cell "${String(name)}"; known: ${[...cellByName.keys()].join(', ')}`);
    }
  }
  if (disable !== undefined && typeof disable !== 'boolean') fail('disable must be true or false');
  return value as VisualParameter;
}

/** The cells a story is shot in: its own list if it narrowed them, else pairwise (or all with `full`). */
export function cellsFor(visual: VisualParameter | undefined, full: boolean): Cell[] {
  if (visual?.disable) return [];
  if (visual?.cells) return visual.cells.map((name) => cellByName.get(name)!);
  return [...(full ? allCells : pairwiseCells)];
}

/** A Chromatic mode: the globals to set plus the viewport. */
export interface ChromaticMode {
  theme: Theme;
  direction: Direction;
  viewport: { width: number; height: number };
}

/**
 * `parameters.chromatic.modes` for a list of cells. Storybook deep-merges parameters, so a story
 * narrowing the project's modes must switch the others off explicitly (`{ disable: true }`).
 */
export function chromaticModes(cells: readonly Cell[]): Record<string, ChromaticMode | { disable: true }> {
  const chosen = new Set(cells.map(cellName));
  const off = pairwiseCellNames.filter((name) => !chosen.has(name)).map((name) => [name, { disable: true as const }]);
  const on = cells.map((cell) => [cellName(cell), { theme: cell.theme, direction: cell.direction, viewport: { ...viewports[cell.viewport] } }]);
  return Object.fromEntries([...off, ...on]);
}

/** The mode names Chromatic will shoot for merged story parameters (those not disabled). */
export function activeChromaticModeNames(parameters: { chromatic?: { modes?: Record<string, unknown>; disableSnapshot?: boolean } }): string[] {
  if (parameters.chromatic?.disableSnapshot) return [];
  return Object.entries(parameters.chromatic?.modes ?? {})
    .filter(([, mode]) => !(mode as { disable?: boolean } | undefined)?.disable)
    .map(([name]) => name)
    .sort();
}

/** The project-wide default, set in preview.tsx: the pairwise cells. */
export const defaultChromaticModes = chromaticModes(pairwiseCells);

/**
 * Story parameters that narrow or turn off the visual matrix for both the offline loop and
 * Chromatic at once. Spread the result into a story's or a meta's `parameters`.
 *
 * @example
 * export const Measured: Story = {
 *   parameters: { ...visualParameters({ cells: ['light-ltr-desktop'], reason: 'Geometry only' }) },
 * };
 */
export function visualParameters(visual: VisualParameter) {
  const checked = checkVisualParameter(visual, 'visualParameters()')!;
  return {
    visual: checked,
    chromatic: checked.disable ? { disableSnapshot: true } : { modes: chromaticModes(cellsFor(checked, false)) },
  };
}
