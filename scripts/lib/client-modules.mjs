// Decides from a built module's own code whether it must be a client module (`'use client'`) for
// React Server Components, so the check never depends on a hand-kept list:
//   - it imports from React a name React's server build does not export (createContext, useState,
//     useEffect, useRef, Component…): read from `react.react-server.js` itself, so a new React
//     client API is covered the day React adds it;
//   - it imports a hook (`use` + capital letter, the Rules of Hooks' naming) from any other module,
//     e.g. our own `useErrorLocale`;
//   - it imports from a package whose module is itself a client module (react-error-boundary);
//   - it uses a browser API: an identifier the TypeScript checker resolves to `lib.dom.d.ts` that
//     a server runtime does not have as a global (window, document, location, history…).
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'package.json'));

/** What React exports under the `react-server` condition (what server components may import). */
const reactServerNames = (() => {
  const manifest = require.resolve('react/package.json');
  const entry = JSON.parse(readFileSync(manifest, 'utf8')).exports['.']['react-server'];
  return new Set(Object.keys(require(path.join(path.dirname(manifest), entry))));
})();
const hookName = /^use[A-Z0-9]/;
// Node has these as globals, but they stand for the browser's (the user's languages, storage).
const browserOnlyInNode = new Set(['navigator', 'localStorage', 'sessionStorage']);

/** `'use client'` as the module's first statement (the only place React reads it). */
export function hasUseClient(source) {
  const file = ts.createSourceFile('m.js', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const first = file.statements[0];
  return Boolean(first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use client');
}

const isClientPackageModule = (specifier, fromFile) => {
  try {
    const resolved = createRequire(fromFile).resolve(specifier, { paths: [root] });
    return hasUseClient(readFileSync(resolved, 'utf8'));
  } catch {
    return false;
  }
};

/**
 * Why each module must be a client module: `Map<file, string[]>`, one entry per module given
 * (an empty list: the module is server-safe).
 * @param {string[]} files absolute paths of built ES modules
 */
export function clientReasons(files) {
  const program = ts.createProgram(files, {
    allowJs: true,
    noEmit: true,
    noResolve: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const reasons = new Set();
    // Hooks imported here, by local name: a barrel only re-exports them, a client module calls them.
    const hooks = new Map();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
      if (!specifier) continue;
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => (e.propertyName ?? e.name).text) : [];
      if (specifier === 'react') {
        for (const name of names) if (!reactServerNames.has(name)) reasons.add(`imports ${name} from react (not in its server build)`);
      } else if (ts.isImportDeclaration(statement)) {
        for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
          if (hookName.test(element.name.text)) hooks.set(element.name.text, specifier);
        }
        if (!specifier.startsWith('.') && isClientPackageModule(specifier, file)) reasons.add(`imports ${specifier}, a client module`);
      }
    }
    const visit = (node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      const isMemberName = ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
      if (ts.isIdentifier(node) && hooks.has(node.text)) reasons.add(`calls the hook ${node.text} from ${hooks.get(node.text)}`);
      if (ts.isIdentifier(node) && !isMemberName) {
        const symbol = checker.getSymbolAtLocation(node);
        const declarations = symbol?.declarations ?? [];
        const fromDom = declarations.length > 0 && declarations.every((d) => d.getSourceFile().fileName.endsWith('lib.dom.d.ts'));
        if (fromDom && (!(node.text in globalThis) || browserOnlyInNode.has(node.text))) reasons.add(`uses the browser API ${node.text}`);
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(source, visit);
    result.set(file, [...reasons]);
  }
  return result;
}
