// The package's JavaScript imports no CSS, so Node, Jest, Vitest and every server renderer load it
// unconfigured (as Radix Themes and Mantine do). The consumer imports stylesheets instead, and this
// plugin writes one per public entry: exactly the CSS that entry's modules would have imported, in
// the order a bundler would have applied it (a module's imports before the module).
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where an entry's stylesheet goes: `layout/Stack/index` → `styles/layout/Stack.css`. */
export const stylesheetOf = (entry: string) => `styles/${entry.replace(/\/index$/, '')}.css`;

/** Tokens and the reset are stylesheets of their own (`tokens.css`, `reset.css`), never repeated in an entry's. */
const ownStylesheets = /^assets\/tokens\//;

/** The CSS files `chunk` and everything it imports would have imported, dependencies first. */
export function cssOf(chunk: OutputChunk, bundle: OutputBundle, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const css: string[] = [];
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') css.push(...cssOf(next, bundle, seen));
  }
  const own = [...((chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])];
  return [...css, ...own.filter((file) => !ownStylesheets.test(file))];
}

const source = (bundle: OutputBundle, file: string) => {
  const asset = bundle[file];
  return asset?.type === 'asset' ? String(asset.source) : '';
};

/**
 * Emits `styles/<entry>.css` for every entry and `styles.css` (tokens and every component) in the
 * ES output; drops the per-module CSS files, which no export names. The CommonJS output emits no CSS.
 */
export function entryStylesheets(): Plugin {
  return {
    name: 'groundwork-entry-stylesheets',
    enforce: 'post',
    generateBundle(options, bundle) {
      const cssFiles = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (options.format !== 'es') {
        for (const file of cssFiles) delete bundle[file];
        return;
      }
      const sheets = new Map<string, string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !/(^|\/)index\.js$/.test(chunk.fileName)) continue;
        const entry = chunk.fileName.replace(/\.js$/, '');
        if (entry === 'tokens/index') continue;
        const css = cssOf(chunk, bundle).map((file) => source(bundle, file).trim()).join('\n');
        sheets.set(entry === 'index' ? 'styles.css' : stylesheetOf(entry), entry === 'index' ? `${source(bundle, 'assets/tokens/tokens.css').trim()}\n${css}\n` : `${css}\n`);
      }
      for (const file of cssFiles) if (!ownStylesheets.test(file)) delete bundle[file];
      for (const [fileName, css] of sheets) this.emitFile({ type: 'asset', fileName, source: css });
    },
  };
}
