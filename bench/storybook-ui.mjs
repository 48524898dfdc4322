// The pieces both "Run tests" benches share (run-tests.mjs: a fresh dev server per round;
// run-tests-in-a-row.mjs: one server, round after round): the dev server, the manager's testing
// widget as a person reads it, the load beside it and the memory it holds.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Storybook's, Vite's (`.vite`, Vitest's browser-mode dependencies under `.vite/vitest`) and its config temp files. */
export const caches = () => [
  path.join(root, 'node_modules', '.cache', 'storybook'),
  ...['.vite', '.vite-temp'].map((dir) => path.join(root, 'node_modules', dir)),
];
export const clearCaches = () => caches().forEach((dir) => rmSync(dir, { recursive: true, force: true }));

/** `count` busy loops (two by default: the "with CPU load" condition on this 2-core machine). Returns a stop function. */
export function startLoad(count = 2) {
  const loops = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return () => loops.forEach((loop) => loop.kill('SIGKILL'));
}

/** CPU seconds (user + system) of the whole machine so far, from /proc/stat. */
export function machineCpuSeconds() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (line[0] + line[1] + line[2]) / 100;
}

/**
 * The dev Storybook with every story, its output in `log`; detached, so stopDevServer ends its
 * children too. With `inspectPort`, its own process (not its children) has Node's inspector there.
 */
export function startDevServer(port, log, env = {}, { inspectPort } = {}) {
  const fd = openSync(log, 'w');
  const server = spawn(
    process.execPath,
    [
      ...(inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []),
      path.join(root, 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js'),
      'dev', '--ci', '--no-open', '--host', '127.0.0.1', '-p', String(port), '--exact-port',
    ],
    { cwd: root, stdio: ['ignore', fd, fd], detached: true, env: { ...process.env, GW_STORIES: '', ...env } },
  );
  closeSync(fd);
  return server;
}

export async function serverAlive(base) {
  try {
    return (await fetch(`${base}/index.json`)).ok;
  } catch {
    return false;
  }
}

/** Resolves with the server's index.json once it serves it. */
export async function waitForServer(server, base, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`dev server exited (${server.exitCode}) before it served index.json`);
    try {
      const response = await fetch(`${base}/index.json`);
      if (response.ok) return response.json();
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`dev server did not serve index.json within ${timeoutMs / 1000} s`);
}

/** Ends the server's process group and waits for its port to close. */
export async function stopDevServer(server, base) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  for (let i = 0; i < 60 && (await serverAlive(base)); i++) await sleep(500);
}

/** Resident memory of a process in MiB (0 once it is gone). */
export function rssMiB(pid) {
  try {
    const kB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kB / 1024;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and every descendant (the test runner's child, its Chromium) in MiB. */
export function treeRssMiB(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 4th field, after the command in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  let total = 0;
  const pending = [pid];
  while (pending.length) {
    const next = pending.pop();
    total += rssMiB(next);
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

/** The testing widget's state as a person reads it: its text and its status buttons' labels. */
export const readWidget = (page) =>
  page.evaluate(() => {
    const widget = document.querySelector('#storybook-testing-module');
    const labels = [...(widget?.querySelectorAll('button[aria-label]') ?? [])].map((b) => b.getAttribute('aria-label'));
    return { text: widget?.textContent ?? '', labels };
  });

/** Opens the manager on the Introduction and waits for the preview to show it. */
export async function openManager(page, base) {
  await page.goto(`${base}/?path=/docs/introduction--docs`);
  await page.frameLocator('#storybook-preview-iframe').getByRole('heading', { name: 'Groundwork', level: 1 }).waitFor({ timeout: 300_000 });
}

/**
 * Ticks "Accessibility" in the testing widget, as a person does once (the addon keeps the choice in
 * its cache, so a cold start is without it): the run then reports axe results per story too.
 */
export async function includeAccessibility(page) {
  // Collapsed, the widget keeps its options in the page but inert.
  const expand = page.getByRole('button', { name: 'Expand testing module' });
  if (await expand.isVisible()) await expand.click();
  await page.locator('#storybook-testing-module').getByRole('checkbox', { name: 'Accessibility' }).check();
}

/** Failures in a status label: "Component tests failed (3 errors or warnings so far)" → 3. */
const failuresIn = (label) => (label ? Number(/\((\d+) errors? or warnings?/.exec(label)?.[1] ?? (/failed/.test(label) ? 1 : 0)) : undefined);

/** Whether the widget shows a run in progress: "Starting..." or "Testing... n/N", its status "Testing in progress". */
const running = (state) => /Starting\.\.\.|Testing\.\.\./.test(state.text) || state.labels.some((label) => label.includes('Testing in progress'));

/**
 * Clicks Run tests and waits until the widget has shown this run in progress and then its end
 * ("Ran N tests", which a run before it left there too). `onTick` runs twice a second meanwhile.
 * Returns the widget's counts; throws when the run crashed, the connection was lost or the server exited.
 */
export async function runTestsOnce(page, server, { timeoutMs = 900_000, onTick = () => {} } = {}) {
  const runTests = page.getByRole('button', { name: 'Run tests', exact: true }).first();
  const clicked = Date.now();
  await runTests.click();
  let started = false;
  let state;
  for (;;) {
    onTick();
    state = await readWidget(page);
    if (running(state)) started = true;
    else if (started && /Ran \d+ tests?/.test(state.text)) break;
    const lost = await page.getByText(/Connection lost|Server timed out/i).count();
    if (/Crashed|View full error|didn.t complete/i.test(state.text) || lost > 0 || server.exitCode !== null) {
      throw new Error(`run did not finish: widget "${state.text.slice(0, 160)}"${lost ? ', connection lost' : ''}${server.exitCode !== null ? `, server exited ${server.exitCode}` : ''}`);
    }
    if (!started && Date.now() - clicked > 60_000) throw new Error(`run did not start within 60 s: widget "${state.text.slice(0, 160)}"`);
    if (Date.now() - clicked > timeoutMs) throw new Error(`run did not finish within ${timeoutMs / 1000} s: widget "${state.text.slice(0, 160)}"`);
    await sleep(500);
  }
  const component = state.labels.find((label) => label.startsWith('Component tests'));
  const accessibility = state.labels.find((label) => label.startsWith('Accessibility tests'));
  return {
    runSeconds: (Date.now() - clicked) / 1000,
    ran: Number(/Ran (\d+) tests?/.exec(state.text)[1]),
    component,
    accessibility,
    failed: failuresIn(component),
    a11yFailed: failuresIn(accessibility),
  };
}

/**
 * The live JavaScript heap in MiB, after a full garbage collection, of the process whose inspector
 * listens on `inspectPort` (startDevServer's option): what a leak grows, where RSS also moves with
 * how much garbage V8 lets pile up between collections.
 */
export async function liveHeapMiB(inspectPort) {
  const { WebSocket } = await import('ws');
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const send = (method) =>
    new Promise((resolve) => {
      const mine = ++id;
      socket.on('message', function answer(data) {
        const message = JSON.parse(data);
        if (message.id !== mine) return;
        socket.off('message', answer);
        resolve(message.result);
      });
      socket.send(JSON.stringify({ id: mine, method }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    return (await send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
  } finally {
    socket.close();
  }
}
