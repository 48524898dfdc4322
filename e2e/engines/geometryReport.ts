// What the engines' story tests measured of each layout and error story's geometry against
// Chromium's, one row per story and engine (./runReport.ts), for the geometry table of
// docs/engines.md (scripts/engines/geometry-table.mjs renders it and checks the committed one).
import type { EngineName } from './drivers';
import { writeRow } from './runReport';
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
export const recordGeometry = (row: GeometryRow, folder: string) => writeRow(folder, `${row.engine}-${row.id}`, row);
