// What a screen-reader user hears, read in the page: @guidepup/virtual-screen-reader's browser
// build, put into every document of the page before its own scripts (an init script, so the
// page's Content-Security-Policy does not apply to it, as it does not to a real screen reader).
// Its cursor follows focus and it speaks live regions, as screen readers do; `heard()` is its
// spoken log. A model, not NVDA or VoiceOver: what it hears is what the accessibility tree says.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const browserBuild = path.join(path.dirname(require.resolve('@guidepup/virtual-screen-reader/package.json')), 'lib/esm/index.browser.js');

/** The browser build as a classic script that puts the reader on `window.gwScreenReader`. */
function asScript(): string {
  const source = readFileSync(browserBuild, 'utf8');
  const exported = /export\s*\{\s*(\w+) as Virtual\s*,\s*([\w$]+) as virtual\s*\}/.exec(source);
  if (!exported) throw new Error(`${browserBuild}: no \`export { … as Virtual, … as virtual }\` (a new build layout?)`);
  return `${source.slice(0, exported.index)};window.gwScreenReader=${exported[2]};${source.slice(exported.index + exported[0].length)}`;
}

declare global {
  interface Window {
    gwScreenReader: { start(options: { container: Node }): Promise<void>; next(): Promise<void>; lastSpokenPhrase(): Promise<string>; spokenPhraseLog(): Promise<string[]>; clearSpokenPhraseLog(): Promise<void>; stop(): Promise<void> };
  }
}

/** Puts the reader into every document `page` loads from now on. */
export async function withScreenReader(page: Page): Promise<void> {
  await page.addInitScript({ content: asScript() });
}

/** Starts the reader on the current document (its body), with an empty log. */
export async function startListening(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.gwScreenReader.start({ container: document.body });
    await window.gwScreenReader.clearSpokenPhraseLog();
  });
}

/** What it has said since `startListening` (or the last `forget`), in order. */
export const heard = (page: Page): Promise<string[]> => page.evaluate(() => window.gwScreenReader.spokenPhraseLog());

/** Empties the log. */
export const forget = (page: Page): Promise<void> => page.evaluate(() => window.gwScreenReader.clearSpokenPhraseLog());

/**
 * What the reader says reading the current document from its top to its end, one item after the
 * other (what a person hears after a page has loaded); at most `limit` items.
 */
export async function readFromTop(page: Page, limit = 200): Promise<string[]> {
  return page.evaluate(async (limit) => {
    const reader = window.gwScreenReader;
    await reader.start({ container: document.body });
    for (let read = 0; read < limit && (await reader.lastSpokenPhrase()) !== 'end of document'; read++) await reader.next();
    return reader.spokenPhraseLog();
  }, limit);
}
