// The Next.js consumer check: the packed tarball installed once into e2e/consumer-next/, then two
// apps built there with `next build` (Turbopack) and served with `next start`:
//   app-router/   server components from layout primitives, app/not-found.tsx with NotFoundPage and
//                 no 'use client' of its own, app/error.tsx + global-error.tsx, a 405 StatusPage;
//   pages-router/ pages/404.tsx, 500.tsx and _error.tsx with StatusPage.
// Each is checked in Chromium: status codes, our texts, our CSS applied (computed style), no
// console errors, no hydration warnings.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findE2eChromium } from '../find-chromium.mjs';
import { packedTarball } from './pack.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'e2e/consumer-next');
const next = path.join(root, 'node_modules/.bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  if (!ok) failures.push(message);
};
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const run = (command, args, cwd) => {
  try {
    return execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    console.error(`✗ ${path.basename(command)} ${args.join(' ')} in ${path.relative(root, cwd)}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    console.error('Next.js consumer check failed');
    process.exit(1);
  }
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** `next start` for a built app; resolves once it answers. */
async function start(app) {
  const port = await freePort();
  const child = spawn(next, ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}\n${output}`);
    try {
      await fetch(origin, { method: 'HEAD' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`next start did not answer within 30 s\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  // `next start` shuts down gracefully on SIGTERM: it waits for open connections to close. The one
  // page the check uses may still hold a keep-alive connection (seen: the pages-router server
  // never exited, and the check hung), so it is killed outright after 5 s.
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill();
    });
  return { origin, stop };
}

// Hydration trouble in words (development) or as production React's codes 418, 423 and 425.
const hydration = /hydrat|Minified React error #(?:418|423|425)\b/i;

/**
 * Opens a path as a new document in the run's one page and collects what the console says until
 * `stop()`. `expectedErrors` are console errors a route is meant to cause (React reports the error
 * an error boundary caught). One page, not a fresh one per path: each fresh page is a renderer
 * process of its own and cost about 1.3 s of CPU (8 paths: 18 s of CPU instead of 6 s); every
 * path is still loaded and hydrated as a document of its own.
 */
async function visit(page, origin, pathname, expectedErrors = []) {
  const problems = [];
  const onPageError = (error) => problems.push(`${hydration.test(error.message) ? 'hydration' : 'page error'}: ${error.message}`);
  const onConsole = (message) => {
    const text = message.text();
    if (hydration.test(text)) problems.push(`hydration: ${text}`);
    // Chromium reports the document's own intended status (404, 405, 500) as a failed resource.
    else if (text.startsWith('Failed to load resource') && message.location().url === origin + pathname) return;
    else if (message.type() === 'error' && !expectedErrors.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  const response = await page.goto(origin + pathname, { waitUntil: 'load' });
  // Hydration runs after load; its warnings arrive before the network is idle. 60 s, not the
  // default 30: the next app's `next build` runs meanwhile, and on a loaded 2-core machine (seen:
  // load 6) the wait passed 30 s once while hydration was still under way.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const stop = () => {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  };
  return { status: response?.status(), problems, stop };
}

/** The heading of our error page, and whether our CSS styled it (flex row, gap of space-5). */
async function errorHeading(page) {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  const text = (await heading.textContent())?.replace(/\s+/g, ' ').trim();
  const style = await heading.evaluate((el) => {
    const computed = getComputedStyle(el);
    return { display: computed.display, gap: computed.columnGap };
  });
  return { text, styled: style.display === 'flex' && style.gap === '24px', style };
}

async function checkRoute(page, origin, app, { path: pathname, status, heading, expectedErrors }) {
  const { status: actual, problems, stop } = await visit(page, origin, pathname, expectedErrors);
  if (status !== undefined) check(actual === status, `${app} ${pathname}: status ${status} (got ${actual})`);
  const { text, styled, style } = await errorHeading(page);
  check(text === heading, `${app} ${pathname}: heading "${heading}" (got "${text}")`);
  check(styled, `${app} ${pathname}: our CSS applied (h1 display flex, gap 24px; got ${style.display}, ${style.gap})`);
  stop();
  check(problems.length === 0, `${app} ${pathname}: no console errors or hydration warnings${problems.length ? `: ${problems.join(' | ')}` : ''}`);
}

async function checkHome(page, origin, app) {
  const { problems, stop } = await visit(page, origin, '/');
  const gap = await page.getByTestId('server-stack').evaluate((el) => {
    const [a, b] = [...el.children].map((c) => c.getBoundingClientRect());
    return b.top - a.bottom;
  });
  check(gap === 24, `${app} /: Stack renders with gap="5" = 24px (measured ${gap}px)`);
  stop();
  check(problems.length === 0, `${app} /: no console errors or hydration warnings${problems.length ? `: ${problems.join(' | ')}` : ''}`);
}

const apps = {
  'app-router': [
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
  'pages-router': [
    { path: '/no-such-page', status: 404, heading: '404: This page could not be found.' },
    { path: '/method-not-allowed', status: 405, heading: '405: Method Not Allowed.' },
    { path: '/broken', status: 500, heading: '500: Internal Server Error.' },
  ],
};

const t0 = Date.now();
const { tarball, reused } = packedTarball();
console.log(`${reused ? 'reused' : 'built and packed'} ${path.relative(root, tarball)} (${seconds(t0)})`);

const t1 = Date.now();
rmSync(path.join(fixtures, 'node_modules'), { recursive: true, force: true });
// One install for both apps; Next.js and React resolve from the repository (one React).
run('npm', ['install', '--no-save', '--no-package-lock', '--legacy-peer-deps', '--no-audit', '--no-fund', '--prefer-offline', tarball], fixtures);
console.log(`installed the tarball into e2e/consumer-next (${seconds(t1)})`);

/** `next build` of one app, from scratch; resolves when it is built, exits the check if it fails. */
function build(app) {
  const dir = path.join(fixtures, app);
  // `next build` empties .next itself but keeps .next/cache (Turbopack's cache): a warm local
  // rebuild takes about a quarter of the CPU of a cold one. With CI set (a fresh clone, always
  // cold) the fixtures do not write that cache (next.config.mjs).
  const t = Date.now();
  const child = spawn(next, ['build'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (code !== 0) {
        console.error(`✗ next build in ${path.relative(root, dir)}\n${output}`);
        console.error('Next.js consumer check failed');
        process.exit(1);
      }
      console.log(`✓ ${app}: next build (${seconds(t)})`);
      resolve(dir);
    });
  });
}

const browser = await chromium.launch({ executablePath: findE2eChromium()?.path, args: chromiumArgs });
try {
  const page = await browser.newPage();
  // Each app's browser checks mostly wait; the next app builds meanwhile.
  const names = Object.keys(apps);
  let building = build(names[0]);
  for (const [index, app] of names.entries()) {
    const dir = await building;
    if (names[index + 1]) building = build(names[index + 1]);
    const t = Date.now();
    const server = await start(dir);
    try {
      await checkHome(page, server.origin, app);
      for (const route of apps[app]) await checkRoute(page, server.origin, app, route);
    } finally {
      // Leaves the server's last page, so the browser holds no connection to it.
      await page.goto('about:blank');
      await server.stop();
    }
    console.log(`${app}: served and checked (${seconds(t)})`);
  }
} finally {
  await browser.close();
}

console.log(`total ${seconds(t0)}`);
if (failures.length) {
  console.error(`\nNext.js consumer check failed: ${failures.length} problem(s)`);
  process.exit(1);
}
console.log('\nNext.js consumer check passed');
