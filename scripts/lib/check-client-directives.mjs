// Checks dist-lib for React Server Components: every module that needs the client (hooks, context,
// DOM refs, browser APIs: scripts/lib/client-modules.mjs) begins with 'use client', and every other
// module does not, so a server component pays no client JavaScript for a Stack or the catalogue.
// Reads the built library: run `npm run build:lib` first (`npm run check:client-directives` does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientReasons, hasUseClient } from './client-modules.mjs';

const dist = path.resolve(import.meta.dirname, '../../dist-lib');
if (!existsSync(dist)) {
  console.error('dist-lib/ is missing: run `npm run build:lib` first');
  process.exit(1);
}
const files = readdirSync(dist, { recursive: true })
  .filter((file) => file.endsWith('.js'))
  .sort()
  .map((file) => path.join(dist, file));

const problems = [];
let client = 0;
for (const [file, reasons] of clientReasons(files)) {
  const name = path.relative(dist, file);
  const marked = hasUseClient(readFileSync(file, 'utf8'));
  if (reasons.length > 0) client += 1;
  if (reasons.length > 0 && !marked) problems.push(`${name} lacks 'use client' but ${reasons.join('; ')}`);
  if (reasons.length === 0 && marked) problems.push(`${name} has 'use client' but needs no client (no client React API, hook or browser API): remove it so server components stay free of client JS`);
}
for (const problem of problems) console.error(`✗ ${problem}`);
console.log(`${files.length} modules: ${client} client modules with 'use client', ${files.length - client} server-safe without it`);
if (problems.length > 0) {
  console.error(`client directives: ${problems.length} problem(s). Add or remove 'use client' as the first line of the source module.`);
  process.exit(1);
}
console.log('client directives: passed');
