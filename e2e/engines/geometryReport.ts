// What the engines' story tests measured of each layout and error story's geometry against
// Chromium's, one file per story and engine under reports/engines/geometry/<run>/, for the geometry
// table of docs/engines.md (scripts/engines/geometry-table.mjs renders it and checks the committed
// one). Written for failing tests too: the measured difference is the evidence.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EngineName } from './drivers';
import type { GeometryMode } from './storybook';

/** One story's geometry as one engine measured it, in each way of measuring. */
export interface GeometryRow {
  engine: EngineName;
  id: string;
  modes: Record<
    GeometryMode,
    {
      /** The largest difference from Chromium over every element's x, y, width and height, in px; `null`: other elements. */
      largest: number | null;
      /** The listed causes of a difference, in words (./geometryExceptions.ts); empty when not listed. */
      causes: string[];
    }
  >;
}

/** Writes one row into the run's folder (`folder`: what the lane's global setup provided). */
export function recordGeometry(row: GeometryRow, folder: string) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${row.engine}-${row.id}.json`), `${JSON.stringify(row)}\n`);
}
