// Chromium's geometry of the layout and error stories, which the engines' must match: the lane's
// global setup measures them while the engines' own tests run and writes them whole to a file
// (./globalSetup.ts); a story test that compares boxes waits for that file once.
import { existsSync, readFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { Geometry } from './storybook';

/**
 * How long a story test may wait for Chromium's geometry: a hang guard, not a speed (it is measured
 * beside the engines' first tests, and on one core beside every other lane).
 */
export const geometryWait = 480_000;

let measured: Record<string, Geometry> | undefined;

/** Chromium's geometry of story `id`, once measured (waits for `file`); throws with the reason when it could not be. */
export async function chromiumGeometryOf(file: string, id: string): Promise<Geometry> {
  if (!measured) {
    await vi.waitFor(
      () => {
        if (!existsSync(file)) throw new Error(`Chromium's geometry is not measured yet (${file})`);
      },
      { timeout: geometryWait, interval: 250 },
    );
    const read = JSON.parse(readFileSync(file, 'utf8')) as { geometry?: Record<string, Geometry>; error?: string };
    if (read.error !== undefined || !read.geometry) throw new Error(`Chromium's geometry could not be measured: ${read.error ?? 'none written'}`);
    measured = read.geometry;
  }
  return measured[id] ?? { asShipped: [], oneFace: [] };
}
