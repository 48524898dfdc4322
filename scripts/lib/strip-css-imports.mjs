// Declaration files keep `import './x.css'` side-effect lines from the sources. They say nothing
// about types, and TypeScript 6 rejects them in a consumer without a bundler's CSS declarations,
// so they are removed from dist-lib/**/*.d.ts after tsc.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../../dist-lib');
const cssImport = /^import\s+['"][^'"]+\.css['"];\s*$\n?/gm;

let changed = 0;
for (const entry of readdirSync(dist, { recursive: true })) {
  if (!entry.endsWith('.d.ts')) continue;
  const file = path.join(dist, entry);
  const source = readFileSync(file, 'utf8');
  const stripped = source.replace(cssImport, '');
  if (stripped !== source) {
    writeFileSync(file, stripped);
    changed += 1;
  }
}
console.log(`declarations: removed CSS side-effect imports from ${changed} file(s)`);
