// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measure } from './measure.mjs';

const primitives = ['Box', 'Stack', 'Cluster', 'Grid', 'Sidebar', 'Switcher', 'Center', 'Cover', 'Frame', 'Bleed', 'Divider', 'VisuallyHidden'];

/** The CSS-module class names each primitive's stylesheet defines (`gw-<local>` when built: scripts/css-modules.mjs). */
const ownClasses: Record<string, string[]> = {
  Box: ['box'],
  Stack: ['stack'],
  Cluster: ['cluster'],
  Grid: ['grid', 'container'],
  Sidebar: ['sidebar'],
  Switcher: ['switcher'],
  Center: ['center'],
  Cover: ['cover', 'principal'],
  Frame: ['frame'],
  Bleed: ['bleed'],
  Divider: ['divider'],
  VisuallyHidden: ['visuallyHidden'],
};

describe('importing one primitive', () => {
  it.each(primitives)('%s brings only its own JS and CSS', async (name) => {
    const { files } = await measure([`src/layout/${name}/index.ts`]);
    const built = files.map((f) => f.content).join('\n');
    const classes = new Set([...built.matchAll(/(?<![\w-])gw-([A-Za-z]+)(?![\w-])/g)].map((m) => m[1]));
    expect([...classes].sort()).toEqual([...ownClasses[name]!].sort());
    for (const other of primitives.filter((p) => p !== name)) {
      expect(built, `${name} pulls in ${other}`).not.toMatch(new RegExp(`\\b${other}\\b`));
    }
  }, 30_000);
});
