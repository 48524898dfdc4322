/**
 * Which custom properties a mounted story's rendering reads, for `npm run visual:changed` to select
 * the stories a token change reaches by what they render (tools/visual/changed/token-usage.mjs),
 * not by which files import a stylesheet. Read from the page's own CSSOM in each cell the loop shoots:
 *
 * - a style rule counts when its selector matches the story root, an element inside it, or one of
 *   its ancestors (inherited values: `body { color: var(--gw-color-text) }`), with the selector
 *   widened first — pseudo-classes and pseudo-elements dropped, so a `:hover`, `:focus-visible` or
 *   `::before` rule counts as if it applied — and every `@media`, `@supports`, `@container` and
 *   `@layer` block taken as if it applied: the record may say a story reads more than it does,
 *   never less;
 * - in a counted rule (or a `style` attribute inside the story), a declaration of an ordinary
 *   property reads what its value names through `var()`; a custom property's declaration
 *   (`--card-bg: var(--gw-color-surface)`) only says what that property reads in turn, and counts
 *   once something read names it.
 */

/** One counted declaration block: what its ordinary properties read, and what its custom properties name. */
interface Block {
  reads: string[];
  defines: [property: string, names: string[]][];
}

const varNames = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/** A declaration block's text as its declarations (`a: b; c: d(e; f)` keeps the parentheses whole). */
function blockOf(cssText: string): Block {
  const block: Block = { reads: [], defines: [] };
  for (const declaration of cssText.split(/;(?![^(]*\))/)) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const names = varNames(declaration.slice(colon + 1));
    if (names.length === 0) continue;
    if (property.startsWith('--')) block.defines.push([property, names]);
    else block.reads.push(...names);
  }
  return block;
}

/** A selector list's selectors: split at the commas outside parentheses (`:is(.a, .b)` stays whole). */
function topLevelParts(selector: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts;
}

/** The selector with its pseudo-classes and pseudo-elements (and their arguments) taken out, or `*` when nothing is left. */
export function widenedSelector(selector: string): string {
  // A colon inside an attribute selector or escaped in a name is not a pseudo-class: such a
  // selector is left unread and counted as applying.
  if (/\[[^\]]*:|\\:/.test(selector)) return '*';
  const widened = topLevelParts(selector)
    .map((part) => part.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim())
    .map((part) => (part === '' || /[>+~]$/.test(part) ? `${part} *`.trim() : part).replace(/^([>+~])/, '* $1'));
  return widened.join(', ');
}

interface CountedRule {
  selector: string;
  block: Block;
  /** Rules nested in this one (CSS nesting): counted when this one is. */
  nested: CountedRule[];
}

/** Every style rule of `rules` that names a custom property through `var()`, grouping blocks opened. */
function rulesReadingVars(rules: CSSRuleList, out: CountedRule[] = []): CountedRule[] {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      const nested = rule.cssRules.length > 0 ? rulesReadingVars(rule.cssRules) : [];
      if (rule.style.cssText.includes('var(') || nested.length > 0) out.push({ selector: rule.selectorText, block: blockOf(rule.style.cssText), nested });
    } else if (rule instanceof CSSGroupingRule) {
      // @media, @supports, @container, @layer: as if their condition held.
      rulesReadingVars(rule.cssRules, out);
    }
  }
  return out;
}

/** The style rules reading custom properties, per stylesheet list, kept while no stylesheet comes or goes. */
let cache: { sheets: StyleSheet[]; rules: CountedRule[] } | undefined;
function documentRules(): CountedRule[] {
  const sheets = Array.from(document.styleSheets);
  if (cache && cache.sheets.length === sheets.length && cache.sheets.every((sheet, i) => sheet === sheets[i])) return cache.rules;
  const rules: CountedRule[] = [];
  for (const sheet of sheets) {
    try {
      rulesReadingVars(sheet.cssRules, rules);
    } catch {
      // A stylesheet from another origin cannot be read; the story pages load none.
    }
  }
  cache = { sheets, rules };
  return rules;
}

/**
 * Whether a rule's selector, widened by `widen`, matches `root`, an element inside it, or one of its
 * ancestors (whose inherited values reach it). A selector the widening made unreadable counts, so
 * nothing is left out.
 */
export function reachesStory(root: HTMLElement, widen: (selector: string) => string = widenedSelector): (selector: string) => boolean {
  const ancestors: Element[] = [];
  for (let element = root.parentElement; element; element = element.parentElement) ancestors.push(element);
  return (selector) => {
    try {
      const widened = widen(selector);
      return root.matches(widened) || root.querySelector(widened) !== null || ancestors.some((element) => element.matches(widened));
    } catch {
      return true;
    }
  };
}

/** The custom properties `root`'s rendering reads (directly, or through properties that name them), sorted. */
export function tokensRead(root: HTMLElement): string[] {
  const applies = reachesStory(root);
  const blocks: Block[] = [];
  const count = (rule: CountedRule) => {
    blocks.push(rule.block);
    rule.nested.forEach(count);
  };
  for (const rule of documentRules()) if (applies(rule.selector)) count(rule);
  for (const element of [root, ...Array.from(root.querySelectorAll('[style]'))]) {
    const style = element.getAttribute('style');
    if (style?.includes('var(')) blocks.push(blockOf(style));
  }
  const read = new Set(blocks.flatMap((block) => block.reads));
  const definitions = new Map<string, Set<string>>();
  for (const block of blocks) {
    for (const [property, names] of block.defines) definitions.set(property, new Set([...(definitions.get(property) ?? []), ...names]));
  }
  for (const name of read) for (const next of definitions.get(name) ?? []) read.add(next);
  return [...read].sort();
}
