#!/usr/bin/env node
// Defaults are shot: a prop's documented default (`@default` in a layout primitive's JSDoc) must be
// rendered in at least one shot — the primitive on screen without that prop — or a change to the
// default changes no baseline and lands unseen (Cluster's default gap did: every Cluster story set
// `gap`). What each shot rendered is recorded during the run (tools/visual/capture/browser/loop.ts reads the
// props React gave each component in the story; command.mjs keeps them as the entry's `rendered`).
//   node tools/visual/capture/defaults-shot.mjs [report folder]   exits 1 naming each default no shot renders
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, relative } from '../shared/index.mjs';

const layoutDir = (root) => path.join(root, 'src', 'layout');

/** The layout primitives: one folder each under src/layout with `<Name>.tsx` (not internal/). */
export function layoutPrimitives(root = repoRoot) {
  return readdirSync(layoutDir(root), { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^[A-Z]/.test(d.name) && existsSync(path.join(layoutDir(root), d.name, `${d.name}.tsx`)))
    .map((d) => d.name)
    .sort();
}

/**
 * The props with a documented default in one source file: each JSDoc block holding `@default`,
 * and the prop declared right after it.
 * @param {string} source
 * @returns {{ prop: string, value: string }[]}
 */
export function documentedDefaults(source) {
  const found = [];
  for (const match of source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(?:readonly\s+)?(\w+)\??\s*:/g)) {
    const value = /@default\s+(.+)/.exec(match[1])?.[1]?.trim();
    if (value) found.push({ prop: match[2], value });
  }
  return found;
}

/** Every primitive's documented defaults, read from its source. */
export function primitiveDefaults(root = repoRoot) {
  return Object.fromEntries(layoutPrimitives(root).map((name) => [name, documentedDefaults(readFileSync(path.join(layoutDir(root), name, `${name}.tsx`), 'utf8'))]));
}

/**
 * Props through which a caller's own CSS can override any default (the escape hatches): an instance
 * given one of them does not prove a default reaches the pixels (the error pages' Cluster has a
 * `className` that sets its gap, so Cluster's default gap was in no shot).
 */
const escapeHatches = ['className', 'style'];

/**
 * @param {{ entries: { storyId: string, rendered?: Record<string, string[][]> }[] }} manifest
 *   `rendered`: component name → the sets of props (given, not undefined) of each instance the story rendered
 * @param {Record<string, { prop: string, value: string }[]>} defaults
 * @returns {{ problems: string[], checked: number }}
 */
export function checkDefaultsShot(manifest, defaults) {
  const instances = new Map();
  const storiesOf = new Map();
  for (const entry of manifest.entries) {
    for (const [name, propSets] of Object.entries(entry.rendered ?? {})) {
      if (!defaults[name]) continue;
      for (const props of propSets) {
        instances.set(name, [...(instances.get(name) ?? []), props]);
        if (!defaults[name].some((d) => props.includes(d.prop)) && !escapeHatches.some((p) => props.includes(p))) storiesOf.set(name, [...(storiesOf.get(name) ?? []), entry.storyId]);
      }
    }
  }
  const problems = [];
  let checked = 0;
  for (const [name, props] of Object.entries(defaults)) {
    const seen = instances.get(name) ?? [];
    if (seen.length === 0) {
      problems.push(`${name}: rendered in no shot`);
      continue;
    }
    if (props.length > 0 && !storiesOf.has(name)) problems.push(`${name}: no shot renders it with all its defaults (no story like <${name}>…</${name}> without props)`);
    for (const { prop, value } of props) {
      checked++;
      if (!seen.some((given) => !given.includes(prop) && !escapeHatches.some((p) => given.includes(p)))) {
        problems.push(`${name}: the default ${prop} = ${value} appears in no shot (every instance sets ${prop}, className or style)`);
      }
    }
  }
  return { problems, checked };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reportDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'reports', 'visual'));
  const file = path.join(reportDir, 'manifest.json');
  if (!existsSync(file)) {
    console.error(`visual:defaults: no manifest.json in ${relative(reportDir)}; run the story tests first`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const { problems, checked } = checkDefaultsShot(manifest, primitiveDefaults());
  if (problems.length > 0) {
    console.error(`visual:defaults: ${problems.length} documented ${problems.length === 1 ? 'default is' : 'defaults are'} in no shot, so a change to them would change no baseline:`);
    for (const line of problems) console.error(`  - ${line}`);
    console.error('Add (or keep) a story that renders the primitive without those props: stories/layout/<Name>.stories.tsx, `Defaults`.');
    process.exit(1);
  }
  console.log(`visual:defaults: each of the ${checked} documented defaults of ${Object.keys(primitiveDefaults()).length} layout primitives is rendered in at least one shot`);
}
