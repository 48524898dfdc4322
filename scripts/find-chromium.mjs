// Finds a Chromium for the browser tests, in this order: $GW_CHROMIUM, Debian's `chromium`
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
  const fromEnv = process.env.GW_CHROMIUM;
  if (fromEnv) {
    return isExecutable(fromEnv) ? { path: fromEnv, source: 'GW_CHROMIUM' } : null;
  }
  const system = onPath('chromium') ?? onPath('chromium-browser');
  if (system) return { path: system, source: 'PATH' };
  const own = playwrightsOwn();
  if (own) return { path: own, source: 'playwright' };
  return null;
}

/**
 * The browser for the checks of built pages (the e2e projects, the consumer and Next.js checks):
 * Chromium's headless shell where there is one ($GW_HEADLESS_SHELL, else Debian's
 * `chromium-headless-shell` on PATH), else findChromium()'s. The shell is the same Blink without
 * the desktop browser around it (no windows, no omnibox or profile services), the build Playwright
 * itself runs headless tests in; it costs less CPU per browser context (app e2e 59–62 → 48–49 s CPU
 * on this 2-core machine). The story tests keep findChromium()'s: their baselines are its pixels.
 * $GW_CHROMIUM, when set, is used here too, so one variable still pins every browser.
 * @returns {{ path: string, source: string } | null}
 */
export function findE2eChromium() {
  const shellFromEnv = process.env.GW_HEADLESS_SHELL;
  if (shellFromEnv) {
    return isExecutable(shellFromEnv) ? { path: shellFromEnv, source: 'GW_HEADLESS_SHELL' } : null;
  }
  if (process.env.GW_CHROMIUM) return findChromium();
  const shell = onPath('chromium-headless-shell');
  if (shell) return { path: shell, source: 'PATH (headless shell)' };
  return findChromium();
}

export const missingChromiumMessage = () =>
  [
    process.env.GW_CHROMIUM
      ? `GW_CHROMIUM is set to "${process.env.GW_CHROMIUM}", but no executable is there.`
      : 'No Chromium found for the browser tests (looked at $GW_CHROMIUM, `chromium` on PATH, Playwright\'s own).',
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
  // Re-raster whole tiles: by default Chromium re-rasters only the invalidated part of a tile, and an
  // antialiased edge crossing that part's border comes out one colour level off (a few pixels of a
  // rounded corner), so a shot depended on which frames the paints before it landed in. Seen as
  // layout-bleed--side-overrides-axis failing one round of "Run tests" under load (issue 29). The
  // visual loop's self-test paints over a card's corners and fails without this flag.
  '--disable-partial-raster',
];

