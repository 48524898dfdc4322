// The Node half of the visual loop: a Vitest browser command (runs in the Vitest process, next to
// Playwright) that photographs the story root, compares it with its baseline and records the result.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { comparePng, comparePngOffThread, hashOf, pngSize, rendererGate } from '../compare/index.mjs';
import { layoutPrimitives } from './defaults-shot.mjs';
import { baselineDirFor, insideReports, recordStoryReads, recordTokenReads, relative, repoRoot, runOutDir, runRecords, shotFileName } from '../shared/index.mjs';

export const isCI = () => !!process.env.CI && !['0', 'false'].includes(process.env.CI.toLowerCase());

const write = (file, bytes) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
};

/**
 * @typedef {object} ShotRequest
 * @property {string} storyId
 * @property {string} cell            e.g. 'dark-rtl-desktop'
 * @property {string[]} allowedCells  every cell this story may have a baseline for (for orphan detection)
 * @property {number} switchMs        time the browser spent switching to this cell
 * @property {{ x: number, y: number, width: number, height: number }} rect  the story root, in frame pixels
 * @property {{ x: number, y: number }} [frame]  the test frame's position in the page, as the frame reads it (else asked of the page)
 * @property {string} [baselineDir]   self-tests only: a folder under reports/ instead of beside the stories
 * @property {string} [outDir]        self-tests only: a folder under reports/ instead of this run's (paths.mjs runOutDir)
 * @property {boolean} [skipped]      the story failed before its shots: record it without shooting
 * @property {string} [failure]       why it was skipped: the test's first error (shown by the review and visual:accept)
 * @property {Record<string, string[][]>} [rendered]  the story's layout primitives and the props each
 *   instance was given (first cell only), for the defaults check (defaults-shot.mjs)
 * @property {{ ci: boolean, skip?: boolean }} [rendererCheck]  self-tests only: hold throwaway baselines to the
 *   recorded renderer too (real baselines always are), with this CI setting (and GW_VISUAL_COMPARE=skip or not)
 * @property {string[]} [tokens]      the custom properties the story's rendering reads in this cell (visual:changed's record)
 * @property {string[]} [sheets]      the stylesheets (absolute paths, as Vite names them) whose rules reach the story in this cell
 * @property {string} [testName]      the story's test name (what Vitest's -t selects)
 * @property {boolean} [recordOnly]   no shot: only what the story read goes into the record
 * @property {boolean} [defer]        answer once captured (status `pending`); the verdict comes from visualVerdicts
 * @property {boolean} [stabilityLater]  visual:watch's shots pass: a difference is not shot again now (its entry is `unconfirmed`)
 * @property {boolean} [confirm]      visual:watch's checks pass: shoot an `unconfirmed` cell again; the same bytes confirm it
 */

/**
 * Shoots the story root (`rect`, measured by the browser) in the test frame and compares it to the baseline.
 * @param {{ testPath?: string, iframe: import('playwright').FrameLocator, page: import('playwright').Page }} context
 * @param {ShotRequest} request
 */
export async function visualShot(context, request) {
  const started = performance.now();
  const { storyId, cell } = request;
  const storyFile = context.testPath;
  if (!storyFile && !request.baselineDir) throw new Error('visual: no story file for this test');
  const baselineDir = request.baselineDir ? insideReports(request.baselineDir) : baselineDirFor(storyFile);
  const outDir = request.outDir ? insideReports(request.outDir) : runOutDir();

  if (request.recordOnly) {
    // A story the matrix does not shoot: what it read goes into the record, nothing into the run's shots.
    if (storyFile) {
      recordTokenReads(relative(storyFile), request.tokens ?? []);
      recordStoryReads(relative(storyFile), storyId, { name: request.testName, tokens: request.tokens ?? [], sheets: (request.sheets ?? []).map(relative), unshot: true });
    }
    return { status: 'skipped', diffRatio: 0, baseline: '', actual: null, diff: null, ci: isCI() };
  }

  if (request.skipped) {
    // A story that failed before its shots: keep its baselines out of the orphan list.
    const entry = { storyId, cell, storyFile: storyFile ? relative(storyFile) : null, baselineDir: relative(baselineDir), status: 'skipped', allowedCells: request.allowedCells, failure: request.failure ?? null };
    runRecords().push({ ...entry, outDir });
    return { status: 'skipped', diffRatio: 0, baseline: relative(path.join(baselineDir, shotFileName(storyId, cell))), actual: null, diff: null, ci: isCI() };
  }

  // Real baselines were made on the recorded renderer; a self-test's were made by this one.
  const check = request.rendererCheck ?? (request.baselineDir ? undefined : { ci: isCI() });
  const gate = check ? await rendererGate(context.page, { outDir, ci: check.ci, ...(check.skip !== undefined ? { skip: check.skip } : {}) }) : { compare: true };
  if (!gate.compare) {
    // Recorded like skipped shots, so their baselines still count as claimed: every cell of the
    // story when this shot fails (its other cells will not be asked for), else this one.
    for (const claimed of gate.fail ? request.allowedCells : [cell]) {
      const entry = { storyId, cell: claimed, storyFile: storyFile ? relative(storyFile) : null, baselineDir: relative(baselineDir), status: 'skipped', notCompared: true, allowedCells: request.allowedCells };
      runRecords().push({ ...entry, outDir });
    }
    if (gate.fail) throw new Error(gate.message);
    const baseline = relative(path.join(baselineDir, shotFileName(storyId, cell)));
    return { status: 'not-compared', diffRatio: 0, baseline, actual: null, diff: null, ci: check.ci, message: gate.message };
  }

  // What this cell's rendering read, for visual:changed (shared/token-usage.mjs); self-tests' fixture stories are not the repository's.
  // (A confirmation reads what the shots pass recorded already.)
  if (request.tokens && storyFile && !request.baselineDir && !request.confirm) {
    recordTokenReads(relative(storyFile), request.tokens);
    recordStoryReads(relative(storyFile), storyId, { name: request.testName, tokens: request.tokens, sheets: (request.sheets ?? []).map(relative) });
  }

  // The browser measured the story root (and proved it is the only one); clip the page to it. A
  // clipped page screenshot skips the actionability checks of an element screenshot: about half the time.
  const frame = request.frame ?? (await frameBox(context));
  const { x, y, width, height } = request.rect;
  let actual = await capture(context.page, { x: frame.x + x, y: frame.y + y, width, height });
  const shotMs = performance.now() - started;

  // A watch round's confirmation: the same bytes as the shots pass's capture confirm that shot
  // (the stability retry's "it stayed", made a pass later); a different picture is judged anew
  // below, with the retry, and replaces it.
  const shotBefore = request.confirm ? runRecords().findLast((r) => r.outDir === outDir && r.storyId === storyId && r.cell === cell && r.status !== 'skipped') : undefined;
  if (shotBefore?.unconfirmed && shotBefore.newHash === hashOf(actual)) {
    const entry = { ...shotBefore, confirmMs: round(performance.now() - started) };
    delete entry.unconfirmed;
    runRecords().push(entry);
    const confirmed = Promise.resolve({ status: entry.status, diffRatio: entry.diffRatio, baseline: entry.baseline, actual: entry.actual, diff: entry.diff, ci: isCI() });
    return request.defer ? holdVerdict(context, storyId, cell, confirmed, entry.baseline) : confirmed;
  }

  const fileName = shotFileName(storyId, cell);
  const baselineFile = path.join(baselineDir, fileName);
  const rel = request.baselineDir ? fileName : path.relative(repoRoot, baselineFile);
  const actualFile = path.join(outDir, 'actual', rel);
  const diffFile = path.join(outDir, 'diff', rel);
  let retries = 0;
  let retryMs = 0;

  const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : undefined;
  // visual:watch's shots pass leaves the retry to its checks pass (`confirm`): every shot on screen sooner.
  const unconfirmed = !!(request.stabilityLater && baseline && !baseline.equals(actual));
  if (baseline && !baseline.equals(actual) && !unconfirmed) {
    // A difference is shot again after two more frames, up to twice, and only one that stays counts.
    // Right after a story resized an image, Chromium can still show a raster made at the old size
    // for a frame or two (seen once, under heavy load: 0.02 % of a scaled picture's antialiased
    // edge in Frame's KeepsRatioWhenResized). A real change is there in every shot: once a shot is
    // byte for byte the one before it, the difference stayed; once it is the baseline's bytes, it
    // went away. Both are told by the bytes, before any decoding, so the comparison itself runs once
    // (off this thread, below) on the shot that stayed.
    const retryStarted = performance.now();
    for (let attempt = 0; attempt < 2; attempt++) {
      await afterTwoFrames(context.page);
      const again = await capture(context.page, { x: frame.x + x, y: frame.y + y, width, height });
      retries = attempt + 1;
      if (again.equals(actual)) break;
      actual = again;
      if (again.equals(baseline)) break;
    }
    retryMs = performance.now() - retryStarted;
  }
  const captured = actual;

  // The verdict: decoding and comparing on the comparison thread (compare/off-thread.mjs), while
  // the browser goes on with the story's next cell when the request says it may (`defer`).
  const verdict = (async () => {
    const compareStarted = performance.now();
    let status;
    let ratio = 0;
    let oldHash = null;
    let baselineSize = null;
    let regions;
    let written;
    let diffOnRequest = false;
    if (!baseline) {
      write(actualFile, captured);
      // Self-tests keep throwaway baselines under reports/: those are always written, CI or not.
      if (isCI() && !request.baselineDir) {
        status = 'missing';
      } else {
        write(baselineFile, captured);
        written = relative(baselineFile);
        status = 'new';
      }
    } else {
      oldHash = hashOf(baseline);
      baselineSize = pngSize(baseline);
      // GW_VISUAL_COMPARE=ignore-aa: the antialiasing-aware comparison, for measuring it (docs/visual-any-machine.md).
      // GW_VISUAL_DIFF=on-request (visual:watch): no diff image now; the review server makes it when
      // the page asks for it (compare/diff-on-request.mjs).
      const options = { ignoreAntialiasing: (process.env.GW_VISUAL_COMPARE ?? '').split(',').includes('ignore-aa'), diff: process.env.GW_VISUAL_DIFF !== 'on-request' };
      const result = baseline.equals(captured) ? comparePng(baseline, captured, options) : await comparePngOffThread(baseline, captured, options);
      ratio = result.ratio;
      regions = result.regions;
      if (result.mismatched === 0) {
        status = 'unchanged';
      } else {
        status = 'changed';
        write(actualFile, captured);
        if (result.diff) write(diffFile, result.diff);
        // An earlier round's diff of this shot is not this one's.
        else rmSync(diffFile, { force: true });
        diffOnRequest = !result.diff;
      }
    }

    const entry = {
      storyId,
      cell,
      storyFile: storyFile ? relative(storyFile) : null,
      baselineDir: relative(baselineDir),
      baseline: relative(baselineFile),
      actual: status === 'unchanged' ? null : relative(actualFile),
      diff: status === 'changed' ? relative(diffFile) : null,
      // The diff file is made when the review page asks for it (GW_VISUAL_DIFF=on-request).
      ...(diffOnRequest ? { diffOnRequest: true } : {}),
      status,
      diffRatio: ratio,
      oldHash,
      newHash: hashOf(captured),
      allowedCells: request.allowedCells,
      // Width and height of both images, for the review to state a size change (74 → 78 px tall).
      ...(status === 'unchanged' ? {} : { size: { baseline: baselineSize, actual: pngSize(captured) } }),
      ...(status === 'changed' ? { regions } : {}),
      ...(retries > 0 ? { retries } : {}),
      ...(unconfirmed && status === 'changed' ? { unconfirmed: true } : {}),
      ...(shotBefore ? { reshot: true } : {}),
      ...(request.rendered ? { rendered: layoutOnly(request.rendered) } : shotBefore?.rendered ? { rendered: shotBefore.rendered } : {}),
      switchMs: round(request.switchMs),
      shotMs: round(shotMs),
      ...(retries > 0 ? { retryMs: round(retryMs) } : {}),
      compareMs: round(performance.now() - compareStarted),
    };
    runRecords().push({ ...entry, outDir });
    return { status, diffRatio: ratio, baseline: entry.baseline, actual: entry.actual, diff: entry.diff, written, ci: isCI() };
  })();
  return request.defer ? holdVerdict(context, storyId, cell, verdict, relative(baselineFile)) : verdict;
}

/**
 * Keeps a deferred shot's verdict for visualVerdicts and answers `pending` at once.
 * @param {{ sessionId?: string }} context
 * @param {string} storyId
 * @param {string} cell
 * @param {Promise<object>} verdict
 * @param {string} baseline  the baseline's path, as the answer names it
 */
function holdVerdict(context, storyId, cell, verdict, baseline) {
  const key = heldKey(context, storyId);
  const held = verdicts.get(key) ?? [];
  held.push(verdict.then((result) => ({ ...result, cell }), (error) => ({ error: String(error?.message ?? error), cell })));
  verdicts.set(key, held);
  return { status: 'pending', diffRatio: 0, baseline, actual: null, diff: null, ci: isCI() };
}

/** Browser session and story id (heldKey) → the verdicts of its shots still being compared (requests with `defer`). */
const verdicts = new Map();

/**
 * Whose held verdicts: the commands of every browser project of one Vitest process share this
 * module, and two projects can shoot the same story at once (the visual loop's self-tests on this
 * machine's fonts and on another machine's, one step of npm test): keyed by the story alone, one
 * project's visualVerdicts took the other's shots and each judged the wrong set.
 * @param {{ sessionId?: string }} context
 * @param {string} storyId
 */
const heldKey = (context, storyId) => `${context.sessionId ?? ''}\0${storyId}`;

/**
 * The verdicts of a story's deferred shots (`defer` in its visualShot requests), in the order it
 * shot them, once every comparison is done; a comparison that failed fails this command.
 * @param {{ sessionId?: string }} context
 * @param {string} storyId
 */
export async function visualVerdicts(context, storyId) {
  const held = verdicts.get(heldKey(context, storyId)) ?? [];
  verdicts.delete(heldKey(context, storyId));
  const results = await Promise.all(held);
  const failed = results.find((r) => r.error);
  if (failed) throw new Error(`visual: comparing ${storyId} in ${failed.cell} failed: ${failed.error}`);
  return results;
}

/** The test frame's position in the page; it only moves when the viewport changes, so ask each time (cheap). */
async function frameBox(context) {
  const box = await context.iframe.owner().boundingBox();
  if (!box) throw new Error('visual: the test frame is not visible');
  return box;
}

/**
 * Makes the test page (the Playwright page around the test frame) `height` px tall, or its configured
 * height again (`undefined`). A story taller than its cell's viewport is shot in a frame grown to it,
 * and Vitest scales a frame taller than its page down; the page grows only for such a story, because
 * every frame of a taller page costs the browser's compositor more for every other shot.
 * @param {{ page: import('playwright').Page }} context
 * @param {number | undefined} height
 */
export async function visualPageHeight(context, height) {
  const { page } = context;
  const size = page.viewportSize();
  if (!size) return;
  if (!configuredHeights.has(page)) configuredHeights.set(page, size.height);
  const wanted = height ?? configuredHeights.get(page);
  if (size.height !== wanted) await page.setViewportSize({ width: size.width, height: wanted });
}
const configuredHeights = new WeakMap();

/** Resolves after the page has painted two more frames. */
const afterTwoFrames = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))));

/** One CDP session per page: Page.captureScreenshot with a clip is the cheapest exact capture. */
const sessions = new WeakMap();
async function capture(page, clip) {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const { data } = await session.send('Page.captureScreenshot', { format: 'png', clip: { ...clip, scale: 1 }, captureBeyondViewport: false });
  return Buffer.from(data, 'base64');
}

const round = (n) => Math.round(n * 10) / 10;

/** Of the components a story rendered, the layout primitives (the manifest keeps no more). */
let primitives;
function layoutOnly(rendered) {
  primitives ??= new Set(layoutPrimitives());
  return Object.fromEntries(Object.entries(rendered).filter(([name]) => primitives.has(name)));
}

/**
 * File operations for the loop's own tests (capture/selftest), confined to reports/.
 * @param {unknown} _context
 * @param {'reset' | 'exists' | 'copy'} op
 * @param {string} target
 * @param {string} [source]
 */
export function visualSelftestFs(_context, op, target, source) {
  const file = insideReports(target);
  if (op === 'reset') return void rmSync(file, { recursive: true, force: true });
  if (op === 'exists') return existsSync(file);
  if (op === 'copy') return void copyFileSync(insideReports(source), file);
  throw new Error(`visualSelftestFs: unknown operation ${op}`);
}
