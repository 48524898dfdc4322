// Measures the built app (dist/, from `npm run build:app`) against its budgets:
//   first-load JS of `/`  — the entry script, its static imports, and the home route's chunk with
//                           its static imports (what a first visit to `/` downloads), gzip -9;
//   and, listed apart and not counted, the JS `/` loads after its first render (the
//   afterFirstRender chunk: route announcer, build manifest check) with what it imports;
//   404.html with its CSS — the page plus every stylesheet and script it links, gzip -9; its one
//                           script is the one that answers Back and Forward (staticPageHistory.js).
//                           Any other script in it fails.
// Usage: node scripts/measure-app.mjs [--json] [--dist <dir> | --build]   (exit code 1 when a budget is exceeded)
//   --build  builds the app into a throwaway folder first and removes it after (what npm test runs)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { testSiteOrigin } from './site-origin.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distFlag = process.argv.indexOf('--dist');
const build = process.argv.includes('--build');
const dist = build
  ? mkdtempSync(path.join(os.tmpdir(), 'groundwork-app-'))
  : distFlag > 0
    ? path.resolve(process.argv[distFlag + 1] ?? 'dist')
    : path.join(root, 'dist');
if (build) {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GW_SITE_ORIGIN: testSiteOrigin },
  });
  process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
}
// The goal for first-load JS is 70 KiB; React 19 + ReactDOM alone are 65.8 KiB of it in
// this build, and the router, Vite's preload helper, runtime and shell take it to about 73.6 KiB
// (`node bench/attribute-app.mjs` splits it by source). The limit, 73.75 KiB, was the
// team's settled budget: it holds, and the goal is reported as met or not. Issue 12's load recovery
// (guard in history state and window name, the last resort, offline) costs about 0.25 KiB of it;
// the app's own route boundary (fallback/RoutesBoundary.tsx) instead of react-error-boundary
// gives back 0.26 KiB. Issues 25, 26 and 28 together took it to 74.12 KiB for a while; issue 37
// won it back (the pages' heads out of the first load, among others: docs/performance.md). Issue
// 48's fresh fetch of a failed chunk (+38 B: its import) took it to 73.78 KiB for a while; wouter's
// route-pattern parser, which the built app never calls, left the first load (scripts/vite/size.ts):
// about 73.62 KiB, under the settled limit again.
const budgets = { firstLoadJs: 73.75 * 1024, notFoundPage: 6 * 1024 };
const goals = { firstLoadJs: 70 * 1024 };

if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, '404.html'))) {
  console.error('No app build in dist/: run `npm run build:app` first.');
  process.exit(2);
}

const read = (urlPath) => readFileSync(path.join(dist, urlPath.replace(/^\//, '')));
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

const html = read('/index.html').toString();
// The page's import map (Vite's build.chunkImportMap: chunks import each other by stable keys, the
// map in the HTML names each key's file): HTML, so not in the JS figures; its bytes are listed.
const importMapText = /<script type="importmap"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
const importMap = importMapText ? JSON.parse(importMapText).imports : {};

/** Static imports of a built ES module (`import … from "./x.js"` / `import "./x.js"`), resolved (through the import map). */
function staticImports(file) {
  const code = read(file).toString();
  const found = [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)].map((m) => m[1]);
  return found.map((spec) => {
    const url = path.posix.join(path.posix.dirname(file), spec);
    return importMap[url] ?? url;
  });
}

function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return [...seen];
}

const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const assets = readdirSync(path.join(dist, 'assets'));
const homeChunk = assets.find((f) => /^HomeScreen-[\w-]+\.js$/.test(f));
const firstLoad = closure([...entries, ...(homeChunk ? [`/assets/${homeChunk}`] : [])]);
const laterChunks = assets.filter((f) => /^afterFirstRender-[\w-]+\.js$/.test(f)).map((f) => `/assets/${f}`);
const deferredJs = closure(laterChunks).filter((file) => !firstLoad.includes(file)).map((file) => ({ file, gzip: gz(read(file)) }));
const deferredSum = deferredJs.reduce((sum, f) => sum + f.gzip, 0);
const firstLoadJs = firstLoad.map((file) => ({ file, gzip: gz(read(file)) }));
const firstLoadTotal = gz(Buffer.concat(firstLoad.map(read)));
const firstLoadSum = firstLoadJs.reduce((sum, f) => sum + f.gzip, 0);

const page = read('/404.html');
const stylesheets = [...page.toString().matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const pageScripts = [...page.toString().matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const notFoundParts = [{ file: '/404.html', gzip: gz(page) }, ...[...stylesheets, ...pageScripts].map((file) => ({ file, gzip: gz(read(file)) }))];
const notFoundTotal = notFoundParts.reduce((sum, f) => sum + f.gzip, 0);
const scriptsIn404 = (page.toString().match(/<script/g) ?? []).length;
const otherScriptsIn404 = scriptsIn404 - pageScripts.filter((file) => /^\/assets\/staticPageHistory-[\w-]+\.js$/.test(file)).length;

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
const result = {
  firstLoadJs: { files: firstLoadJs, gzipSumOfFiles: firstLoadSum, budget: budgets.firstLoadJs, goal: goals.firstLoadJs, ok: firstLoadSum <= budgets.firstLoadJs },
  afterFirstRenderJs: { files: deferredJs, gzipSumOfFiles: deferredSum },
  importMap: importMapText === undefined ? null : { bytes: Buffer.byteLength(importMapText), gzip: gz(Buffer.from(importMapText)), entries: Object.keys(importMap).length },
  notFoundPage: { files: notFoundParts, gzip: notFoundTotal, scripts: scriptsIn404, budget: budgets.notFoundPage, ok: notFoundTotal <= budgets.notFoundPage && otherScriptsIn404 === 0 },
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log('First-load JS of / (gzip -9, per file as served):');
  for (const f of firstLoadJs) console.log(`  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(10)}`);
  console.log(`  total ${kb(firstLoadSum)} (one stream: ${kb(firstLoadTotal)}), budget ${kb(budgets.firstLoadJs)}: ${result.firstLoadJs.ok ? 'ok' : 'OVER'} (goal ${kb(goals.firstLoadJs)}: ${firstLoadSum <= goals.firstLoadJs ? 'met' : 'not met'})`);
  console.log('Loaded after the first render of / (not in the first load):');
  for (const f of deferredJs) console.log(`  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(10)}`);
  console.log(`  total ${kb(deferredSum)} (first load + after first render: ${kb(firstLoadSum + deferredSum)})`);
  if (result.importMap) console.log(`Import map inline in each page with scripts (HTML, not JS): ${result.importMap.entries} entries, ${result.importMap.bytes} B (gzip -9 alone: ${result.importMap.gzip} B)`);
  console.log('404.html with its CSS (gzip -9):');
  for (const f of notFoundParts) console.log(`  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(10)}`);
  console.log(`  total ${kb(notFoundTotal)}, <script> tags: ${scriptsIn404} (other than staticPageHistory: ${otherScriptsIn404}), budget ${kb(budgets.notFoundPage)}: ${result.notFoundPage.ok ? 'ok' : 'OVER'}`);
}
process.exit(result.firstLoadJs.ok && result.notFoundPage.ok ? 0 : 1);
