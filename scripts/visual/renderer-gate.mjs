// Decides, once per browser and run, whether this renderer's shots can be compared with the
// baselines (renderer.mjs): on another OS or other fonts every text-bearing shot would differ, so
// none is compared and the run says so once; with CI that is one failure, not one per shot.
import { recordedRenderer } from './browser.mjs';
import { forcedComparison, measureRenderer, notComparedMessage, rendererDifferences } from './renderer.mjs';

/** This run's state, in the Vitest process (where the browser commands and the global setup run). */
const state = () => (globalThis.__groundworkVisualRenderer ??= { measured: new WeakMap(), failed: new Set(), notices: new Map(), last: undefined });

/**
 * @param {import('playwright').Page} page  the page the shot is taken in
 * @param {{ outDir: string, ci: boolean, recorded?: ReturnType<typeof recordedRenderer> }} options
 */
export async function rendererGate(page, { outDir, ci, recorded = recordedRenderer() }) {
  const run = state();
  const browser = page.context().browser() ?? page;
  if (!run.measured.has(browser)) run.measured.set(browser, measureRenderer(page));
  return gateVerdict(await run.measured.get(browser), { outDir, ci, recorded });
}

/**
 * The verdict for one shot on `renderer`, remembering (per outDir) that the run already failed or
 * has a notice to print.
 * @param {{ os: string, fonts: Record<string, string> }} renderer  as measured
 * @param {{ outDir: string, ci: boolean, recorded?: { os?: string, fonts?: Record<string, string> }, env?: NodeJS.ProcessEnv }} options
 * @returns {{ compare: true } | { compare: false, message: string, fail: boolean }}
 *   `fail`: the caller must fail with `message` (with `ci`, the first not-compared shot per outDir).
 */
export function gateVerdict(renderer, { outDir, ci, recorded, env = process.env }) {
  const run = state();
  run.last = renderer;
  const differences = forcedComparison(env) ? [] : rendererDifferences(recorded, renderer);
  if (differences.length === 0) return { compare: true };
  const message = notComparedMessage(differences, { ci });
  const fail = ci && !run.failed.has(outDir);
  if (fail) run.failed.add(outDir);
  if (!ci) run.notices.set(outDir, message);
  return { compare: false, message, fail };
}

/** The not-compared notice of this run's shots into `outDir`, if any (printed once at the end). */
export const notComparedNotice = (outDir) => state().notices.get(outDir);

/** The renderer this run measured last, if any. */
export const measuredRenderer = () => state().last;

/** Forgets the previous run (the global setup calls it first). */
export function resetRendererGate() {
  const run = state();
  run.failed.clear();
  run.notices.clear();
  run.last = undefined;
}
