// `npm run test:reliability`: the hostile-browser e2e and the host configs' test (Playwright project
// `reliability`), then the table of measured document counts in docs/reliability.md, rendered from
// the run's reports/reliability/*.json between its markers, and the host table in
// docs/architecture.md from reports/hosts/table.json. By default it checks that the committed table is
// the measured one (what `npm test` runs); `--write` updates it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostMarkers, markers, renderHostTable, renderSummary, renderTable, replaceBetweenMarkers, summaryMarkers } from './table.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const results = path.join(root, 'reports', 'reliability');
const doc = path.join(root, 'docs', 'reliability.md');
const write = process.argv.includes('--write');

/** CPU seconds (user + system) of this process's finished children and theirs (Linux), or undefined. */
function childCpuSeconds() {
  try {
    // Fields 16 and 17 of /proc/self/stat (after the command name): cutime and cstime, in ticks.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

rmSync(results, { recursive: true, force: true });
const hostReport = path.join(root, 'reports', 'hosts', 'table.json');
rmSync(hostReport, { force: true });
const started = Date.now();
const run = spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '--project', 'reliability'], { cwd: root, stdio: 'inherit' });
const cpu = childCpuSeconds();
console.log(`reliability e2e: ${((Date.now() - started) / 1000).toFixed(1)} s wall${cpu === undefined ? '' : `, ${cpu.toFixed(1)} s CPU (user + system, everything it started)`}`);
if (run.status !== 0) process.exit(run.status ?? 1);

// One file per test (e2e/reliability/record.ts), by spec (in this order) and then as declared; the
// tests a loop declares share a line, and go by name.
const specOrder = ['reliability.spec.ts', 'frames.spec.ts', 'pageData.spec.ts', 'deploys.spec.ts'];
const specRank = (file) => (specOrder.includes(file) ? specOrder.indexOf(file) : specOrder.length);
const rows = readdirSync(results)
  .map((file) => JSON.parse(readFileSync(path.join(results, file), 'utf8')))
  .sort((a, b) => specRank(a.file) - specRank(b.file) || a.file.localeCompare(b.file, 'en') || a.line - b.line || a.condition.localeCompare(b.condition, 'en'));
// The full table in docs/reliability.md and its short version in the README: both from this run.
const targets = [
  { file: doc, content: renderTable(rows), markers },
  { file: path.join(root, 'README.md'), content: renderSummary(rows), markers: summaryMarkers },
  { file: path.join(root, 'docs', 'architecture.md'), content: renderHostTable(JSON.parse(readFileSync(hostReport, 'utf8'))), markers: hostMarkers },
];
let stale = false;
for (const { file, content, markers: around } of targets) {
  const name = path.relative(root, file);
  const current = readFileSync(file, 'utf8');
  const next = replaceBetweenMarkers(current, content, around);
  if (next === current) {
    console.log(`${name}: the reliability figures are the measured ones (${rows.length} conditions).`);
  } else if (write) {
    writeFileSync(file, next);
    console.log(`${name}: reliability figures updated (${rows.length} conditions).`);
  } else {
    console.error(`${name}: the reliability figures differ from this run. Run \`npm run test:reliability -- --write\` and commit it.`);
    console.error(content);
    stale = true;
  }
}
if (stale) process.exit(1);
