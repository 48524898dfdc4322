// The reliability table: one row per tried condition, from reports/reliability/*.json (written by
// e2e/reliability/record.ts).

export const markers = ['<!-- reliability-table:start (scripts/reliability/run.mjs --write) -->', '<!-- reliability-table:end -->'];
/** The README's short version: per kind of condition, each condition's automatic document count. */
export const summaryMarkers = ['<!-- reliability-summary:start (scripts/reliability/run.mjs --write) -->', '<!-- reliability-summary:end -->'];

const cell = (text) => String(text).replaceAll('|', '\\|');

/**
 * The Markdown table of the rows.
 * @param {{ group: string, condition: string, documents: number, afterPersonReload?: number, dataRequests?: number, pageErrors: number, outcome: string }[]} rows
 */
export function renderTable(rows) {
  const lines = [
    '| Tried | Condition | Documents (automatic) | After a person clicks Reload | Page-data requests | Page errors | Result |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const after = row.afterPersonReload ?? '–';
    lines.push(`| ${cell(row.group)} | ${cell(row.condition)} | ${row.documents} | ${after} | ${row.dataRequests ?? '–'} | ${row.pageErrors} | ${row.outcome} |`);
  }
  return lines.join('\n');
}

/**
 * One line per kind of condition: each condition's short name (before its first colon or
 * parenthesis) and its automatic document count.
 * @param {{ group: string, condition: string, documents: number }[]} rows
 */
export function renderSummary(rows) {
  // Not Map.groupBy: Node 20 lacks it.
  const groups = new Map();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  const short = (condition) => condition.split(/[:(]/)[0].trim();
  return [...groups]
    .map(([group, members]) => `- ${group}: ${members.map((row) => `${short(row.condition)} ${row.documents}`).join(' · ')}`)
    .join('\n');
}

/** `text` with everything between `[start, end]` replaced by `content`; throws when a marker is missing. */
export function replaceBetweenMarkers(text, content, [open, close] = markers) {
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start === -1 || end < start) throw new Error(`markers not found (${open} … ${close})`);
  return `${text.slice(0, start + open.length)}\n${content}\n${text.slice(end)}`;
}

export const hostMarkers = ['<!-- host-table:start (scripts/reliability/run.mjs --write) -->', '<!-- host-table:end -->'];

/**
 * The host table: what the preview and nginx answered each request with (e2e/reliability/hosts.spec.ts).
 * @param {{ headers: Record<string, string>, rows: { what: string, request: string, statuses: number[], body: string, cacheControl: string, cors: string, differs?: string }[] }} report
 */
export function renderHostTable({ headers, rows }) {
  const code = (text) => `\`${String(text).replaceAll('`', "'").replaceAll('|', '\\|')}\``;
  return [
    `Every response of both, whatever its status: ${Object.entries(headers).map(([name, value]) => code(`${name}: ${value}`)).join(', ')}.`,
    '',
    '| Request | What it is | Preview | nginx | Body | Cache-Control | Access-Control-Allow-Origin |',
    '| --- | --- | ---: | ---: | --- | --- | --- |',
    ...rows.map((row) => `| ${code(row.request)} | ${cell(row.what)} | ${row.statuses[0]} | ${row.statuses[1]} | ${row.differs ? 'differs (below)' : row.body.startsWith("(") ? cell(row.body) : code(row.body)} | ${cell(row.cacheControl)} | ${cell(row.cors)} |`),
    '',
    'Where the two differ, on purpose or because one host cannot answer as the other does, with the reason (the test asserts each host\'s answer):',
    '',
    ...rows.filter((row) => row.differs).map((row) => `- ${code(row.request)}: ${row.differs}.`),
  ].join('\n');
}
