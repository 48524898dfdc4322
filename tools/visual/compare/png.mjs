// Strict image comparison for the visual loop: any change to any channel of any pixel counts.
// (pixelmatch's default threshold of 0.1 lets #fff → #f4f4f4 through; we allow nothing.)
import { createHash } from 'node:crypto';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { changedRegions, isRecoloured, movedAlong, movedBy } from './regions.mjs';

/** SHA-256 of a file's bytes, hex: the identity of an image in the manifest. */
export const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** A PNG's width and height, read from its IHDR chunk (no decoding). */
export const pngSize = (bytes) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

/**
 * Compares two PNGs pixel by pixel with zero tolerance.
 * @param {Buffer} baseline
 * @param {Buffer} actual
 * @param {{ ignoreAntialiasing?: boolean, diff?: boolean }} [options]  `ignoreAntialiasing`: pixels pixelmatch
 *   detects as antialiased (in either image) do not count; every other pixel is still exact
 *   (threshold 0). Only for images of the same size. `diff: false`: no diff image (the verdict,
 *   the ratio and the regions are the same; visual:watch makes the image when it is asked for).
 * @returns {{ mismatched: number, total: number, ratio: number, sizeChanged: boolean, diff?: Buffer, antialiased?: number, regions?: (ReturnType<typeof changedRegions>[number] & { moved?: { dx: number, dy: number, share: number }, recoloured?: boolean })[] }}
 *   `diff` (only when something differs): the baseline faded to grey with every changed pixel in
 *   magenta (ignored antialiased pixels in yellow); pixels outside one image's bounds count as changed.
 *   `regions`: the changed pixels grouped into rectangles (regions.mjs), for the review page; a region
 *   that is the baseline's content moved by a few pixels carries `moved: { dx, dy, share }`; one whose
 *   shapes stayed and only changed colour carries `recoloured: true` (regions.mjs isRecoloured).
 *   `antialiased`: with `ignoreAntialiasing`, how many changed pixels were ignored as antialiasing.
 */
export function comparePng(baseline, actual, { ignoreAntialiasing = false, diff: withDiff = true } = {}) {
  if (baseline.equals(actual)) {
    // Identical bytes: no need to decode; the size is in the IHDR chunk.
    return { mismatched: 0, total: actual.readUInt32BE(16) * actual.readUInt32BE(20), ratio: 0, sizeChanged: false };
  }
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  if (ignoreAntialiasing && a.width === b.width && a.height === b.height) return compareIgnoringAntialiasing(a, b);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = withDiff ? new PNG({ width, height }) : undefined;
  const mask = new Uint8Array(width * height);
  let mismatched = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      let same = inA && inB;
      for (let c = 0; same && c < 4; c++) same = a.data[ia + c] === b.data[ib + c];
      if (same) {
        if (!diff) continue;
        const luma = 0.299 * a.data[ia] + 0.587 * a.data[ia + 1] + 0.114 * a.data[ia + 2];
        const faded = Math.round(255 - (255 - luma) * 0.2);
        diff.data[out] = diff.data[out + 1] = diff.data[out + 2] = faded;
      } else {
        mismatched++;
        mask[y * width + x] = 1;
        if (!diff) continue;
        diff.data[out] = 255;
        diff.data[out + 1] = 0;
        diff.data[out + 2] = 200;
      }
      diff.data[out + 3] = 255;
    }
  }
  const total = width * height;
  const sizeChanged = a.width !== b.width || a.height !== b.height;
  // Different bytes but identical pixels (e.g. another encoder) is not a visual change.
  if (mismatched === 0) return { mismatched, total, ratio: 0, sizeChanged };
  // Each region says whether it is the baseline's content moved by a few pixels (a shift, not a
  // change), or the same shapes in other colours (change-kinds.mjs reads both).
  const found = changedRegions(mask, width, height).map((region) => {
    const moved = movedBy(a, b, region);
    return moved ? { ...region, moved } : region;
  });
  // The other regions may be the ends of what moved (flat slivers no offset tells apart on their own).
  const offsets = [...new Map(found.filter((r) => r.moved).map((r) => [`${r.moved.dx} ${r.moved.dy}`, { dx: r.moved.dx, dy: r.moved.dy }])).values()];
  const regions = found.map((region) => {
    if (region.moved) return region;
    const moved = offsets.length > 0 ? movedAlong(a, b, region, offsets) : undefined;
    if (moved) return { ...region, moved };
    return isRecoloured(a, b, region) ? { ...region, recoloured: true } : region;
  });
  return { mismatched, total, ratio: mismatched / total, sizeChanged, ...(diff ? { diff: writeDiff(diff) } : {}), regions };
}

/**
 * A diff image's PNG bytes with one row filter (Paeth) instead of pngjs's default, which tries all
 * five on every row: a 1280×800 diff encodes in about a quarter of the time for 4 % more bytes
 * (167 → 47 ms, 12.0 → 12.6 kB, measured on a changed error-page shot). The encoding was most of a
 * changed shot's comparison, and a changed round of `visual:watch` is made of them.
 * @param {PNG} png
 */
const writeDiff = (png) => PNG.sync.write(png, { filterType: 4 });

/** pixelmatch with threshold 0: exact, except for the pixels it detects as antialiased edges. */
function compareIgnoringAntialiasing(a, b) {
  const { width, height } = a;
  const total = width * height;
  const diff = new PNG({ width, height });
  const options = { threshold: 0, alpha: 0.2, diffColor: /** @type {[number, number, number]} */ ([255, 0, 200]) };
  const mismatched = pixelmatch(a.data, b.data, diff.data, width, height, { ...options, includeAA: false });
  const antialiased = pixelmatch(a.data, b.data, null, width, height, { ...options, includeAA: true }) - mismatched;
  if (mismatched === 0) return { mismatched, total, ratio: 0, sizeChanged: false, antialiased };
  // pixelmatch paints changed pixels in diffColor.
  const mask = new Uint8Array(total);
  for (let i = 0; i < total; i++) mask[i] = diff.data[i * 4] === 255 && diff.data[i * 4 + 1] === 0 && diff.data[i * 4 + 2] === 200 ? 1 : 0;
  return { mismatched, total, ratio: mismatched / total, sizeChanged: false, diff: writeDiff(diff), antialiased, regions: changedRegions(mask, width, height) };
}

/**
 * An opaque PNG whose pixel colours `paint` gives (for tests of the comparator and of accept).
 * @param {number} width
 * @param {number} height
 * @param {(x: number, y: number) => [number, number, number]} paint
 * @returns {Buffer}
 */
export function paintedPng(width, height, paint) {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      const i = (y * width + x) * 4;
      image.data[i] = r;
      image.data[i + 1] = g;
      image.data[i + 2] = b;
      image.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}

/**
 * A PNG of one opaque colour (for tests of the comparator and of accept).
 * @param {number} width
 * @param {number} height
 * @param {[number, number, number]} rgb
 * @returns {Buffer}
 */
export const solidPng = (width, height, rgb) => paintedPng(width, height, () => rgb);
