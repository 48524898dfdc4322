// Every JSDoc @example the package ships, as TypeScript a compiler checks: read from the installed
// package's declaration files (what an editor shows a user), one function per example in a file per
// module, with the module's own exports and every public entry's imported by name. The names an
// example takes as given (`items`, `reload`, `RouterLink`…) are declared once, typed, in the
// typescript fixture's examples/given.d.ts: an example that needs another fails with "Cannot find
// name" until it is declared there.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The @example texts of a declaration file, in order, each with its line.
 * @example examplesIn('/** Doc.\n * @example f(1) // 2\n *\/') // [{ text: 'f(1) // 2', line: 2 }]
 */
export function examplesIn(source) {
  const examples = [];
  for (const match of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = match[1].split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
    const startLine = source.slice(0, match.index).split('\n').length;
    let current;
    lines.forEach((line, index) => {
      const tag = line.match(/^\s*@(\w+)\s?(.*)$/);
      if (tag) {
        if (current) examples.push(current);
        current = tag[1] === 'example' ? { text: tag[2], line: startLine + index } : undefined;
      } else if (current) {
        current.text += `\n${line}`;
      }
    });
    if (current) examples.push(current);
  }
  return examples.map(({ text, line }) => ({ text: text.trim(), line })).filter(({ text }) => text !== '');
}

/** The value and type names a declaration file exports. */
export function exportedNames(source) {
  const names = new Set();
  for (const m of source.matchAll(/^export (?:declare )?(?:function|const|let|class|interface|type|enum|abstract class) (\w+)/gm)) names.add(m[1]);
  for (const m of source.matchAll(/^export (?:type )?\{([^}]*)\}(?! from)/gm)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).at(-1)?.replace(/^type\s+/, '');
      if (name) names.add(name);
    }
  }
  names.delete('default');
  return names;
}

/**
 * Writes one .tsx file per declaration file with examples into `outDir` (emptied first), importing
 * from the package at `packageDir` as `fromDir` sees it; returns how many examples were written.
 * `publicEntries` maps each public specifier (`@groundwork/ui/errors`) to its declaration file.
 */
export function writeExampleFiles({ packageDir, outDir, publicEntries }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const dist = path.join(packageDir, 'dist-lib');
  // A public name from its first entry (the root entry re-exports errors and runtime).
  const publicName = new Map();
  for (const [specifier, file] of Object.entries(publicEntries)) {
    for (const name of exportedNames(readFileSync(file, 'utf8'))) if (!publicName.has(name)) publicName.set(name, specifier);
    // Re-exports (`export * from './x.js'`, `export { a } from './x.js'`) carry the entry's names.
    const visit = (declarationFile, seen = new Set()) => {
      if (seen.has(declarationFile)) return;
      seen.add(declarationFile);
      const text = readFileSync(declarationFile, 'utf8');
      for (const name of exportedNames(text)) if (!publicName.has(name)) publicName.set(name, specifier);
      for (const m of text.matchAll(/^export (?:type )?\{([^}]*)\} from ['"](\.[^'"]+)['"]/gm)) {
        for (const part of m[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/).at(-1)?.replace(/^type\s+/, '');
          if (name && !publicName.has(name)) publicName.set(name, specifier);
        }
      }
      for (const m of text.matchAll(/^export \* from ['"](\.[^'"]+)\.js['"]/gm)) visit(path.resolve(path.dirname(declarationFile), `${m[1]}.d.ts`), seen);
    };
    visit(file);
  }
  let count = 0;
  const files = readdirSync(dist, { recursive: true }).filter((file) => file.endsWith('.d.ts')).sort();
  for (const file of files) {
    const source = readFileSync(path.join(dist, file), 'utf8');
    const examples = examplesIn(source);
    if (examples.length === 0) continue;
    const own = [...exportedNames(source)].filter((name) => !publicName.has(name));
    const bySpecifier = new Map();
    for (const [name, specifier] of publicName) bySpecifier.set(specifier, [...(bySpecifier.get(specifier) ?? []), name]);
    const modulePath = path.relative(outDir, path.join(dist, file.replace(/\.d\.ts$/, '.js'))).split(path.sep).join('/');
    const lines = [
      `// From ${file}: its ${examples.length} @example(s), each in a function of its own.`,
      ...[...bySpecifier].map(([specifier, names]) => `import { ${names.sort().join(', ')} } from '${specifier}';`),
      ...(own.length ? [`import { ${own.sort().join(', ')} } from '${modulePath.startsWith('.') ? modulePath : `./${modulePath}`}';`] : []),
      '',
    ];
    examples.forEach(({ text, line }, index) => {
      lines.push(`// ${file}:${line}`, `export async function example${index + 1}() {`, ...text.split('\n').map((l) => `  ${l}`), '}', '');
    });
    writeFileSync(path.join(outDir, `${file.replace(/\.d\.ts$/, '').split(path.sep).join('__')}.tsx`), lines.join('\n'));
    count += examples.length;
  }
  return count;
}
