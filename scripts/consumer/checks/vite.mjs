// Vite 8, client build, nothing configured for the package: tree-shaking per component, English
// only, the page in Chromium (Stack gap, not-found heading, theme islands, console), and what a
// Stack alone costs (vite-stack: ours ≤ 0.70 kB gzipped, JS + CSS), written into docs/consumers.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { replaceBetweenMarkers } from '../../reliability/table.mjs';
import { stackCostSentence, viteStackMarkers } from '../stack-cost.mjs';
import { bin, check, checkConsole, checkEnglishOnly, checkThemeIslands, checkTreeShaking, componentClasses, errorHeading, filesIn, freePort, gzipSize, run, stackGap, startServer, visit } from '../support.mjs';

/** What the app imports: Stack, and NotFoundPage with the page shell and the primitives it is built from. */
const imported = ['Stack', 'Cover', 'Center', 'Cluster', 'ErrorPage'];
/** Issue 24: a Stack-only consumer ships at most this much of ours, gzipped JS + CSS. */
const stackBudget = 700;

export default async function vite({ dir, packageDir, browser }) {
  const app = path.join(dir, 'vite');
  run(bin(dir, 'vite'), ['build'], app);
  const assets = path.join(app, 'dist');
  // The JavaScript is tree-shaken per component; the CSS is the stylesheets the app imported.
  const bundle = filesIn(assets, '.js').map(([, content]) => content).join('\n');
  checkTreeShaking('vite', bundle, componentClasses(packageDir), imported);
  await checkEnglishOnly('vite', bundle, packageDir);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(bin(dir, 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: app, origin });
  try {
    const page = await (await browser()).newPage();
    const { stop } = await visit(page, origin, '/');
    const gap = await stackGap(page.getByTestId('consumer-stack'));
    check(gap === 24, `vite: Stack gap="5" is 24px (${gap}px)`);
    const { text, styled, style } = await errorHeading(page);
    check(text === '404: This page could not be found.', `vite: the not-found page's heading (${text})`);
    check(styled, `vite: our CSS styles the heading (${style.display}, ${style.gap})`);
    await checkThemeIslands(page, 'vite');
    checkConsole('vite', stop());
    await page.close();
  } finally {
    await server.stop();
  }

  // A Stack's cost as a consumer pays it: the gzipped JavaScript of the app with a Stack less that
  // of the same app without the package, plus the stylesheet it imports.
  const stack = path.join(dir, 'vite-stack');
  run(bin(dir, 'vite'), ['build'], stack);
  run(bin(dir, 'vite'), ['build', 'bare', '--config', 'vite.config.ts'], stack);
  const jsOf = (out) => filesIn(out, '.js').reduce((sum, [, content]) => sum + gzipSize(content), 0);
  const jsBytes = jsOf(path.join(stack, 'dist')) - jsOf(path.join(stack, 'bare/dist'));
  const css = filesIn(path.join(stack, 'dist'), '.css');
  const cssBytes = css.reduce((sum, [, content]) => sum + gzipSize(content), 0);
  const tokens = gzipSize(readFileSync(path.join(packageDir, 'dist-lib/assets/tokens/tokens.css')));
  check(css.length === 1, `vite-stack: one stylesheet (${css.length})`);
  check(
    jsBytes + cssBytes <= stackBudget,
    `vite-stack: a Stack alone ships ${jsBytes + cssBytes} B gzipped of ours (JS ${jsBytes} + CSS ${cssBytes}; budget ${stackBudget}; tokens.css, once per app: ${tokens} B)`,
  );
  // The figures docs/consumers.md quotes, written by this run (none goes stale).
  const docs = path.join(import.meta.dirname, '../../../docs/consumers.md');
  const text = readFileSync(docs, 'utf8');
  const written = replaceBetweenMarkers(text, stackCostSentence({ js: jsBytes, css: cssBytes, tokens, budget: stackBudget }), viteStackMarkers);
  if (written !== text) writeFileSync(docs, written);
  return { bytes: { stackJs: jsBytes, stackCss: cssBytes, tokens } };
}
