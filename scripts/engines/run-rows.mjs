// The rows one run of the engines lane wrote for a table (reports/engines/<kind>/<run>/, one JSON
// file a row): the run GW_ENGINES_RUN names (npm test names the lane's run so), else the newest.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { replaceBetweenMarkers } from '../reliability/table.mjs';

/**
 * @param {string} root the repository
 * @param {'frames' | 'geometry'} kind
 * @returns {{ folder: string, rows: any[] }}
 */
export function runRows(root, kind) {
  const runs = path.join(root, 'reports', 'engines', kind);
  const newest = () =>
    existsSync(runs)
      ? readdirSync(runs, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => ({ name: entry.name, time: statSync(path.join(runs, entry.name)).mtimeMs }))
          .sort((a, b) => b.time - a.time)[0]?.name
      : undefined;
  const run = process.env.GW_ENGINES_RUN?.replace(/[^\w.-]+/g, '-') ?? newest();
  const folder = path.join(runs, run ?? 'none');
  const rows = existsSync(folder) ? readdirSync(folder).map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8'))) : [];
  return { folder, rows };
}

/**
 * Checks that `doc` holds `table` between `markers` (a step of `npm test`), or writes it there with
 * `--write`; exits with 1, printing this run's table, when the committed one differs.
 * @param {{ root: string, doc: string, markers: string[], table: string, what: string, script: string, rows: number }} options
 */
export function checkOrWriteTable({ root, doc, markers, table, what, script, rows }) {
  const file = path.join(root, doc);
  const current = readFileSync(file, 'utf8');
  const next = replaceBetweenMarkers(current, table, markers);
  if (next === current) {
    console.log(`${doc}: ${what} is this run's (${rows} rows).`);
  } else if (process.argv.includes('--write')) {
    writeFileSync(file, next);
    console.log(`${doc}: ${what} updated (${rows} rows).`);
  } else {
    console.error(`${doc}: ${what} differs from this run. Run the engines lane, then \`node ${script} --write\`, and commit it. This run:`);
    console.error(table);
    process.exit(1);
  }
}
