// What the engines' frames tests measured, one row per test (./runReport.ts), for the per-engine
// frames table in docs/reliability.md (scripts/engines/frames-table.mjs renders it and checks the
// committed one).
import type { EngineName } from './drivers';
import { writeRow } from './runReport';

/** One frame condition as one engine met it. */
export interface FrameRow {
  engine: EngineName;
  /** The frame's condition, as the Chromium rows of docs/reliability.md's table begin. */
  condition: string;
  /** The condition's place in the suite's list: the table's order. */
  order: number;
  /** Documents the app's host answered before the test ended (the failure page needs none). */
  documents: number;
  /** Whether the failure page showed in the frame at the address it was asked for. */
  failurePage: boolean;
  outcome: 'passed' | 'failed';
}

/** Writes one row into the run's folder (`folder`: what the lane's global setup provided). */
export const recordFrame = (row: FrameRow, folder: string) => writeRow(folder, `${row.engine}-${row.order}`, row);
