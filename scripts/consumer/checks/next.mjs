// Next.js 16 (Turbopack), App Router and pages router, built with `next build` and served with
// `next start`, nothing configured for the package (the pages router without transpilePackages):
//   next-app/   server components from layout primitives, app/not-found.tsx with NotFoundPage and
//               no 'use client' of its own, app/error.tsx + global-error.tsx, a 405 StatusPage;
//   next-pages/ pages/404.tsx, 500.tsx and _error.tsx with StatusPage.
// In Chromium: status codes, our texts, our CSS applied, theme islands, the 404's <title> in the
// server HTML, one <title> in every page's document, no console errors, no hydration warnings.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, check, checkConsole, checkEnglishOnly, checkThemeIslands, CommandError, env, errorHeading, filesIn, freePort, stackGap, startServer, visit } from '../support.mjs';

const routes = {
  'next-app': [
    { path: '/no-such-page', status: 404, heading: '404: This page could not be found.' },
    { path: '/method-not-allowed', heading: '405: Method Not Allowed.' },
    {
      path: '/broken',
      heading: 'Application error: a client-side exception has occurred (see the browser console for more information).',
      // React reports the server error the boundary caught; #441 is the production form of
      // "An error occurred in the Server Components render" (its message is withheld).
      expectedErrors: [/Minified React error #441;/],
    },
  ],
  'next-pages': [
    { path: '/no-such-page', status: 404, heading: '404: This page could not be found.' },
    { path: '/method-not-allowed', status: 405, heading: '405: Method Not Allowed.' },
    { path: '/broken', status: 500, heading: '500: Internal Server Error.' },
  ],
};

/** `next build` of one app; resolves when built, rejects with its output when it fails. */
function build(dir, app) {
  const child = spawn(bin(dir, 'next'), ['build'], { cwd: path.join(dir, app), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new CommandError(`next build in ${app} failed:\n${output}`)))));
}

/** The server HTML of the 404 carries the page's <title> (React 19 hoists the one our page renders). */
async function checkNotFoundTitle(origin, app, packageDir) {
  const { notFoundTitle } = await import(path.join(packageDir, 'dist-lib/errors/index.js'));
  const html = await (await fetch(`${origin}/no-such-page`)).text();
  const titles = [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => m[1]);
  // One title, ours: a browser and a crawler read the document's first.
  check(titles.length === 1 && titles[0] === notFoundTitle(), `${app} /no-such-page: the server HTML has one <title>, ${notFoundTitle()} (titles: ${JSON.stringify(titles)})`);
}

export default async function next({ dir, packageDir, browser }) {
  const apps = Object.keys(routes);
  // Each app's browser checks mostly wait: the next app builds meanwhile.
  let building = build(dir, apps[0]);
  const page = await (await browser()).newPage();
  for (const [index, app] of apps.entries()) {
    await building;
    check(true, `${app}: next build`);
    // The JavaScript the browser gets carries the English catalogue only.
    const chunks = filesIn(path.join(dir, app, '.next/static'), '.js').map(([, content]) => content).join('\n');
    await checkEnglishOnly(`${app} client chunks`, chunks, packageDir);
    if (apps[index + 1]) building = build(dir, apps[index + 1]);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = await startServer(bin(dir, 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd: path.join(dir, app), origin });
    try {
      const home = await visit(page, origin, '/');
      const gap = await stackGap(page.getByTestId('server-stack'));
      check(gap === 24, `${app} /: Stack gap="5" is 24px (${gap}px)`);
      await checkThemeIslands(page, `${app} /`);
      checkConsole(`${app} /`, home.stop());
      for (const route of routes[app]) {
        const { status, stop } = await visit(page, origin, route.path, route.expectedErrors);
        if (route.status !== undefined) check(status === route.status, `${app} ${route.path}: status ${route.status} (${status})`);
        const { text, styled, style } = await errorHeading(page);
        check(text === route.heading, `${app} ${route.path}: heading "${route.heading}" (${text})`);
        check(styled, `${app} ${route.path}: our CSS styles the heading (${style.display}, ${style.gap})`);
        // One <title> in the document as the browser has it (a page's own beside the layout's was two).
        const titles = await page.evaluate(() => [...document.querySelectorAll('title')].map((title) => title.textContent));
        check(titles.length === 1, `${app} ${route.path}: one <title> in the document (${JSON.stringify(titles)})`);
        checkConsole(`${app} ${route.path}`, stop());
      }
      await checkNotFoundTitle(origin, app, packageDir);
    } finally {
      // Leaves the server's page, so the browser holds no connection to it.
      await page.goto('about:blank');
      await server.stop();
    }
  }
}
