// The size figures the docs quote, written by the run that measures them (`npm run size`, and the
// size step of npm test), so none goes stale: the package README's sentence on what a Stack
// costs, between its markers. Not a failure when it changed: gzip's output may differ by a byte
// between Node versions' zlib, and a figure is not a budget.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { replaceBetweenMarkers } from '../reliability/table.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const readmeFile = path.join(root, 'docs/package-readme.md');
export const stackSizeMarkers = ['<!-- stack-size:start (npm run size writes it) -->', '<!-- stack-size:end -->'];

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/**
 * The README's sentence from the size results (`{ name, js, css, total }` per budget entry).
 * @example stackSizeSentence([{ name: 'Stack', js: 450, css: 247, total: 697 }, { name: 'Tokens and reset (src/tokens)', js: 180, css: 1010, total: 1190 }])
 */
export function stackSizeSentence(results) {
  const find = (name) => {
    const result = results.find((r) => r.name === name);
    if (!result) throw new Error(`no size result named "${name}" (scripts/size/budgets.mjs)`);
    return result;
  };
  const stack = find('Stack');
  const tokens = find('Tokens and reset (src/tokens)');
  return `A Stack alone costs ${kB(stack.total)} gzipped, JavaScript and CSS (${kB(stack.js)} + ${kB(stack.css)}), as the
repository's size budget measures it: a Vite build, React external. tokens.css and reset.css add
${kB(tokens.css)} of CSS, once per app.`;
}

/** Writes the sentence into the README when it changed: `written`, else `current`. */
export function writeStackSize(results, file = readmeFile) {
  const current = readFileSync(file, 'utf8');
  const next = replaceBetweenMarkers(current, stackSizeSentence(results), stackSizeMarkers);
  if (next === current) return 'current';
  writeFileSync(file, next);
  return 'written';
}
