/** WCAG 2.2 contrast maths for the colour tokens (used by the token test, not shipped). */

function channel(hex: string): number {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(color: string): number {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) throw new Error(`Expected a hex colour, got "${color}"`);
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => channel(hex.slice(i, i + 2)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

type ColourBlock = Record<string, string>;

/** The `--gw-color-NAME: VALUE` declarations of the first rule whose selector matches `selector`. */
function colourBlock(css: string, selector: RegExp): ColourBlock {
  const rule = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find(([, head]) => selector.test(head!.trim()));
  if (!rule) throw new Error(`No rule matches ${selector}`);
  return Object.fromEntries([...rule[2]!.matchAll(/--gw-color-([\w-]+):\s*([^;]+?)\s*;/g)].map(([, name, value]) => [name!, value!]));
}

/**
 * Reads the colour tokens of each theme from the tokens stylesheet: light from the `:root` rule,
 * dark from the `[data-theme="dark"]` rule and from the `prefers-color-scheme: dark` rule, which
 * must agree.
 */
export function parseColorTokens(css: string): Record<string, { light: string; dark: string }> {
  const light = colourBlock(css, /^(\/\*[\s\S]*?\*\/\s*)?:root,\s*\[data-theme="light"\]$/);
  const dark = colourBlock(css, /^(\/\*[\s\S]*?\*\/\s*)?\[data-theme="dark"\]$/);
  const preferredDark = colourBlock(css, /^:root:not\(\[data-theme="light"\]\)$/);
  const mismatch = Object.keys({ ...dark, ...preferredDark }).find((name) => dark[name] !== preferredDark[name]);
  if (mismatch) throw new Error(`--gw-color-${mismatch} differs between [data-theme="dark"] and prefers-color-scheme: dark`);
  const missing = Object.keys(light).find((name) => !(name in dark)) ?? Object.keys(dark).find((name) => !(name in light));
  if (missing) throw new Error(`--gw-color-${missing} is not declared for both themes`);
  return Object.fromEntries(Object.keys(light).map((name) => [name, { light: light[name]!, dark: dark[name]! }]));
}
