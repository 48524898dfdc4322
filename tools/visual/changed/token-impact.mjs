// Which story sources a change to src/tokens/tokens.css really touches, so a changed-only run can
// run those stories instead of all (`npm run visual:changed`). Pure logic over CSS and source text:
//   1. the custom properties whose declarations changed (per rule: a colour changed in the light
//      rule only is a change too), compared with the committed file;
//   2. every custom property that reads one of them through var(), in any CSS file, transitively
//      (a module's `--card-bg: var(--gw-color-surface)` is affected by --gw-color-surface);
//   3. the files that read an affected property: CSS modules by var(), sources by its literal name.
// It answers "all" (with the reason) when narrowing would be unsafe: a token that code builds
// by name at run time, a global rule that paints every story, or a change that is not a custom property.

/**
 * Custom properties written by name at run time, so no file names them literally. Each entry is one
 * template in the sources; token-impact.test.ts fails when the sources hold a template not listed here.
 */
export const dynamicTokenFamilies = [
  // layout props: a token name '0'–'9' becomes var(--gw-space-N) (src/layout/internal/props.ts cssValue)
  { template: 'var(--gw-space-${', matches: /^--gw-space-/, why: 'layout props write var(--gw-space-N) from a token name at run time (src/layout/internal/props.ts)' },
  // responsive props: one term per breakpoint switch, var(--gw-bp-md, …) or var(--gw-cq-md, …)
  { template: 'var(--gw-${', matches: /^--gw-(bp|cq)-/, why: 'responsive props write var(--gw-bp-… / --gw-cq-…) at run time (src/layout/internal/props.ts)' },
];

const stripComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/**
 * Every declaration of a stylesheet with the chain of rule preludes it sits in.
 * @param {string} css
 * @returns {{ context: string, property: string, value: string }[]}
 */
export function declarations(css) {
  const out = [];
  const stack = [];
  let text = '';
  const flush = () => {
    const decl = /^\s*([-\w]+)\s*:([\s\S]*)$/.exec(text);
    if (decl && stack.length > 0) out.push({ context: stack.join(' › '), property: decl[1], value: decl[2].trim().replace(/\s+/g, ' ') });
    text = '';
  };
  for (const char of stripComments(css)) {
    if (char === '{') {
      stack.push(text.trim().replace(/\s+/g, ' '));
      text = '';
    } else if (char === '}') {
      flush();
      stack.pop();
    } else if (char === ';') flush();
    else text += char;
  }
  return out;
}

const isCustom = (property) => property.startsWith('--');

/** The names a value reads through var(): `var(--a, var(--b))` → --a, --b. */
export const varRefs = (value) => [...value.matchAll(/var\(\s*(--[-\w]+)/g)].map((m) => m[1]);

/**
 * What changed between two versions of tokens.css.
 * @returns {{ properties: string[], otherRules: boolean }}  otherRules: something besides custom
 *   properties changed (a rule, a selector, a plain declaration)
 */
export function tokenChanges(before, after) {
  const signature = (css) => {
    const map = new Map();
    for (const d of declarations(css).filter((d) => isCustom(d.property))) map.set(d.property, [...(map.get(d.property) ?? []), `${d.context} = ${d.value}`].sort());
    return map;
  };
  const a = signature(before);
  const b = signature(after);
  const properties = [...new Set([...a.keys(), ...b.keys()])].filter((name) => JSON.stringify(a.get(name)) !== JSON.stringify(b.get(name))).sort();
  const plain = (css) => JSON.stringify(declarations(css).filter((d) => !isCustom(d.property)));
  const skeleton = (css) => stripComments(css).replace(/--[-\w]+\s*:[^;{}]*;?/g, '').replace(/\s+/g, '');
  return { properties, otherRules: plain(before) !== plain(after) || skeleton(before) !== skeleton(after) };
}

/**
 * @param {{
 *   before: string, after: string,
 *   css: { file: string, text: string, global: boolean }[],
 *   sources: { file: string, text: string }[],
 * }} input
 *   css: every stylesheet (tokens.css included); global: applied to every story (tokens.css, reset.css,
 *   Storybook's own), so a plain declaration reading an affected property there paints every story.
 *   sources: TS/TSX/MDX of src/ and stories/, searched for affected names written literally.
 * @returns {{ changed: string[], affected: string[], otherRules: boolean, all: boolean, reasons: string[], files: string[] }}
 */
export function tokenImpact({ before, after, css, sources }) {
  const { properties: changed, otherRules } = tokenChanges(before, after);
  const reasons = [];
  if (otherRules) reasons.push('tokens.css changed more than custom property values (a rule, selector or plain declaration)');
  // 2. Transitively: a property defined anywhere whose value reads an affected one.
  const affected = new Set(changed);
  const definitions = css.flatMap(({ file, text }) => declarations(text).filter((d) => isCustom(d.property)).map((d) => ({ file, ...d })));
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of definitions) {
      if (!affected.has(d.property) && varRefs(d.value).some((name) => affected.has(name))) {
        affected.add(d.property);
        grew = true;
      }
    }
  }
  for (const family of dynamicTokenFamilies) {
    const hit = [...affected].filter((name) => family.matches.test(name));
    if (hit.length > 0) reasons.push(`${hit.join(', ')}: ${family.why}`);
  }
  // 3. Global rules that read an affected property paint every story — except rules for Storybook's
  // docs pages (.docblock-…, .sbdocs-…), which story tests never render.
  const docsOnly = (context) => context.split(',').every((selector) => /^\s*\.(docblock|sbdocs)/.test(selector));
  for (const { file, text } of css.filter((c) => c.global)) {
    for (const d of declarations(text)) {
      if (isCustom(d.property) || docsOnly(d.context)) continue;
      const read = varRefs(d.value).filter((name) => affected.has(name));
      if (read.length > 0) reasons.push(`${file}: \`${d.context} { ${d.property}: ${d.value} }\` reads ${read.join(', ')} in every story`);
    }
  }
  const files = new Set();
  for (const { file, text, global } of css) {
    if (global) continue;
    if (declarations(text).some((d) => varRefs(d.value).some((name) => affected.has(name)))) files.add(file);
  }
  for (const { file, text } of sources) {
    if ([...affected].some((name) => new RegExp(`${name.replace(/[-]/g, '\\-')}(?![-\\w])`).test(text))) files.add(file);
  }
  return { changed, affected: [...affected].sort(), otherRules, all: reasons.length > 0, reasons, files: [...files].sort() };
}

/**
 * The story files a token change reaches by what their stories rendered, from the record the capture
 * loop keeps (shared/token-usage.mjs: story file → the custom properties its shots read): those that
 * read an affected property, and every story file the record lacks (new, or not shot since). Unlike
 * the reading of sources above it needs no "all" for tokens written by name at run time or read by
 * global rules: the record saw the inline `var(--gw-space-3)` and the `body` rule where they applied.
 * A change to tokens.css beyond custom property values still runs every story.
 * @param {{ affected: string[], otherRules: boolean, usage: Record<string, string[]>, storyFiles: string[] }} input
 * @returns {{ all: boolean, files: string[], reading: string[], unrecorded: string[] }}
 */
export function storiesByRenderedUsage({ affected, otherRules, usage, storyFiles }) {
  const wanted = new Set(affected);
  const reading = storyFiles.filter((file) => usage[file]?.some((token) => wanted.has(token)));
  const unrecorded = storyFiles.filter((file) => !usage[file]);
  if (otherRules) return { all: true, files: [...storyFiles].sort(), reading, unrecorded };
  return { all: false, files: [...new Set([...reading, ...unrecorded])].sort(), reading, unrecorded };
}
