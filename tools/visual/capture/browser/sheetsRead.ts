/**
 * Which of the project's stylesheets a mounted story's rendering uses, for the change-scoped runs
 * (`npm test -- --changed`, tools/visual/changed/story-selection.mjs) to select single stories when
 * a CSS module changes, not every story file whose imports reach it. Read from the page's own CSSOM
 * in each cell the loop shoots: in the story tests Vite serves each stylesheet as a `<style>` named by
 * its file (`data-vite-dev-id`), and a sheet counts when one of its style rules — widened as
 * tokensRead widens them: pseudo-classes and pseudo-elements dropped, every `@media`, `@supports`,
 * `@container` and `@layer` block taken as if it applied — matches the story root, an element inside
 * it or one of its ancestors. So the record may say a story uses more than it does, never less.
 * `:is()` and `:where()` are kept with their arguments (widened inside): they match by structure,
 * not by state, and dropping them turned a module's `:where(.cluster)` defaults rule into `*`, which
 * made every story "use" every module.
 */
import { reachesStory, widenedSelector } from './tokensRead';

const structural = /:(?:is|where)\(/g;
const placeholder = '\u00a7is\u00a7(';

/** The selector widened as tokensRead widens it, but with `:is()` and `:where()` kept. */
export function widenedStructuralSelector(selector: string): string {
  const widened = widenedSelector(selector.replace(structural, placeholder));
  return widened.split(placeholder).join(':is(');
}

/** Every style rule's selector in `rules`, grouping blocks and nested rules opened. */
function selectorsOf(rules: CSSRuleList, out: string[] = []): string[] {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      out.push(rule.selectorText);
      // A nested rule applies only where its parent does: counting the parent is enough.
    } else if (rule instanceof CSSGroupingRule) {
      selectorsOf(rule.cssRules, out);
    }
  }
  return out;
}

interface NamedSheet {
  file: string;
  selectors: string[];
}

/** The named stylesheets, kept while no stylesheet comes or goes. */
let cache: { sheets: StyleSheet[]; named: NamedSheet[] } | undefined;
function namedSheets(): NamedSheet[] {
  const sheets = Array.from(document.styleSheets);
  if (cache && cache.sheets.length === sheets.length && cache.sheets.every((sheet, i) => sheet === sheets[i])) return cache.named;
  const named: NamedSheet[] = [];
  for (const sheet of sheets) {
    const file = sheet.ownerNode instanceof Element ? sheet.ownerNode.getAttribute('data-vite-dev-id') : null;
    if (!file) continue;
    try {
      named.push({ file, selectors: selectorsOf(sheet.cssRules) });
    } catch {
      // A stylesheet from another origin cannot be read; the story pages load none.
    }
  }
  cache = { sheets, named };
  return named;
}

/** The files (as Vite names them: absolute paths) of the stylesheets whose rules reach `root`, sorted. */
export function sheetsRead(root: HTMLElement): string[] {
  const applies = reachesStory(root, widenedStructuralSelector);
  return namedSheets()
    .filter((sheet) => sheet.selectors.some(applies))
    .map((sheet) => sheet.file)
    .sort();
}
