// Finds a Chromium for the browser tests, in this order: $CHROMIUM_PATH, Debian's `chromium`
// (or `chromium-browser`) on PATH, then Playwright's own download. Returns null when none exists.
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(isExecutable);

const playwrightsOwn = () => {
  try {
    const require = createRequire(import.meta.url);
    const file = require('playwright-core').chromium.executablePath();
    return file && existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
};

/** @returns {{ path: string, source: string } | null} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    return isExecutable(fromEnv) ? { path: fromEnv, source: 'CHROMIUM_PATH' } : null;
  }
  const system = onPath('chromium') ?? onPath('chromium-browser');
  if (system) return { path: system, source: 'PATH' };
  const own = playwrightsOwn();
  if (own) return { path: own, source: 'playwright' };
  return null;
}

export const missingChromiumMessage = () =>
  [
    process.env.CHROMIUM_PATH
      ? `CHROMIUM_PATH is set to "${process.env.CHROMIUM_PATH}", but no executable is there.`
      : 'No Chromium found for the browser tests (looked at $CHROMIUM_PATH, `chromium` on PATH, Playwright\'s own).',
    'Get one with:  npx playwright install chromium',
    '   or, on Debian/Ubuntu:  sudo apt-get install chromium',
  ].join('\n');

/** Flags that keep Chromium quiet on a closed network and stable in containers. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

