// The geometry table of docs/engines.md: how many layout and error stories each engine lays out
// within 1 px of Chromium, measured as shipped and with one face (e2e/engines/storybook.ts), and for
// each listed difference (e2e/engines/geometryExceptions.ts) how large the run measured it. From
// the engines lane's rows (reports/engines/geometry/, e2e/engines/geometryReport.ts). By default it
// checks that the committed table is this run's (a step of `npm test`, after the engines); `--write`
// updates it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkOrWriteTable, runRows } from './run-rows.mjs';

export const geometryMarkers = ['<!-- engines-geometry-table:start (scripts/engines/geometry-table.mjs --write) -->', '<!-- engines-geometry-table:end -->'];
const engines = [
  ['firefox', 'Firefox'],
  ['webkit', 'WebKit'],
];
const modes = [
  ['asShipped', 'as shipped'],
  ['oneFace', 'one face'],
];

/** "3 px", or what the boxes were when they cannot be compared. */
const size = (largest) => (largest === null ? 'other elements' : `${largest} px`);

/**
 * The two Markdown tables: the counts per engine and way of measuring, then every listed (or
 * unlisted) difference grouped by its causes, with each story's largest difference.
 * @param {{ engine: string, id: string, modes: Record<string, { largest: number | null, causes: string[] }> }[]} rows
 */
export function renderGeometryTable(rows) {
  const counts = ['| Engine | Measured | Stories | Within 1 px of Chromium | Listed, with a cause | Differs, not listed |', '| --- | --- | ---: | ---: | ---: | ---: |'];
  const listed = ['| Engine | Measured | Cause | Stories | Each story\'s largest difference |', '| --- | --- | --- | ---: | --- |'];
  for (const [engine, engineName] of engines) {
    const ofEngine = rows.filter((row) => row.engine === engine).sort((a, b) => a.id.localeCompare(b.id));
    if (ofEngine.length === 0) continue;
    for (const [mode, modeName] of modes) {
      const differs = (row) => row.modes[mode].largest === null || row.modes[mode].largest > 1;
      const within = ofEngine.filter((row) => !differs(row)).length;
      const withCause = ofEngine.filter((row) => row.modes[mode].causes.length > 0);
      const unlisted = ofEngine.filter((row) => differs(row) && row.modes[mode].causes.length === 0);
      counts.push(`| ${engineName} | ${modeName} | ${ofEngine.length} | ${within} | ${withCause.length} | ${unlisted.length} |`);
      const groups = new Map();
      for (const row of [...withCause, ...unlisted]) {
        const cause = row.modes[mode].causes.length > 0 ? row.modes[mode].causes.join('; and ') : '**not listed: the run fails**';
        groups.set(cause, [...(groups.get(cause) ?? []), row]);
      }
      for (const [cause, group] of groups) {
        const stories = group.map((row) => `\`${row.id}\` ${size(row.modes[mode].largest)}`).join(', ');
        listed.push(`| ${engineName} | ${modeName} | ${cause.replaceAll('|', '\\|')} | ${group.length} | ${stories} |`);
      }
    }
  }
  return [...counts, '', ...listed].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '../..');
  const { folder, rows } = runRows(root, 'geometry');
  if (rows.length === 0) {
    console.error(`No geometry rows in ${path.relative(root, folder)}: run the engines lane first (npm test -- --lane=engines).`);
    process.exit(1);
  }
  checkOrWriteTable({ root, doc: 'docs/engines.md', markers: geometryMarkers, table: renderGeometryTable(rows), what: 'the geometry table', script: 'scripts/engines/geometry-table.mjs', rows: rows.length });
}
