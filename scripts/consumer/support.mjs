// What every fixture check shares: running a fixture's own tools, a server on a free port, the
// browser visit that collects console errors and hydration warnings, gzip sizes, and the ✓/✗ lines.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { freePort } from '../free-port.mjs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const failures = [];

/** Prints one result line; a false `ok` makes the fixture fail. */
export function check(ok, message) {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  if (!ok) failures.push(message);
  return ok;
}

export class CommandError extends Error {}

// Next.js sends telemetry unless told not to: not configuration of our package, and the closed
// network would only make it wait.
// A NODE_ENV from the caller (a test runner sets one) would change how the fixtures' tools build.
export const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
delete env.FORCE_COLOR;
delete env.NODE_ENV;

/** A fixture's tool from the shared install (`<workspace>/node_modules/.bin`). */
export const bin = (workspace, name) => path.join(workspace, 'node_modules/.bin', name);

/** Runs a command to its end; returns its output (stdout, then stderr), or throws with it. */
export function run(command, args, cwd, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) throw new CommandError(`${path.basename(command)} ${args.join(' ')} (in ${cwd}) failed (${result.error?.message ?? `exit ${result.status}`}):\n${output}`);
  return output;
}

export { freePort };

/**
 * A folder of the workspace where npm installed `manifest` once, kept while the manifest is
 * unchanged (its hash names the folder: `<workspace>/.<name>-<hash>`): for the fixtures that need
 * other versions beside the shared install (another React, Parcel, Yarn). Returns the folder.
 */
export function cachedInstall(workspace, name, manifest) {
  const hash = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);
  const folder = path.join(workspace, `.${name}-${hash}`);
  if (!existsSync(path.join(folder, '.installed'))) {
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify({ private: true, ...manifest }, null, 2)}\n`);
    run('npm', ['install', '--no-audit', '--no-fund'], folder);
    writeFileSync(path.join(folder, '.installed'), '');
  }
  return folder;
}

/**
 * The process groups of the servers still up. Each server has its own group (detached), so the
 * signal that stops the matrix (npm test stops it when another step fails) does not reach them:
 * the matrix ends them itself, or `next start` lived on after it.
 */
const serverGroups = new Set();
const endServers = () => {
  for (const pid of serverGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
};
process.on('exit', endServers);
for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]]) process.once(signal, () => process.exit(code));

/**
 * Starts a server command and waits until `origin` answers. `stop()` ends it (SIGKILL after 5 s:
 * `next start` waits for open keep-alive connections).
 */
export async function startServer(command, args, { cwd, origin, extraEnv = {}, timeout = 90_000 }) {
  const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  serverGroups.add(child.pid);
  child.once('exit', () => serverGroups.delete(child.pid));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) throw new CommandError(`${path.basename(command)} ${args.join(' ')} exited with ${child.exitCode}\n${output}`);
    try {
      await fetch(origin, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        process.kill(-child.pid, 'SIGKILL');
        throw new CommandError(`${path.basename(command)} did not answer within ${timeout / 1000} s\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      process.kill(-child.pid, 'SIGTERM');
    });
  return { stop, output: () => output };
}

/** A static file server for a built folder (webpack's output), on a free port. */
export async function serveStatic(dir) {
  const { createServer: createHttpServer } = await import('node:http');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createHttpServer((request, response) => {
    const pathname = new URL(request.url, 'http://x').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

// Hydration trouble in words (development) or as production React's codes 418, 423 and 425.
const hydration = /hydrat|Minified React error #(?:418|423|425)\b/i;

/**
 * Opens `pathname` as a new document and collects page errors, console errors and hydration
 * warnings until `stop()`. `expectedErrors`: console errors a route is meant to cause (React
 * reports the error a boundary caught). Chromium reports the document's own status (404, 500) as a
 * failed resource: that one is not a problem.
 */
export async function visit(page, origin, pathname, expectedErrors = []) {
  const problems = [];
  const onPageError = (error) => problems.push(`${hydration.test(error.message) ? 'hydration' : 'page error'}: ${error.message}`);
  const onConsole = (message) => {
    const text = message.text();
    if (hydration.test(text)) problems.push(`hydration: ${text}`);
    else if (text.startsWith('Failed to load resource') && message.location().url === origin + pathname) return;
    else if (message.type() === 'error' && !expectedErrors.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  const response = await page.goto(origin + pathname, { waitUntil: 'load', timeout: 120_000 });
  // Hydration runs after load; its warnings arrive before the network is idle.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const stop = () => {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    return problems;
  };
  return { status: response?.status(), stop };
}

/** Checks a visit's console: no errors, no hydration warnings. */
export function checkConsole(label, problems) {
  check(problems.length === 0, `${label}: no console errors or hydration warnings${problems.length ? `: ${problems.join(' | ')}` : ''}`);
}

/** Our error page's h1: its text, and whether our CSS styled it (flex row, gap of space-5 = 24px). */
export async function errorHeading(page) {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor({ timeout: 60_000 });
  const text = (await heading.textContent())?.replace(/\s+/g, ' ').trim();
  const style = await heading.evaluate((el) => ({ display: getComputedStyle(el).display, gap: getComputedStyle(el).columnGap }));
  return { text, styled: style.display === 'flex' && style.gap === '24px', style };
}

/** The space between a Stack's first two children, in px (gap="5" is 24px from tokens.css). */
export const stackGap = (locator) =>
  locator.evaluate((el) => {
    const [a, b] = [...el.children].map((c) => c.getBoundingClientRect());
    return b.top - a.bottom;
  });

/**
 * The theme islands every themed fixture renders (`data-theme="dark"` and `data-theme="light"`
 * subtrees): each must compute its own theme's background whatever the page's, so a light page
 * (prefers-color-scheme: light) and a dark one are both tried (issue 29: light-dark() resolved once
 * on :root would paint both islands in the page's colours).
 */
export async function checkThemeIslands(page, label) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const background = (testId) => page.getByTestId(testId).evaluate((el) => getComputedStyle(el).backgroundColor);
    const dark = await background('dark-island');
    const light = await background('light-island');
    check(dark === 'rgb(10, 10, 10)', `${label}: data-theme="dark" subtree in a ${scheme} page is dark (${dark})`);
    check(light === 'rgb(255, 255, 255)', `${label}: data-theme="light" subtree in a ${scheme} page is light (${light})`);
  }
  await page.emulateMedia({ colorScheme: null });
}

/** Gzipped size (level 9) of a file or a string. */
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/** Every file under `dir` with `ext`, as [relative path, content]. */
export function filesIn(dir, ext) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith(ext) && statSync(path.join(dir, file)).isFile())
    .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]);
}

/** The class names only one component's CSS uses (scripts/css-modules.mjs), read from the installed package. */
export function componentClasses(packageDir) {
  const dist = path.join(packageDir, 'dist-lib');
  const classes = {};
  for (const [file, source] of filesIn(dist, '.module.js')) {
    const names = [...source.matchAll(/"(gw-[\w-]+)"/g)].map((m) => m[1]);
    if (names.length) classes[path.basename(file, '.module.js')] = names;
  }
  return classes;
}

/** Checks which components reached a bundle: exactly `expected`, by their class names. */
export function checkTreeShaking(label, bundle, classes, expected) {
  for (const [name, names] of Object.entries(classes).sort()) {
    const present = names.some((c) => bundle.includes(c));
    check(present === expected.includes(name), `${label}: ${name} ${expected.includes(name) ? 'in' : 'not in'} the bundle`);
  }
}

/** Checks that no built-in catalogue but English reached an English-only bundle (each named by its not-found text). */
export async function checkEnglishOnly(label, bundle, packageDir) {
  const { errorMessages } = await import(path.join(packageDir, 'dist-lib/errors/messages/index.js'));
  for (const [locale, messages] of Object.entries(errorMessages)) {
    if (locale === 'en') continue;
    check(!bundle.includes(messages.status.notFound), `${label}: ${locale} catalogue not in the bundle`);
  }
}
