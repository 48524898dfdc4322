// Decides, once per browser and run, whether this renderer's shots can be compared with the
// baselines (renderer.mjs): on another OS or other fonts every text-bearing shot would differ, so
// none is compared, and the run fails once (not once per shot) — locally too, so a run that compared
// nothing never looks clean — unless the person asked to skip comparison (GW_VISUAL_COMPARE=skip):
// then the run says so once, at the end, and the review page puts it first.
import { recordedRenderer } from './browser.mjs';
import { forcedComparison, measureRenderer, notComparedMessage, rendererDifferences } from './renderer.mjs';

/** This run's state, in the Vitest process (where the browser commands and the global setup run). */
const state = () => (globalThis.__groundworkVisualRenderer ??= { measured: new WeakMap(), failed: new Set(), notices: new Map(), reasons: new Map(), last: undefined });

/** `GW_VISUAL_COMPARE=skip`: the person asked to run the stories without comparing on another renderer. */
export const skippedComparison = (env = process.env) => (env.GW_VISUAL_COMPARE ?? '').split(',').includes('skip');

/**
 * @param {import('playwright').Page} page  the page the shot is taken in
 * @param {{ outDir: string, ci: boolean, skip?: boolean, recorded?: ReturnType<typeof recordedRenderer> }} options
 */
export async function rendererGate(page, { outDir, ci, skip, recorded = recordedRenderer() }) {
  const run = state();
  const browser = page.context().browser() ?? page;
  if (!run.measured.has(browser)) run.measured.set(browser, measureRenderer(page));
  return gateVerdict(await run.measured.get(browser), { outDir, ci, skip, recorded });
}

/**
 * The verdict for one shot on `renderer`, remembering (per outDir) that the run already failed or
 * has a notice to print.
 * @param {{ os: string, fonts: Record<string, string> }} renderer  as measured
 * @param {{ outDir: string, ci: boolean, skip?: boolean, recorded?: { os?: string, fonts?: Record<string, string> }, env?: NodeJS.ProcessEnv }} options
 *   skip: comparison skipped on purpose (default: GW_VISUAL_COMPARE=skip; never under CI)
 * @returns {{ compare: true } | { compare: false, message: string, fail: boolean }}
 *   `fail`: the caller must fail with `message` (the first not-compared shot per outDir, unless skipped).
 */
export function gateVerdict(renderer, { outDir, ci, skip, recorded, env = process.env }) {
  const run = state();
  run.last = renderer;
  const differences = forcedComparison(env) ? [] : rendererDifferences(recorded, renderer);
  if (differences.length === 0) return { compare: true };
  const skipping = !ci && (skip ?? skippedComparison(env));
  const message = notComparedMessage(differences, { ci, skipping });
  const fail = !skipping && !run.failed.has(outDir);
  if (fail) run.failed.add(outDir);
  if (skipping) run.notices.set(outDir, message);
  run.reasons.set(outDir, message);
  return { compare: false, message, fail };
}

/** Why this run's shots into `outDir` were not compared, if they were not (for the manifest and the page). */
export const notComparedReason = (outDir) => state().reasons.get(outDir);

/** The not-compared notice of this run's shots into `outDir`, if any (printed once at the end). */
export const notComparedNotice = (outDir) => state().notices.get(outDir);

/** The renderer this run measured last, if any. */
export const measuredRenderer = () => state().last;

/** Forgets the previous run (the global setup calls it first). */
export function resetRendererGate() {
  const run = state();
  run.failed.clear();
  run.notices.clear();
  run.reasons.clear();
  run.last = undefined;
}
