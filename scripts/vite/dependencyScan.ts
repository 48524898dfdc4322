// The dev server pre-bundles what the app's one page imports. Vite's default scans every .html
// file under the root, and the consumer fixtures' pages (scripts/consumer/fixtures/*) import the
// packed package, which does not resolve from here: the whole scan failed, nothing was
// pre-bundled, and each dependency met at run time made Vite optimise again and reload the page.
import type { Plugin } from 'vite';

/** Scans the app's own `index.html` only for dependencies to pre-bundle. */
export function dependencyScanPlugin(): Plugin {
  return { name: 'groundwork:dependency-scan', config: () => ({ optimizeDeps: { entries: ['index.html'] } }) };
}
