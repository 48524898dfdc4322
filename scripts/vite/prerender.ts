// After the client build, one SSR build of two entries renders every static page:
// - the static error pages (404/500/400/405.html) from src/app/fallback/staticErrorPages.tsx,
//   linking the client build's CSS so the class names match, and their one script
//   (src/app/fallback/staticPageHistory.js, emitted as it is, hashed);
// - every page of the route table (src/app/route/routeTable.ts) from
//   src/app/prerender/renderPage.tsx, into the built index.html with its head and its data as a
//   JSON block, so the client hydrates it instead of rendering (and fetching) from nothing. Its
//   canonical link is absolute: the build stops at once without GW_SITE_ORIGIN (site-origin.mjs).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type * as StaticErrorPages from '../../src/app/fallback/staticErrorPages';
import type * as RenderPage from '../../src/app/prerender/renderPage';
import { matchRoute, prerenderPaths, screenModule } from '../../src/app/route/matchRoute.ts';
import { appRoutes } from '../../src/app/route/routeTable.ts';
import { requiredSiteOrigin } from '../site-origin.mjs';
import { importMapSourceIn } from './hostHeaders.ts';
import { importMapsOf, scriptHashSource } from './importMap.ts';
import { readPageData } from './pageData.ts';

const entries = { staticErrorPages: 'src/app/fallback/staticErrorPages.tsx', renderPage: 'src/app/prerender/renderPage.tsx' };
const presentationsModule = 'src/app/fallback/errorPresentations.tsx';
const historyScriptSource = 'src/app/fallback/staticPageHistory.js';

/** The CSS a chunk needs: its own and that of every chunk it imports statically. */
function cssOf(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return [];
  seen.add(fileName);
  const own = [...(chunk.viteMetadata?.importedCss ?? [])];
  return [...chunk.imports.flatMap((name) => cssOf(bundle, name, seen)), ...own];
}

/** The JS a chunk imports statically, itself included. */
function jsOf(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return [];
  seen.add(fileName);
  return [fileName, ...chunk.imports.flatMap((name) => jsOf(bundle, name, seen))];
}

/** What a screen's pages add to the template's head: its stylesheets and modulepreloads. */
interface ScreenLinks {
  screen: string;
  links: string;
}

/**
 * A prerendered page's scripts only hydrate what is already on screen: fetched at low priority,
 * after the stylesheets, never in the way of the first paint (Chrome gives module scripts and
 * modulepreloads high priority otherwise, and Lighthouse then counts them as render-blocking).
 */
const lowPriorityScripts = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');

/** Adds the route's links to the page's head (the shell's own CSS and entry are there already). */
const withRouteHead = (document: string, head: string) => document.replace('</head>', () => `${head}</head>`);

/**
 * The file a prerendered (decoded) path is written to: `/` → index.html, `/presentations/500` →
 * presentations/500.html (what `vite preview`, and the nginx recipe in docs/architecture.md, serve
 * for that path).
 */
export const prerenderedFile = (pathname: string) => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

/** Emits the static error pages and the prerendered app pages into the client build's output. */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let origin: string;
  let stylesheets: string[] = [];
  let historyScript = '';
  let screenLinks: ScreenLinks[] = [];
  return {
    name: 'groundwork:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
      // Before anything is built: a build without it would be wrong on every page.
      origin = requiredSiteOrigin();
    },
    generateBundle(_, bundle) {
      const entryChunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const pages = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(presentationsModule),
      );
      if (!entryChunk || !pages) this.error(`prerender: no entry chunk or no chunk for ${presentationsModule}`);
      const files = new Set([...cssOf(bundle, entryChunk.fileName), ...cssOf(bundle, pages.fileName)]);
      stylesheets = [...files].map((file) => config.base + file);
      // An asset, not a chunk: a classic script with no imports, which Vite's module preload and
      // import map have nothing to do with. Hashed, so hosts cache it as every other asset; its
      // whole-line comments (the why, for its readers) are not sent to every 404's visitor.
      const historySource = readFileSync(path.join(config.root, historyScriptSource), 'utf8').replace(/^\s*\/\/.*\n/gm, '');
      const historyRef = this.emitFile({ type: 'asset', name: path.basename(historyScriptSource), source: historySource });
      historyScript = config.base + this.getFileName(historyRef);
      // Without the screen's CSS in the head, a prerendered page would show unstyled until its
      // chunk arrives (and stay so with JavaScript off); the entry already has the shell's.
      const shellCss = new Set(cssOf(bundle, entryChunk.fileName));
      const shellJs = new Set(jsOf(bundle, entryChunk.fileName));
      // Each route's lazy screen: a prerendered page links its CSS and preloads its code.
      screenLinks = [...new Set(appRoutes.map((route) => route.screen))].map((screen) => {
        const module = screenModule(screen);
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(module));
        if (!chunk) this.error(`prerender: no chunk for ${module}`);
        const css = cssOf(bundle, chunk.fileName).filter((file) => !shellCss.has(file));
        const js = jsOf(bundle, chunk.fileName).filter((file) => !shellJs.has(file));
        const links = [
          ...[...new Set(css)].map((file) => `<link rel="stylesheet" crossorigin href="${config.base}${file}">`),
          ...js.map((file) => `<link rel="modulepreload" crossorigin href="${config.base}${file}">`),
        ];
        return { screen, links: links.join('') };
      });
    },
    async closeBundle() {
      // Inside the project, so the rendered modules resolve react / react-dom from node_modules.
      const cache = path.join(config.root, 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      const outDir = mkdtempSync(path.join(cache, 'gw-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          css: { modules: config.css.modules },
          build: { ssr: true, outDir, emptyOutDir: true, rollupOptions: { input: entries, output: { entryFileNames: '[name].mjs' } } },
        });
        const load = <T>(name: string) => import(pathToFileURL(path.join(outDir, `${name}.mjs`)).href) as Promise<T>;
        const target = path.resolve(config.root, config.build.outDir);

        const { staticErrorPages, renderStaticErrorPage } = await load<typeof StaticErrorPages>('staticErrorPages');
        for (const page of staticErrorPages) {
          writeFileSync(path.join(target, page.file), renderStaticErrorPage(page, { stylesheets, icon: `${config.base}favicon.svg`, historyScript }));
        }

        const { renderPage, injectPage } = await load<typeof RenderPage>('renderPage');
        const readData = (url: string) => readPageData(config.root, url);
        const template = readFileSync(path.join(target, 'index.html'), 'utf8');
        const paths = prerenderPaths();
        for (const pathname of paths) {
          const page = await renderPage(pathname, readData);
          if (page.status !== 200) throw new Error(`prerender: ${pathname} rendered with status ${page.status}`);
          const file = path.join(target, prerenderedFile(decodeURIComponent(pathname)));
          if (!file.startsWith(target + path.sep)) throw new Error(`prerender: ${pathname} would be written outside ${target}`);
          mkdirSync(path.dirname(file), { recursive: true });
          const screen = matchRoute(pathname)?.route.screen;
          const head = screenLinks.find((links) => links.screen === screen)?.links ?? '';
          const html = lowPriorityScripts(withRouteHead(injectPage(template, page, origin), head));
          // The policy allows the build's one import map by its hash: each page carries that map,
          // before its first module script or modulepreload (a map after them is not used).
          const maps = importMapsOf(html);
          if (maps.length !== 1 || scriptHashSource(maps[0]!) !== importMapSourceIn(target)) throw new Error(`prerender: ${pathname} does not carry the build's import map`);
          if (html.search(/<script type="importmap"/) > html.search(/<script type="module"|<link rel="modulepreload"/)) throw new Error(`prerender: ${pathname} has a module script before its import map`);
          writeFileSync(file, html);
        }
        config.logger.info(`prerendered ${staticErrorPages.map((page) => page.file).join(', ')} and ${paths.length} app pages`);
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
