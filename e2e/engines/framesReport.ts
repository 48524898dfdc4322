// What the engines' frames tests measured, one file per test under reports/engines/frames/<run>/, for
// the per-engine frames table in docs/reliability.md (scripts/engines/frames-table.mjs renders it and
// checks the committed one). Written for failing tests too: the count is the evidence. A folder per
// run: two runs in one clone (the lane beside a second WebKit run) must not clear each other's rows.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EngineName } from './drivers';

/**
 * This run's folder of one kind of rows (the frames rows here, the geometry rows: ./geometryReport.ts):
 * GW_ENGINES_RUN names the run (npm test sets it for the lane and its table steps), else the process and time.
 */
export const enginesReportFolder = (kind: 'frames' | 'geometry', run = process.env.GW_ENGINES_RUN ?? `${process.pid}-${Date.now()}`) =>
  path.join(import.meta.dirname, '../../reports/engines', kind, run.replace(/[^\w.-]+/g, '-'));

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

/** Empties this run's folder of `kind` (a run's table holds only its own rows) and returns it. */
export function clearEnginesReport(kind: 'frames' | 'geometry', folder = enginesReportFolder(kind)): string {
  rmSync(folder, { recursive: true, force: true });
  return folder;
}

/** Writes one row into the run's folder (`folder`: what the lane's global setup provided). */
export function recordFrame(row: FrameRow, folder: string) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${row.engine}-${row.order}.json`), `${JSON.stringify(row)}\n`);
}
