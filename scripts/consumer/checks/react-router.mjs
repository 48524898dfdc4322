// React Router 7 framework mode (SSR), nothing configured for the package (no ssr.noExternal):
// `react-router build` then `react-router-serve`, and `react-router dev`. On each: our stylesheets
// linked from the server HTML, a catch-all route answering 404 with NotFoundPage and its <title>, the
// root ErrorBoundary with ApplicationErrorPage, theme islands, no console errors or hydration warnings.
import path from 'node:path';
import { bin, check, checkConsole, checkEnglishOnly, checkThemeIslands, errorHeading, filesIn, freePort, gzipSize, run, stackGap, startServer, visit } from '../support.mjs';

const applicationError = 'Application error: a client-side exception has occurred (see the browser console for more information).';

/** The server HTML of `pathname`: status, and whether our stylesheets are linked and hold our CSS. */
async function checkServerHtml(origin, label, pathname, status, notFoundTitle) {
  const response = await fetch(origin + pathname);
  const html = await response.text();
  check(response.status === status, `${label} ${pathname}: server answers ${status} (${response.status})`);
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const css = (await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, origin))).text()))).join('\n');
  check(css.includes('.gw-ErrorPage-heading') && css.includes('--gw-color-background'), `${label} ${pathname}: the server HTML links our stylesheets (${hrefs.length} linked)`);
  if (notFoundTitle) {
    const titles = [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => m[1]);
    // One title, ours: a browser and a crawler read the document's first.
    check(titles.length === 1 && titles[0] === notFoundTitle, `${label} ${pathname}: the server HTML has one <title>, ${notFoundTitle} (titles: ${JSON.stringify(titles)})`);
  }
}

async function checkApp(page, origin, label, packageDir, { dev }) {
  const { notFoundTitle } = await import(path.join(packageDir, 'dist-lib/errors/index.js'));
  await checkServerHtml(origin, label, '/', 200);
  await checkServerHtml(origin, label, '/no-such-page', 404, notFoundTitle());
  await checkServerHtml(origin, label, '/broken', 500);

  if (dev) {
    // A dev server on a cold dependency cache (each run copies the fixture afresh) may find more
    // dependencies on the first page it serves, re-optimize them, answer the first page's modules
    // with 504 "Outdated Optimize Dep" and reload it: Vite's documented first start, not a
    // behaviour of the package. One unchecked visit lets it settle; every checked visit follows.
    await page.goto(origin + '/', { waitUntil: 'networkidle', timeout: 120_000 });
  }
  const home = await visit(page, origin, '/');
  check((await stackGap(page.getByTestId('server-stack'))) === 24, `${label} /: Stack gap="5" is 24px`);
  if (!dev) await checkThemeIslands(page, `${label} /`);
  checkConsole(`${label} /`, home.stop());

  const notFound = await visit(page, origin, '/no-such-page');
  const heading = await errorHeading(page);
  check(notFound.status === 404, `${label} /no-such-page: status 404 (${notFound.status})`);
  check(heading.text === '404: This page could not be found.', `${label} /no-such-page: NotFoundPage (${heading.text})`);
  check(heading.styled, `${label} /no-such-page: our CSS styles the heading (${heading.style.display}, ${heading.style.gap})`);
  checkConsole(`${label} /no-such-page`, notFound.stop());

  // The render error is reported by React in the browser too (the route throws there as well).
  const broken = await visit(page, origin, '/broken', [/broke this page on purpose/, /React Router caught the following error/]);
  const brokenHeading = await errorHeading(page);
  check(broken.status === 500, `${label} /broken: status 500 (${broken.status})`);
  check(brokenHeading.text === applicationError, `${label} /broken: the root ErrorBoundary renders ApplicationErrorPage (${brokenHeading.text})`);
  checkConsole(`${label} /broken`, broken.stop());
  await page.goto('about:blank');
}

export default async function reactRouter({ dir, packageDir, browser }) {
  const app = path.join(dir, 'react-router');
  run(bin(dir, 'react-router'), ['build'], app);
  check(true, 'react-router build');
  // The bytes of ours the browser gets: only the English catalogue, and our stylesheets as linked.
  const client = path.join(app, 'build/client');
  await checkEnglishOnly('react-router client build', filesIn(client, '.js').map(([, content]) => content).join('\n'), packageDir);
  const css = filesIn(client, '.css').reduce((sum, [, content]) => sum + gzipSize(content), 0);
  const page = await (await browser()).newPage();

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serve = await startServer(bin(dir, 'react-router-serve'), ['./build/server/index.js'], { cwd: app, origin, extraEnv: { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' } });
  try {
    await checkApp(page, origin, 'react-router-serve', packageDir, { dev: false });
  } finally {
    await serve.stop();
  }

  const devPort = await freePort();
  const devOrigin = `http://127.0.0.1:${devPort}`;
  const dev = await startServer(bin(dir, 'react-router'), ['dev', '--host', '127.0.0.1', '--port', String(devPort), '--strictPort'], { cwd: app, origin: devOrigin });
  try {
    await checkApp(page, devOrigin, 'react-router dev', packageDir, { dev: true });
  } finally {
    await dev.stop();
  }
  return { bytes: { css } };
}
