// One step of a CSS selector for an element React's diff printed, so the path pastes into the
// browser's devtools (the Elements panel's search takes selectors) and into querySelector.

const identifier = /^-?[A-Za-z_][\w-]*$/;
const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`).replace(/\n/g, '\\a ')}"`;

/** The props that tell an element apart: React's prop name, and the HTML attribute it is. */
const distinguishing = (name: string) => name === 'name' || name === 'role' || name.startsWith('data-') || name.startsWith('aria-');

/**
 * `tag`, `tag#id`, or `tag.class[data-x="y"]…` from the props React printed (values it cut short
 * or printed as `{true}` are left out), with `:nth-child(index)` when an index is given and there
 * is no id.
 * @example cssSegment('li', [{ name: 'data-i', value: '7' }]) // 'li[data-i="7"]'
 */
export function cssSegment(tag: string, props: { name: string; value: string | null }[], index?: number): string {
  const value = (name: string) => props.find((prop) => prop.name === name)?.value ?? null;
  const id = value('id');
  if (id && identifier.test(id)) return `${tag}#${id}`;
  let segment = tag;
  if (id) segment += `[id=${quoted(id)}]`;
  for (const word of value('className')?.trim().split(/\s+/) ?? []) if (identifier.test(word)) segment += `.${word}`;
  for (const prop of props) {
    if (!distinguishing(prop.name) || prop.value === null || /^\{(true|false)\}$/.test(prop.value)) continue;
    segment += `[${prop.name}=${quoted(prop.value)}]`;
  }
  return id || index === undefined ? segment : `${segment}:nth-child(${index})`;
}
