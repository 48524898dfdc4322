// First-load size: wouter's useSyncExternalStore shim is not needed on React 19, nor in a build
// its route-pattern parser (./regexparam-unused.ts says why: 162 B of the first load), and every
// browser the app supports has native modulepreload and `import.meta.resolve` (Vite's default
// target, baseline widely available, has both). So neither Vite's modulepreload polyfill nor the
// two probes its preload helper (in the first load) keeps for older browsers: `detectScriptRel`
// becomes its answer, `'modulepreload'`, and the `import.meta.url` fallback of `importMetaResolve`
// goes. A Vite whose helper reads otherwise is left as it is (the size budget then says so).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Build settings that keep the first load of `/` small. */
export function sizePlugin(): Plugin {
  return {
    name: 'groundwork:size',
    config: (_, env) => ({
      resolve: {
        alias: [
          { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./use-sync-external-store-shim.ts', import.meta.url)) },
          ...(env.command === 'build' ? [{ find: /^regexparam$/, replacement: fileURLToPath(new URL('./regexparam-unused.ts', import.meta.url)) }] : []),
        ],
      },
      build: { modulePreload: { polyfill: false } },
    }),
    transform: {
      filter: { id: /vite\/preload-helper/ },
      handler: (code) =>
        code
          .replace(/\/\* @__PURE__ \*\/ \(function detectScriptRel\(\) \{[^}]*\}\)\(\)/, "'modulepreload'")
          .replace(/if \(import\.meta\.resolve\) (return new URL\(import\.meta\.resolve\(specifier\)\);)\s*return new URL\([^)]*\);/, '$1'),
    },
  };
}
