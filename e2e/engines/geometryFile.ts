// Chromium's boxes of the layout and error stories, which the engines' boxes must match: the lane's
// global setup measures them while the engines' own tests run and writes them whole to a file
// (./globalSetup.ts); a story test that compares boxes waits for that file once.
import { existsSync, readFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { Box } from './storybook';

/**
 * How long a story test may wait for Chromium's geometry: a hang guard, not a speed (it is measured
 * beside the engines' first tests, and on one core beside every other lane).
 */
export const geometryWait = 480_000;

let measured: Record<string, Box[]> | undefined;

/** Chromium's boxes of story `id`, once measured (waits for `file`); throws with the reason when they could not be. */
export async function chromiumBoxes(file: string, id: string): Promise<Box[]> {
  if (!measured) {
    await vi.waitFor(
      () => {
        if (!existsSync(file)) throw new Error(`Chromium's geometry is not measured yet (${file})`);
      },
      { timeout: geometryWait, interval: 250 },
    );
    const read = JSON.parse(readFileSync(file, 'utf8')) as { boxes?: Record<string, Box[]>; error?: string };
    if (read.error !== undefined || !read.boxes) throw new Error(`Chromium's geometry could not be measured: ${read.error ?? 'no boxes'}`);
    measured = read.boxes;
  }
  return measured[id] ?? [];
}
