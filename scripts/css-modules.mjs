// One naming of CSS-module classes for the app, Storybook, the published library and the size
// budgets: readable, stable across builds (consumers and tests can recognise them), and short —
// class names are repeated in every selector and in the JS that maps them.
import path from 'node:path';

/**
 * `gw-<local>` for the layout primitives (their local names are unique across src/layout: see
 * src/layout/classNames.test.ts), `gw-<Module>-<local>` for every other module
 * (`ErrorPage.module.css` → `gw-ErrorPage-heading`).
 */
export function scopedClassName(local, filename) {
  const file = filename.replace(/\?.*$/, '');
  if (file.split(path.sep).join('/').includes('/src/layout/')) return `gw-${local}`;
  return `gw-${path.basename(file).replace(/\.module\.css$/, '')}-${local}`;
}
