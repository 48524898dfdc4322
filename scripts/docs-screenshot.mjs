// `npm run docs:screenshot`: the README's picture of Storybook (docs/storybook.png), made again
// from what `npm start` shows: the dev server with every story, the manager at the Introduction,
// the sidebar with its groups and the test widget at its foot, at 1280×900.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium, missingChromiumMessage } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs', 'storybook.png');
const browserPath = findChromium()?.path;
if (!browserPath) {
  console.error(missingChromiumMessage());
  process.exit(1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// Its own process group, so the server and everything it starts stop together.
const server = spawn(
  process.execPath,
  [path.join(root, 'node_modules', 'storybook', 'dist', 'bin', 'dispatcher.js'), 'dev', '--ci', '--no-open', '--host', '127.0.0.1', '-p', String(port), '--exact-port'],
  { cwd: root, stdio: 'ignore', detached: true, env: { ...process.env, GW_STORIES: '', GW_VISUAL: 'off' } },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('SIGINT', () => (stop(), process.exit(130)));

try {
  const ready = Date.now() + 300_000;
  while (!(await fetch(`${base}/index.json`).then((response) => response.ok, () => false))) {
    if (server.exitCode !== null) throw new Error(`storybook dev exited with ${server.exitCode} before it served ${base}`);
    if (Date.now() > ready) throw new Error(`storybook dev did not serve ${base} within 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    await page.goto(`${base}/?path=/docs/introduction--docs`);
    // The Introduction's heading in the preview, and the widget's "Run tests" in the sidebar.
    await page.frameLocator('#storybook-preview-iframe').getByRole('heading', { level: 1, name: 'Groundwork' }).waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: /Run (component )?tests/i }).first().waitFor({ timeout: 120_000 });
    await page.screenshot({ path: out });
    console.log(`wrote ${path.relative(root, out)}`);
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
