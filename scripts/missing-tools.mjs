// What `npm test` (or one lane of it) needs on the machine besides Node: checked up front, so a
// newcomer learns every missing tool at once, each with the command that installs it, instead of
// one at a time when its step is reached. Debian/Ubuntu package names; `--no-install-recommends`
// because recommends pull fonts-noto-mono and fonts-droid-fallback, which change `monospace` and
// stop the visual comparison (docs/engines.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, missingChromiumMessage } from './find-chromium.mjs';

/** @typedef {'chromium' | 'firefox' | 'webkit' | 'nginx' | 'java'} Tool */

const install = (packages) => `sudo apt-get install --no-install-recommends ${packages}`;

/** What each tool is for, how it is found, and how to install it. */
const tools = {
  chromium: { forWhat: 'every browser check (the story baselines are its pixels)', packages: 'chromium chromium-headless-shell' },
  firefox: { forWhat: 'the engines lane (Firefox ESR)', packages: 'firefox-esr' },
  webkit: { forWhat: 'the engines lane (WebKitGTK: WebKitWebDriver, MiniBrowser and a virtual display)', packages: 'webkit2gtk-driver xvfb' },
  nginx: { forWhat: 'the host comparison of the reliability e2e (deploy/nginx/)', packages: 'nginx' },
  java: { forWhat: 'the HTML checker (vnu-jar needs Java 11 or later)', packages: 'default-jre-headless' },
};

/** The machine as the checks see it; a test passes its own. */
export const realMachine = {
  exists: (file) => existsSync(file),
  onPath: (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0,
  chromium: () => findChromium() !== undefined,
  env: process.env,
};

/**
 * @param {Iterable<Tool>} needed
 * @param {typeof realMachine} [machine]
 * @returns {{ tool: Tool, what: string, forWhat: string, install: string }[]} the missing ones, in the order asked
 */
export function missingTools(needed, machine = realMachine) {
  const found = {
    chromium: () => machine.chromium() || 'Chromium',
    firefox: () => machine.exists(machine.env.GW_FIREFOX ?? '/usr/bin/firefox-esr') || 'Firefox ESR (/usr/bin/firefox-esr or $GW_FIREFOX)',
    webkit: () => {
      const lacking = [
        machine.onPath('WebKitWebDriver') ? undefined : 'WebKitWebDriver',
        machine.exists(machine.env.GW_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser') ? undefined : 'MiniBrowser ($GW_MINIBROWSER)',
        machine.onPath('xvfb-run') ? undefined : 'xvfb-run',
      ].filter(Boolean);
      return lacking.length === 0 || lacking.join(', ');
    },
    nginx: () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => machine.exists(file)) || 'nginx',
    java: () => machine.onPath('java') || 'java',
  };
  return [...new Set(needed)].flatMap((tool) => {
    const result = found[tool]();
    return result === true ? [] : [{ tool, what: result, forWhat: tools[tool].forWhat, install: install(tools[tool].packages) }];
  });
}

/** The message for the missing tools: each, what needs it, and one command that installs them all. */
export function missingToolsMessage(missing) {
  const lines = missing.map((m) => `  - ${m.what}: for ${m.forWhat}\n      ${m.install}`);
  const all = install(missing.flatMap((m) => tools[m.tool].packages.split(' ')).join(' '));
  const chromium = missing.some((m) => m.tool === 'chromium') ? `\n\n${missingChromiumMessage()}` : '';
  return `npm test needs tools this machine lacks:\n${lines.join('\n')}\n\nAll at once (Debian/Ubuntu; without recommends, which would change the fonts of the baselines):\n  sudo apt-get update && ${all}${chromium}`;
}
