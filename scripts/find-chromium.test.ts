// Which browser each kind of check gets: the story tests the full Chromium their baselines were
// made with, the checks of built pages the headless shell when the machine has one.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { findChromium, findE2eChromium } from './find-chromium.mjs';

let dir: string;

/** An executable (or, with `mode` 0o644, a plain file) named `name` in `folder`. */
function fakeBrowser(folder: string, name: string, mode = 0o755): string {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, mode);
  return file;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'find-chromium-'));
  vi.stubEnv('GW_CHROMIUM', undefined);
  vi.stubEnv('GW_HEADLESS_SHELL', undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('findE2eChromium', () => {
  test('takes the headless shell on PATH, while the story tests keep the full Chromium', () => {
    const full = fakeBrowser(path.join(dir, 'bin'), 'chromium');
    const shell = fakeBrowser(path.join(dir, 'bin'), 'chromium-headless-shell');
    vi.stubEnv('PATH', path.join(dir, 'bin'));
    expect(findE2eChromium()).toEqual({ path: shell, source: 'PATH (headless shell)' });
    expect(findChromium()).toEqual({ path: full, source: 'PATH' });
  });

  test('falls back to the full Chromium when there is no shell', () => {
    const full = fakeBrowser(path.join(dir, 'bin'), 'chromium');
    vi.stubEnv('PATH', path.join(dir, 'bin'));
    expect(findE2eChromium()).toEqual({ path: full, source: 'PATH' });
  });

  test('GW_HEADLESS_SHELL comes first, and a wrong one is reported as missing, not replaced', () => {
    fakeBrowser(path.join(dir, 'bin'), 'chromium-headless-shell');
    vi.stubEnv('PATH', path.join(dir, 'bin'));
    const chosen = fakeBrowser(path.join(dir, 'elsewhere'), 'shell');
    vi.stubEnv('GW_HEADLESS_SHELL', chosen);
    expect(findE2eChromium()).toEqual({ path: chosen, source: 'GW_HEADLESS_SHELL' });
    vi.stubEnv('GW_HEADLESS_SHELL', fakeBrowser(path.join(dir, 'elsewhere'), 'not-executable', 0o644));
    expect(findE2eChromium()).toBeNull();
  });

  test('GW_CHROMIUM pins every browser: the built pages are checked in it too', () => {
    fakeBrowser(path.join(dir, 'bin'), 'chromium-headless-shell');
    vi.stubEnv('PATH', path.join(dir, 'bin'));
    const pinned = fakeBrowser(path.join(dir, 'pinned'), 'chrome');
    vi.stubEnv('GW_CHROMIUM', pinned);
    expect(findE2eChromium()).toEqual({ path: pinned, source: 'GW_CHROMIUM' });
  });
});
