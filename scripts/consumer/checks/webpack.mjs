// webpack 5 (babel-loader, css-loader, mini-css-extract-plugin), nothing configured for the package:
// tree-shaking per component, English only, the page in Chromium (Stack gap, not-found heading,
// theme islands, console).
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { bin, check, checkConsole, checkEnglishOnly, checkThemeIslands, checkTreeShaking, componentClasses, errorHeading, filesIn, gzipSize, run, serveStatic, stackGap, visit } from '../support.mjs';

const imported = ['Stack', 'Cover', 'Center', 'Cluster', 'ErrorPage'];

export default async function webpack({ dir, packageDir, browser }) {
  const app = path.join(dir, 'webpack');
  run(bin(dir, 'webpack'), ['--config', 'webpack.config.cjs'], app);
  const out = path.join(app, 'dist');
  copyFileSync(path.join(app, 'dist.html'), path.join(out, 'index.html'));
  const js = filesIn(out, '.js').map(([, content]) => content).join('\n');
  checkTreeShaking('webpack', js, componentClasses(packageDir), imported);
  await checkEnglishOnly('webpack', js, packageDir);

  const server = await serveStatic(out);
  try {
    const page = await (await browser()).newPage();
    const { stop } = await visit(page, server.origin, '/');
    const gap = await stackGap(page.getByTestId('consumer-stack'));
    check(gap === 24, `webpack: Stack gap="5" is 24px (${gap}px)`);
    const { text, styled, style } = await errorHeading(page);
    check(text === '404: This page could not be found.', `webpack: the not-found page's heading (${text})`);
    check(styled, `webpack: our CSS styles the heading (${style.display}, ${style.gap})`);
    await checkThemeIslands(page, 'webpack');
    checkConsole('webpack', stop());
    await page.close();
  } finally {
    await server.stop();
  }
  return { bytes: { js: gzipSize(js), css: filesIn(out, '.css').reduce((sum, [, content]) => sum + gzipSize(content), 0) } };
}
