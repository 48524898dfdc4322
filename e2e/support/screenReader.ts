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
    /** What the documents before this one said since the last `forget` (listenFromLoad). */
    gwSaidBefore?: string[];
    gwScreenReader: { start(options: { container: Node }): Promise<void>; next(): Promise<void>; lastSpokenPhrase(): Promise<string>; spokenPhraseLog(): Promise<string[]>; clearSpokenPhraseLog(): Promise<void>; stop(): Promise<void> };
  }
}

/** Puts the reader into every document `page` loads from now on. */
export async function withScreenReader(page: Page): Promise<void> {
  await page.addInitScript({ content: asScript() });
}

/**
 * Puts the reader into every document `page` loads from now on, listening from the moment the body
 * is parsed: before the page's own scripts run (module scripts run after `interactive`), so a
 * load's focus moves and live-region announcements are heard as a person would hear them. What a
 * document said before it was left (a guarded reload's first document, say) is carried into the
 * next one (in sessionStorage: nothing in `pagehide` can wait for a message to the test), and
 * `heard` says it first.
 */
export async function listenFromLoad(page: Page): Promise<void> {
  await withScreenReader(page);
  await page.addInitScript((key) => {
    if (window !== window.top) return;
    const reader = window.gwScreenReader;
    window.gwSaidBefore = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.removeItem(key);
    // The reader's log itself: spokenPhraseLog() hands out its own array (until a clear or a new start
    // replaces it), which `pagehide` can read without waiting.
    let log: string[] | undefined;
    const follow = async () => {
      log = await reader.spokenPhraseLog();
      if (log !== (await reader.spokenPhraseLog())) throw new Error('listenFromLoad: the reader hands out copies of its log now; carry it another way');
    };
    for (const name of ['start', 'clearSpokenPhraseLog'] as const) {
      const original = reader[name].bind(reader) as (...args: unknown[]) => Promise<void>;
      Object.assign(reader, { [name]: async (...args: unknown[]) => (await original(...args), await follow()) });
    }
    document.addEventListener(
      'readystatechange',
      () => {
        // Synchronous up to its observers: nothing the page's scripts do after this is missed.
        void reader.start({ container: document.body }).then(() => reader.clearSpokenPhraseLog());
      },
      { once: true },
    );
    addEventListener('pagehide', () => {
      if (log) sessionStorage.setItem(key, JSON.stringify([...window.gwSaidBefore!, ...log]));
    });
  }, 'gw-said-before-unload');
}

/** Starts the reader on the current document (its body), with an empty log. */
export async function startListening(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.gwScreenReader.start({ container: document.body });
    await window.gwScreenReader.clearSpokenPhraseLog();
  });
}

/** What it has said since `startListening` (or the last `forget`), in order; with listenFromLoad, in every document since. */
export const heard = (page: Page): Promise<string[]> => page.evaluate(async () => [...(window.gwSaidBefore ?? []), ...(await window.gwScreenReader.spokenPhraseLog())]);

/** Empties the log (a page that has loaded nothing yet has no reader, and nothing to empty). */
export const forget = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    window.gwSaidBefore = [];
    await window.gwScreenReader?.clearSpokenPhraseLog();
  });

/**
 * What the reader says reading the current document from its top ("document") to its end
 * ("end of document"), one item after the other: the reader is started again for it (stopped
 * first, so its observers are not doubled) and keeps listening afterwards. Throws when `limit`
 * items go by without the end: a page that long, or a reader that no longer reaches it.
 */
export async function readToEnd(page: Page, limit = 400): Promise<string[]> {
  const read = await page.evaluate(async (limit) => {
    const reader = window.gwScreenReader;
    await reader.stop();
    await reader.start({ container: document.body });
    for (let items = 1; items < limit; items++) {
      if ((await reader.lastSpokenPhrase()) === 'end of document') return reader.spokenPhraseLog();
      await reader.next();
    }
    return undefined;
  }, limit);
  if (!read) throw new Error(`readToEnd: no "end of document" after ${limit} items at ${page.url()} (raise the limit for a longer page)`);
  return read;
}
