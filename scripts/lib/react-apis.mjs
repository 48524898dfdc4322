// Which React each entry of the built library really needs, read from its module graph, against
// what it declares: the floor of package.json's peer range (`^18.3.0 || ^19.0.0` → 18.3), or a
// higher minimum an entry states with `requireReact('<entry>', '19.0')` (src/peers/requireReact.ts),
// which throws at import under an older React. Rules:
//   - a named import from react / react-dom must exist from the floor on: Node's ESM links named
//     imports before any code runs, so a missing one fails with a SyntaxError that names no version;
//   - a member of a namespace import (`React.x`) must exist from the entry's minimum on, unless it
//     is called only where present (`React.x?.()`);
//   - a context rendered as its own provider (`<Context value>`, React 19.0) counts as 19.0.
// An API missing from the table below fails the check until its version is added (React's
// changelogs and the react.dev reference say when each arrived).
import path from 'node:path';
import ts from 'typescript';

/** The React version (major.minor) that introduced each export, per module specifier. */
export const introducedIn = {
  react: {
    Children: '16.0', Component: '16.0', Fragment: '16.0', PureComponent: '16.0', cloneElement: '16.0', createElement: '16.0',
    isValidElement: '16.0', version: '16.0', StrictMode: '16.3', createContext: '16.3', createRef: '16.3', forwardRef: '16.3',
    Suspense: '16.6', lazy: '16.6', memo: '16.6', useCallback: '16.8', useContext: '16.8', useDebugValue: '16.8',
    useEffect: '16.8', useImperativeHandle: '16.8', useLayoutEffect: '16.8', useMemo: '16.8', useReducer: '16.8',
    useRef: '16.8', useState: '16.8', startTransition: '18.0', useDeferredValue: '18.0', useId: '18.0',
    useInsertionEffect: '18.0', useSyncExternalStore: '18.0', useTransition: '18.0', act: '18.3', cache: '19.0', use: '19.0',
    useActionState: '19.0', useOptimistic: '19.0', captureOwnerStack: '19.1', Activity: '19.2', cacheSignal: '19.2',
    useEffectEvent: '19.2',
  },
  'react/jsx-runtime': { Fragment: '16.14', jsx: '16.14', jsxs: '16.14' },
  'react/jsx-dev-runtime': { Fragment: '16.14', jsxDEV: '16.14' },
  'react-dom': {
    createPortal: '16.0', flushSync: '16.0', preconnect: '19.0', prefetchDNS: '19.0', preinit: '19.0', preinitModule: '19.0',
    preload: '19.0', preloadModule: '19.0', requestFormReset: '19.0', useFormStatus: '19.0',
  },
  'react-dom/client': { createRoot: '18.0', hydrateRoot: '18.0' },
  'react-dom/server': { renderToStaticMarkup: '16.0', renderToString: '16.0', renderToPipeableStream: '18.0', renderToReadableStream: '18.0', resume: '19.2' },
};

/** `'19.1'` → 19.1 as a comparable number (minors below 100). */
const rank = (version) => {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major * 100 + minor;
};
export const newer = (a, b) => rank(a) > rank(b);

/**
 * The lowest React a peer range admits, as major.minor.
 * @example rangeFloor('^18.3.0 || ^19.0.0') // '18.3'
 */
export function rangeFloor(range) {
  const floors = range.split('||').map((part) => part.match(/(\d+)\.(\d+)/)).filter(Boolean).map((m) => `${m[1]}.${m[2]}`);
  if (floors.length === 0) throw new Error(`cannot read a version from the peer range "${range}"`);
  return floors.reduce((low, v) => (newer(low, v) ? v : low));
}

const requireReactCall = /\brequireReact\(\s*["'][^"']*["']\s*,\s*["'](\d+\.\d+)["']\s*\)/;

/**
 * Reads one entry's module graph (relative imports only) and says what it needs.
 * @param {string} entry absolute path of the entry's ES module
 * @param {(file: string) => string} read the text of a module
 * @returns {{ modules: number, minimum?: string, uses: { api: string, version?: string, how: 'named' | 'member' | 'optional' | 'provider', file: string }[] }}
 */
export function entryNeeds(entry, read) {
  const seen = new Set();
  const uses = [];
  let minimum;
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    const stated = text.match(requireReactCall)?.[1];
    if (stated && (!minimum || newer(stated, minimum))) minimum = stated;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const namespaces = new Map();
    const contexts = new Set();
    let createContextName;
    for (const statement of source.statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue;
      const specifier = statement.moduleSpecifier.text;
      if (specifier.startsWith('.')) {
        queue.push(path.resolve(path.dirname(file), specifier));
        continue;
      }
      const table = introducedIn[specifier];
      if (!table) continue;
      const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
      const bindings = clause?.namedBindings;
      if (clause?.name) namespaces.set(clause.name.text, specifier);
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, specifier);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          const api = (element.propertyName ?? element.name).text;
          uses.push({ api: `${specifier}:${api}`, version: table[api], how: 'named', file });
          if (specifier === 'react' && api === 'createContext') createContextName = element.name.text;
        }
      }
      if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const api = (element.propertyName ?? element.name).text;
          uses.push({ api: `${specifier}:${api}`, version: table[api], how: 'named', file });
        }
      }
    }
    const visit = (node) => {
      // `const X = createContext(…)` (or React.createContext): X is a context.
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer) && ts.isIdentifier(node.name)) {
        const callee = node.initializer.expression;
        const isCreateContext =
          (ts.isIdentifier(callee) && callee.text === createContextName) ||
          (ts.isPropertyAccessExpression(callee) && callee.name.text === 'createContext' && ts.isIdentifier(callee.expression) && namespaces.get(callee.expression.text) === 'react');
        if (isCreateContext) contexts.add(node.name.text);
      }
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
        const specifier = namespaces.get(node.expression.text);
        const api = node.name.text;
        const optional = ts.isCallExpression(node.parent) && node.parent.expression === node && node.parent.questionDotToken;
        uses.push({ api: `${specifier}:${api}`, version: introducedIn[specifier][api], how: optional ? 'optional' : 'member', file });
      }
      // jsx(Context, …) / createElement(Context, …): the context itself as a provider.
      if (ts.isCallExpression(node) && node.arguments[0] && ts.isIdentifier(node.arguments[0]) && contexts.has(node.arguments[0].text)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        if (/^(jsxs?|jsxDEV|createElement)$/.test(name)) uses.push({ api: `<${node.arguments[0].text} value> (a context as its provider)`, version: '19.0', how: 'provider', file });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { modules: seen.size, minimum, uses };
}

/**
 * The problems of one entry against the package's floor: unknown APIs, named imports newer than
 * the floor, members and providers newer than the entry's minimum.
 * @param {{ minimum?: string, uses: { api: string, version?: string, how: string }[] }} needs what entryNeeds read
 * @param {string} floor the peer range's lowest React (major.minor)
 */
export function entryProblems({ minimum, uses }, floor) {
  const needed = minimum && newer(minimum, floor) ? minimum : floor;
  const problems = [];
  for (const use of uses) {
    if (!use.version) problems.push(`${use.api} (${use.how}) is not in the table of React versions (scripts/lib/react-apis.mjs): add when it arrived`);
    else if (use.how === 'named' && newer(use.version, floor)) problems.push(`imports ${use.api} by name, from React ${use.version}, above the peer range's ${floor}${minimum ? ' (a named import fails to link before requireReact can speak: use a namespace and call it where present)' : ''}`);
    else if ((use.how === 'member' || use.how === 'provider') && newer(use.version, needed)) problems.push(`uses ${use.api}, from React ${use.version}, above the entry's ${needed}: raise it with requireReact, or do without`);
  }
  return { needed, problems: [...new Set(problems)] };
}
