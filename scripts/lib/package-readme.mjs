// The README in the packed package is the one written for its users (docs/package-readme.md), not
// the workbench's: npm always packs the root README.md, so `npm pack` (prepack / postpack) swaps
// the two for the duration of the pack.
//   node scripts/lib/package-readme.mjs swap      before packing
//   node scripts/lib/package-readme.mjs restore   after
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const readme = path.join(root, 'README.md');
// Kept where npm packs nothing (it always packs README* files at the root).
const kept = path.join(root, 'node_modules/.cache/package-readme/README.md');
const forPackage = path.join(root, 'docs/package-readme.md');

const [command] = process.argv.slice(2);
if (command === 'swap') {
  if (existsSync(kept)) {
    console.error(`${path.relative(root, kept)} exists: an earlier pack stopped before restoring it. Run \`node scripts/lib/package-readme.mjs restore\` first.`);
    process.exit(1);
  }
  mkdirSync(path.dirname(kept), { recursive: true });
  renameSync(readme, kept);
  copyFileSync(forPackage, readme);
} else if (command === 'restore') {
  if (existsSync(kept)) renameSync(kept, readme);
} else {
  console.error('usage: package-readme.mjs swap|restore');
  process.exit(1);
}
