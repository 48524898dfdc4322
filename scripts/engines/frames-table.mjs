// The frames table of docs/reliability.md per engine: the app framed by another origin with a
// route chunk that never arrives, the documents each engine loaded before the failure page.
// Firefox and WebKit from the engines lane's run (reports/engines/frames/, e2e/engines/framesReport.ts);
// Chromium from the reliability table in the same file, which the reliability run writes and checks.
// By default it checks that the committed table is this run's (a step of `npm test`, after the
// engines); `--write` updates it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { markers as reliabilityMarkers } from '../reliability/table.mjs';
import { checkOrWriteTable, runRows } from './run-rows.mjs';

export const framesMarkers = ['<!-- engines-frames-table:start (scripts/engines/frames-table.mjs --write) -->', '<!-- engines-frames-table:end -->'];
const engines = ['firefox', 'webkit'];

/**
 * Chromium's document count for each frame condition, from the rows of the reliability table (its
 * "CORS" rows: the engines' host sends CORS headers).
 * @param {string} doc docs/reliability.md's text
 * @returns {Map<string, number>} condition → documents
 */
export function chromiumFrames(doc) {
  const [open, close] = reliabilityMarkers;
  const table = doc.slice(doc.indexOf(open), doc.indexOf(close));
  const counts = new Map();
  for (const line of table.split('\n')) {
    const [, group, condition, documents] = line.split('|').map((cell) => cell.trim());
    if (group !== 'embedded by another origin') continue;
    const match = /^(.*?)(?:, CORS)?: a failed route chunk$/.exec(condition ?? '');
    if (match) counts.set(match[1], Number(documents));
  }
  return counts;
}

/**
 * The Markdown table: a row per condition, a column per engine.
 * @param {{ engine: string, condition: string, order: number, documents: number, failurePage: boolean, outcome: string }[]} rows
 * @param {Map<string, number>} chromium
 */
export function renderFramesTable(rows, chromium) {
  const conditions = [...new Map(rows.sort((a, b) => a.order - b.order).map((row) => [row.condition, row.order])).keys()];
  const cell = (row) => (row ? `${row.documents}${row.failurePage ? '' : ', no failure page'}${row.outcome === 'passed' ? '' : ' (failed)'}` : 'not run');
  return [
    '| Frame (another origin embeds the app; a route chunk never arrives) | Chromium | Firefox | WebKit |',
    '| --- | ---: | ---: | ---: |',
    ...conditions.map((condition) => {
      const cells = engines.map((engine) => cell(rows.find((row) => row.engine === engine && row.condition === condition)));
      return `| ${condition.replaceAll('|', '\\|')} | ${chromium.get(condition) ?? 'not in the reliability table'} | ${cells.join(' | ')} |`;
    }),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '../..');
  const { folder, rows } = runRows(root, 'frames');
  const doc = 'docs/reliability.md';
  if (rows.length === 0) {
    console.error(`No frames rows in ${path.relative(root, folder)}: run the engines lane first (npm test -- --lane=engines).`);
    process.exit(1);
  }
  const current = readFileSync(path.join(root, doc), 'utf8');
  const table = renderFramesTable(rows, chromiumFrames(current));
  checkOrWriteTable({ root, doc, markers: framesMarkers, table, what: 'the frames table per engine', script: 'scripts/engines/frames-table.mjs', rows: rows.length });
}
