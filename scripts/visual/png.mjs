// Strict image comparison for the visual loop: any change to any channel of any pixel counts.
// (pixelmatch's default threshold of 0.1 lets #fff → #f4f4f4 through; we allow nothing.)
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';

/** SHA-256 of a file's bytes, hex: the identity of an image in the manifest. */
export const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Compares two PNGs pixel by pixel with zero tolerance.
 * @param {Buffer} baseline
 * @param {Buffer} actual
 * @returns {{ mismatched: number, total: number, ratio: number, sizeChanged: boolean, diff?: Buffer }}
 *   `diff` (only when something differs): the baseline faded to grey with every changed pixel in
 *   magenta; pixels outside one image's bounds count as changed.
 */
export function comparePng(baseline, actual) {
  if (baseline.equals(actual)) {
    // Identical bytes: no need to decode; the size is in the IHDR chunk.
    return { mismatched: 0, total: actual.readUInt32BE(16) * actual.readUInt32BE(20), ratio: 0, sizeChanged: false };
  }
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
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
        const luma = 0.299 * a.data[ia] + 0.587 * a.data[ia + 1] + 0.114 * a.data[ia + 2];
        const faded = Math.round(255 - (255 - luma) * 0.2);
        diff.data[out] = diff.data[out + 1] = diff.data[out + 2] = faded;
      } else {
        mismatched++;
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
  return { mismatched, total, ratio: mismatched / total, sizeChanged, diff: PNG.sync.write(diff) };
}

/**
 * A PNG of one opaque colour (for tests of the comparator and of accept).
 * @param {number} width
 * @param {number} height
 * @param {[number, number, number]} rgb
 * @returns {Buffer}
 */
export function solidPng(width, height, rgb) {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(image);
}
