// Starts `vite preview` of the built app on a free loopback port and stops it again.
import { spawn } from 'node:child_process';
import { freePort } from '../scripts/free-port.mjs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');


/**
 * @param {{ cwd?: string, config?: string, outDir?: string }} [options] another app (the consumer fixture)
 *   to serve, or another build folder (the built Storybook, with its config)
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startPreview({ cwd = root, config, outDir } = {}) {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', ...(config ? ['--config', config] : []), ...(outDir ? ['--outDir', outDir] : []), '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      await fetch(origin, { method: 'HEAD' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('vite preview did not start within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
