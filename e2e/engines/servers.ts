// Servers the engines' tests start (vite, WebKitWebDriver under xvfb-run): each in its own process
// group, waited for by time, stopped with everything it started.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Starts a server in its own process group; resolves once `url` answers, rejects with the server's
 * own words when it exits first or does not answer in time.
 * @example const driver = await startServer(['xvfb-run', '-a', 'WebKitWebDriver', '--port=4444'], 'http://127.0.0.1:4444/status', process.env);
 */
export async function startServer(command: string[], url: string, env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ChildProcess> {
  const child = spawn(command[0]!, command.slice(1), { cwd: repositoryRoot, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited (${child.exitCode}):\n${errors}`);
    try {
      await fetch(url);
      return child;
    } catch {
      // Not listening yet: ask again on the next turn.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  stopServer(child);
  throw new Error(`${command.join(' ')} did not answer at ${url} within ${timeoutMs / 1000} s:\n${errors}`);
}

/** Stops a server `startServer` started, and everything in its process group. */
export function stopServer(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * WebKitWebDriver on `port`, under xvfb-run (WebKitGTK needs a display). Its MiniBrowsers paint
 * without accelerated compositing (WebKitGTK's WEBKIT_DISABLE_COMPOSITING_MODE): on Xvfb that mode's
 * OpenGL runs in software and was most of the web process's CPU, and what the checks read (layout,
 * scripts, focus, the accessibility tree) is the same in both modes (docs/engines.md).
 */
export const startWebKitDriver = (port: number, env: NodeJS.ProcessEnv) =>
  startServer(['xvfb-run', '-a', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'], `http://127.0.0.1:${port}/status`, { ...env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' });
