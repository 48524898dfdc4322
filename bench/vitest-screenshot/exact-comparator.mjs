// The loop's comparison as a toMatchScreenshot comparator: any changed channel of any pixel fails
// (Vitest's built-in pixelmatch has a tolerance; with threshold 0 it still skips antialiasing).
/**
 * @param {{ metadata: { width: number, height: number }, data: Uint8Array }} reference
 * @param {{ metadata: { width: number, height: number }, data: Uint8Array }} actual
 */
export function exactComparator(reference, actual) {
  if (reference.metadata.width !== actual.metadata.width || reference.metadata.height !== actual.metadata.height) {
    return { pass: false, diff: null, message: `size ${reference.metadata.width}×${reference.metadata.height} → ${actual.metadata.width}×${actual.metadata.height}` };
  }
  const a = reference.data;
  const b = actual.data;
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) changed++;
  return { pass: changed === 0, diff: null, message: changed ? `${changed} pixels differ` : null };
}
