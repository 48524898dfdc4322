// What the engines' frames tests measured, one file per test under reports/engines/frames/, for the
// per-engine frames table in docs/reliability.md (scripts/engines/frames-table.mjs renders it and
// checks the committed one). Written for failing tests too: the count is the evidence.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EngineName } from './drivers';

export const framesReportFolder = path.join(import.meta.dirname, '../../reports/engines/frames');

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

/** Empties the folder: a run's table holds only its own rows. */
export function clearFramesReport() {
  rmSync(framesReportFolder, { recursive: true, force: true });
}

export function recordFrame(row: FrameRow) {
  mkdirSync(framesReportFolder, { recursive: true });
  writeFileSync(path.join(framesReportFolder, `${row.engine}-${row.order}.json`), `${JSON.stringify(row)}\n`);
}
