// The reliability table: one row per tried condition, from reports/reliability/*.json (written by
// e2e/reliability/record.ts).

export const markers = ['<!-- reliability-table:start (scripts/reliability/run.mjs --write) -->', '<!-- reliability-table:end -->'];

const cell = (text) => String(text).replaceAll('|', '\\|');

/**
 * The Markdown table of the rows.
 * @param {{ group: string, condition: string, documents: number, afterPersonReload?: number, pageErrors: number, outcome: string }[]} rows
 */
export function renderTable(rows) {
  const lines = [
    '| Tried | Condition | Documents (automatic) | After a person clicks Reload | Page errors | Result |',
    '| --- | --- | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const after = row.afterPersonReload ?? '–';
    lines.push(`| ${cell(row.group)} | ${cell(row.condition)} | ${row.documents} | ${after} | ${row.pageErrors} | ${row.outcome} |`);
  }
  return lines.join('\n');
}

/** `text` with everything between the markers replaced by `table`; throws when a marker is missing. */
export function replaceBetweenMarkers(text, table) {
  const start = text.indexOf(markers[0]);
  const end = text.indexOf(markers[1]);
  if (start === -1 || end < start) throw new Error(`docs/reliability.md: markers not found (${markers.join(' … ')})`);
  return `${text.slice(0, start + markers[0].length)}\n${table}\n${text.slice(end)}`;
}
