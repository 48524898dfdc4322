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

/** Whether every pixel of `region` (clipped to the image) has one colour. */
function isFlat(image, region) {
  const first = (Math.min(region.y, image.height - 1) * image.width + Math.min(region.x, image.width - 1)) * 4;
  const d = image.data;
  for (let y = region.y; y < Math.min(region.y + region.height, image.height); y++) {
    for (let x = region.x; x < Math.min(region.x + region.width, image.width); x++) {
      const i = (y * image.width + x) * 4;
      if (d[i] !== d[first] || d[i + 1] !== d[first + 1] || d[i + 2] !== d[first + 2] || d[i + 3] !== d[first + 3]) return false;
    }
  }
  return true;
}

/** Offsets tried, nearest first: a padding or margin change moves content by a few pixels. */
const offsets = [1, 2, 3, 4, 5, 6, 8]
  .flatMap((d) => [[0, d], [0, -d], [d, 0], [-d, 0]])
  .map(([dx, dy]) => ({ dx, dy }));
/** The share of a region's pixels that must equal the baseline's, moved, for the region to count as moved. */
const movedShare = 0.9;

/**
 * Whether a changed region is the baseline's content moved by a few pixels (what 2 px of padding
 * does to everything after it), rather than changed content: the offset at which the most of the
 * region's pixels in the actual image equal the baseline's (the nearest on a tie), if that is at
 * least 90 % of them. Not the first offset over 90 %: in a region of mostly flat colour, a wrong
 * offset nearby can match almost as well.
 * @param {{ width: number, height: number, data: Uint8Array }} baseline  decoded RGBA
 * @param {{ width: number, height: number, data: Uint8Array }} actual    decoded RGBA
 * @param {{ x: number, y: number, width: number, height: number }} region
 * @returns {{ dx: number, dy: number, share: number } | undefined}  dx > 0: moved right; dy > 0: moved down
 */
export function movedBy(baseline, actual, region) {
  // One flat colour (new empty rows at the bottom of a taller shot) matches any offset: not a move.
  if (isFlat(actual, region)) return undefined;
  const area = region.width * region.height;
  let allowed = Math.floor(area * (1 - movedShare));
  let best;
  for (const { dx, dy } of offsets) {
    let misses = 0;
    for (let y = region.y; y < region.y + region.height && misses <= allowed; y++) {
      const by = y - dy;
      for (let x = region.x; x < region.x + region.width; x++) {
        const bx = x - dx;
        if (by < 0 || bx < 0 || by >= baseline.height || bx >= baseline.width || y >= actual.height || x >= actual.width) {
          if (++misses > allowed) break;
          continue;
        }
        const i = (y * actual.width + x) * 4;
        const j = (by * baseline.width + bx) * 4;
        const d = actual.data;
        const s = baseline.data;
        if (d[i] !== s[j] || d[i + 1] !== s[j + 1] || d[i + 2] !== s[j + 2] || d[i + 3] !== s[j + 3]) {
          if (++misses > allowed) break;
        }
      }
    }
    // Strictly better than the best so far; later offsets must beat it (and stop early when they cannot).
    if (misses <= allowed && (!best || misses < best.misses)) {
      best = { dx, dy, misses };
      allowed = misses - 1;
      if (misses === 0) break;
    }
  }
  return best && { dx: best.dx, dy: best.dy, share: Math.round((1 - best.misses / area) * 1000) / 1000 };
}

/**
 * Whether a region is the baseline's content moved by one of `offsets` (the moves found elsewhere in
 * the same shot), flat or not: the end of a moved line (two pixels that appeared in one colour) is
 * part of the move, though on its own it is one flat colour that any offset would match.
 * @param {{ width: number, height: number, data: Uint8Array }} baseline  decoded RGBA
 * @param {{ width: number, height: number, data: Uint8Array }} actual    decoded RGBA
 * @param {{ x: number, y: number, width: number, height: number }} region
 * @param {{ dx: number, dy: number }[]} offsets
 * @returns {{ dx: number, dy: number, share: number } | undefined}
 */
export function movedAlong(baseline, actual, region, offsets) {
  const area = region.width * region.height;
  for (const { dx, dy } of offsets) {
    let misses = 0;
    for (let y = region.y; y < region.y + region.height; y++) {
      for (let x = region.x; x < region.x + region.width; x++) {
        const bx = x - dx;
        const by = y - dy;
        const i = (y * actual.width + x) * 4;
        const j = (by * baseline.width + bx) * 4;
        const inside = bx >= 0 && by >= 0 && bx < baseline.width && by < baseline.height && x < actual.width && y < actual.height;
        if (!inside || actual.data[i] !== baseline.data[j] || actual.data[i + 1] !== baseline.data[j + 1] || actual.data[i + 2] !== baseline.data[j + 2] || actual.data[i + 3] !== baseline.data[j + 3]) misses++;
      }
    }
    if (misses <= area * (1 - movedShare)) return { dx, dy, share: Math.round((1 - misses / area) * 1000) / 1000 };
  }
  return undefined;
}

/** The share of a region's changed pixels whose colour must map one for one for a recolouring. */
const recolouredShare = 0.95;
const packed = (d, i) => ((d[i] << 24) | (d[i + 1] << 16) | (d[i + 2] << 8) | d[i + 3]) >>> 0;

/**
 * Whether a changed region only changed colour: each baseline colour among its changed pixels
 * became one actual colour (for 95 % of them), and no two colours swapped places — a swap (dark where
 * light was and light where dark was) is content that moved or changed, not a recolouring. A
 * surface token one level lighter, a text colour, a border colour: yes; reworded text, a shifted
 * bar: no. Pixels outside either image are not a colour change.
 * @param {{ width: number, height: number, data: Uint8Array }} baseline  decoded RGBA
 * @param {{ width: number, height: number, data: Uint8Array }} actual    decoded RGBA
 * @param {{ x: number, y: number, width: number, height: number }} region
 */
export function isRecoloured(baseline, actual, region) {
  /** @type {Map<number, Map<number, number>>} baseline colour → actual colour → pixels */
  const mapping = new Map();
  let changed = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const inBoth = x < baseline.width && y < baseline.height && x < actual.width && y < actual.height;
      if (!inBoth) return false;
      const from = packed(baseline.data, (y * baseline.width + x) * 4);
      const to = packed(actual.data, (y * actual.width + x) * 4);
      if (from === to) continue;
      changed++;
      const targets = mapping.get(from) ?? new Map();
      targets.set(to, (targets.get(to) ?? 0) + 1);
      mapping.set(from, targets);
    }
  }
  if (changed === 0) return false;
  const majority = new Map();
  let agreeing = 0;
  for (const [from, targets] of mapping) {
    let best = 0;
    for (const [to, n] of targets) {
      if (n > best) {
        best = n;
        majority.set(from, to);
      }
    }
    agreeing += best;
  }
  if (agreeing / changed < recolouredShare) return false;
  let swapped = 0;
  for (const [from, to] of majority) if (majority.get(to) === from) swapped += mapping.get(from).get(to);
  return swapped / changed <= 1 - recolouredShare;
}
