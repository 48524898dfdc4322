// Declarations as TypeScript's node16/nodenext resolution needs them, after tsc wrote dist-lib/**/*.d.ts:
// - relative imports get the file they name (`./space` → `./space.js`, `./Stack` → `./Stack/index.js`):
//   under node16 an extensionless relative import in a package's .d.ts resolves to nothing, and the
//   types behind it become `any` (the sources stay extensionless for the bundler-resolved workbench);
// - `import './x.css'` side-effect lines are removed: they say nothing about types, and TypeScript
//   rejects them in a consumer without a bundler's CSS declarations;
// - each file gets a CommonJS twin (`.d.cts`, naming `.cjs` files) for the `require` condition, so a
//   CommonJS consumer (Jest with ts-jest, say) reads types that describe the file it loads.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const cssImport = /^import\s+['"][^'"]+\.css['"];\s*$\n?/gm;
// `from './x'`, `import './x'` and `import('./x')` in code (a JSDoc example is left alone unless
// it names a real file, which none does).
const relativeSpecifier = /((?:\bfrom|^import|\bimport\()\s*)(['"])(\.{1,2}\/[^'"]*)\2/gm;

/**
 * One declaration file's text, fixed. `exists(relativePath)` says whether a declaration file exists
 * relative to this one.
 * @example fixDeclaration("export * from './space';", (p) => p === './space.d.ts') // "export * from './space.js';"
 */
export function fixDeclaration(source, exists) {
  return source.replace(cssImport, '').replace(relativeSpecifier, (match, before, quote, specifier) => {
    if (/\.(js|cjs|mjs|json)$/.test(specifier)) return match;
    const target = exists(`${specifier}.d.ts`) ? `${specifier}.js` : exists(`${specifier}/index.d.ts`) ? `${specifier}/index.js` : undefined;
    return target ? `${before}${quote}${target}${quote}` : match;
  });
}

/**
 * The CommonJS twin of a fixed declaration file: relative `.js` imports name the `.cjs` files.
 * @example commonJsDeclaration("export * from './space.js';") // "export * from './space.cjs';"
 */
export function commonJsDeclaration(source) {
  return source
    .replace(relativeSpecifier, (match, before, quote, specifier) => (specifier.endsWith('.js') ? `${before}${quote}${specifier.slice(0, -3)}.cjs${quote}` : match))
    .replace(/^\/\/# sourceMappingURL=.*$/m, '');
}

/** Fixes every .d.ts under `dist` and writes its .d.cts twin; returns how many files changed. */
export function fixDeclarations(dist) {
  let changed = 0;
  for (const entry of readdirSync(dist, { recursive: true })) {
    if (!entry.endsWith('.d.ts')) continue;
    const file = path.join(dist, entry);
    const source = readFileSync(file, 'utf8');
    const fixed = fixDeclaration(source, (relative) => existsSync(path.join(path.dirname(file), relative)));
    if (fixed !== source) {
      writeFileSync(file, fixed);
      changed += 1;
    }
    writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), commonJsDeclaration(fixed));
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const changed = fixDeclarations(path.resolve(import.meta.dirname, '../../dist-lib'));
  console.log(`declarations: relative imports with their file, CSS imports removed, in ${changed} file(s); .d.cts twins written`);
}
