// The engines lane's rows for the tables the run writes into the docs, one JSON file a row under
// reports/engines/<kind>/<run>/ (read back by scripts/engines/run-rows.mjs): the frames rows
// (./framesReport.ts) and the geometry rows (./geometryReport.ts). Written for failing tests too:
// the measure is the evidence. A folder per run: two runs in one clone (the lane beside a second
// WebKit run) must not clear each other's rows.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type RowKind = 'frames' | 'geometry';

/** This run's folder of `kind`: GW_ENGINES_RUN names the run (npm test sets it for the lane and its table steps), else the process and time. */
export const enginesReportFolder = (kind: RowKind, run = process.env.GW_ENGINES_RUN ?? `${process.pid}-${Date.now()}`) =>
  path.join(import.meta.dirname, '../../reports/engines', kind, run.replace(/[^\w.-]+/g, '-'));

/** Empties this run's folder of `kind` (a run's table holds only its own rows) and returns it. */
export function clearEnginesReport(kind: RowKind, folder = enginesReportFolder(kind)): string {
  rmSync(folder, { recursive: true, force: true });
  return folder;
}

/** Writes one row as `<name>.json` into `folder` (what the lane's global setup provided). */
export function writeRow(folder: string, name: string, row: object) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(row)}\n`);
}
