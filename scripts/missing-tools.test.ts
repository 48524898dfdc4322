import { describe, expect, it } from 'vitest';
import { missingTools, missingToolsMessage } from './missing-tools.mjs';

/** A machine with exactly these files and commands. */
const machine = (files: string[], commands: string[], chromium = true) => ({
  exists: (file: string) => files.includes(file),
  onPath: (command: string) => commands.includes(command),
  chromium: () => chromium,
  env: {},
});
const everything = machine(['/usr/bin/firefox-esr', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/sbin/nginx'], ['WebKitWebDriver', 'xvfb-run', 'java']);

describe('missingTools', () => {
  it('finds nothing missing on a machine with every tool', () => {
    expect(missingTools(['chromium', 'firefox', 'webkit', 'nginx', 'java'], everything)).toEqual([]);
  });

  it('names every missing tool at once on a bare machine, each with its install command', () => {
    const missing = missingTools(['chromium', 'firefox', 'webkit', 'nginx', 'java'], machine([], [], false));
    expect(missing.map((m) => m.tool)).toEqual(['chromium', 'firefox', 'webkit', 'nginx', 'java']);
    expect(missing.find((m) => m.tool === 'webkit')?.what).toBe('WebKitWebDriver, MiniBrowser ($GW_MINIBROWSER), xvfb-run');
    for (const m of missing) expect(m.install).toMatch(/^sudo apt-get install --no-install-recommends /);
    const message = missingToolsMessage(missing);
    expect(message).toContain('sudo apt-get update && sudo apt-get install --no-install-recommends chromium chromium-headless-shell firefox-esr webkit2gtk-driver xvfb nginx default-jre-headless');
  });

  it('asks only for what it is given: a lane that needs Chromium alone is not stopped by a missing Firefox', () => {
    expect(missingTools(['chromium'], machine([], []))).toEqual([]);
    expect(missingTools(['webkit'], machine([], ['WebKitWebDriver', 'xvfb-run'])).map((m) => m.what)).toEqual(['MiniBrowser ($GW_MINIBROWSER)']);
  });
});
