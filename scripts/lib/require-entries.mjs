// One module for `import` and `require()` wherever Node resolves the package, Yarn PnP included:
// Node itself takes "module-sync" for both (the ES module), but PnP's require() resolves the
// `node` and `require` conditions only, and without this got the CommonJS copy (a second React
// context: a provider taken by require() unseen by a page taken by import). So each entry's
// `require` + `node` target is this file: it requires the ES module itself (require(esm), Node
// 20.19+, 22.12+), and falls back to the CommonJS build only where that is refused (Jest's module
// system under the `node` condition: `ERR_REQUIRE_ESM`). Written after the build, beside each entry.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const requireEntryName = 'index.node.cjs';

export const requireEntrySource = `'use strict';
// The ES module itself through require(esm), so import and require() give one module; the CommonJS
// build only where require(esm) is refused (Jest's module system).
try {
  module.exports = require('./index.js');
} catch (error) {
  if (!error || (error.code !== 'ERR_REQUIRE_ESM' && !(error instanceof SyntaxError))) throw error;
  module.exports = require('./index.cjs');
}
`;

/** Writes the require entry beside every `index.js` that has an `index.cjs` twin; returns how many. */
export function writeRequireEntries(dist) {
  let written = 0;
  for (const file of readdirSync(dist, { recursive: true })) {
    if (path.basename(file) !== 'index.js') continue;
    const dir = path.join(dist, path.dirname(file));
    if (!existsSync(path.join(dir, 'index.cjs'))) continue;
    writeFileSync(path.join(dir, requireEntryName), requireEntrySource);
    written += 1;
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = writeRequireEntries(path.resolve(import.meta.dirname, '../../dist-lib'));
  console.log(`require entries: ${written} written (${requireEntryName}: the ES module through require(esm))`);
}
