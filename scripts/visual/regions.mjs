// The changed pixels of a comparison as a few rectangles a reviewer can find: what the review page
// outlines and zooms to. A 5-pixel change in a 1280×800 shot is invisible in a scaled-down diff;
// its outlined region is not.

/** Pixels closer than this (in both axes) belong to one region: one word or one button, not one glyph edge each. */
const gap = 12;
/** More regions than this are merged into their bounding box: the change is everywhere anyway. */
const maxRegions = 40;

/**
 * @param {Uint8Array} mask  one byte per pixel, row-major, non-zero where the pixel changed
 * @param {number} width
 * @param {number} height
 * @returns {{ x: number, y: number, width: number, height: number, pixels: number }[]}  largest first
 */
export function changedRegions(mask, width, height) {
  // Grid cells of `gap` px: each holds the tight bounds of its changed pixels.
  const cols = Math.ceil(width / gap);
  const rows = Math.ceil(height / gap);
  const cells = new Map();
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (!mask[row + x]) continue;
      const key = Math.floor(y / gap) * cols + Math.floor(x / gap);
      const cell = cells.get(key);
      if (cell) {
        if (x < cell.x0) cell.x0 = x;
        if (x > cell.x1) cell.x1 = x;
        cell.y1 = y;
        cell.pixels++;
      } else cells.set(key, { x0: x, x1: x, y0: y, y1: y, pixels: 1 });
    }
  }
  // Cells that touch (8 neighbours) form one region.
  const regions = [];
  const seen = new Set();
  for (const start of cells.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1, pixels: 0 };
    const queue = [start];
    while (queue.length > 0) {
      const key = queue.pop();
      const cell = cells.get(key);
      box.x0 = Math.min(box.x0, cell.x0);
      box.y0 = Math.min(box.y0, cell.y0);
      box.x1 = Math.max(box.x1, cell.x1);
      box.y1 = Math.max(box.y1, cell.y1);
      box.pixels += cell.pixels;
      const cx = key % cols;
      const cy = Math.floor(key / cols);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
          const next = ny * cols + nx;
          if (cells.has(next) && !seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
    }
    regions.push({ x: box.x0, y: box.y0, width: box.x1 - box.x0 + 1, height: box.y1 - box.y0 + 1, pixels: box.pixels });
  }
  regions.sort((a, b) => b.pixels - a.pixels || a.y - b.y || a.x - b.x);
  if (regions.length <= maxRegions) return regions;
  const x = Math.min(...regions.map((r) => r.x));
  const y = Math.min(...regions.map((r) => r.y));
  return [{ x, y, width: Math.max(...regions.map((r) => r.x + r.width)) - x, height: Math.max(...regions.map((r) => r.y + r.height)) - y, pixels: regions.reduce((n, r) => n + r.pixels, 0) }];
}
