// The two other engines behind one small interface, each through the driver that works with what a
// Debian machine installs (docs/engines.md says why): Firefox ESR over WebDriver BiDi with
// puppeteer-core, WebKitGTK's MiniBrowser over classic WebDriver (WebKitWebDriver, ./webdriver.ts).
import { existsSync } from 'node:fs';
import puppeteer, { type Frame, type Page } from 'puppeteer-core';
import { newSession, WebDriverNoAnswerError } from './webdriver.ts';

export type EngineName = 'firefox' | 'webkit';

/** One document (a page, or a frame in it) the test can read and act on. */
export interface EngineDocument {
  /** Evaluates a JavaScript expression in the document and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the first element `selector` matches, as the driver's pointer does. */
  click(selector: string): Promise<void>;
}

/** A browser window of one engine. */
export interface EnginePage extends EngineDocument {
  readonly engine: EngineName;
  /** Navigates the window to `url` and resolves once it loaded. */
  goto(url: string): Promise<void>;
  /**
   * Navigates the same window's current page to `url` as typing an address does, and resolves
   * once the browser reports the load of the page it then shows.
   */
  navigate(url: string): Promise<void>;
  /** The document of the page's first `<iframe>`. */
  frame(): Promise<EngineDocument>;
  /** Sets the size of the page's viewport (the window's inner size), in CSS pixels. */
  resize(size: { width: number; height: number }): Promise<void>;
  close(): Promise<void>;
}

/** What a test may ask of the browser it opens. */
export interface EngineOptions {
  /**
   * `false`: Web Storage turned off by the browser's own setting (Firefox: `sessionStorage` is
   * `null`). WebKitGTK has none that reaches `sessionStorage`: MiniBrowser's
   * `--enable-html5-local-storage=false` only makes `localStorage` `null`.
   */
  storage?: boolean;
  /**
   * WebKit only: runtime features to turn on (MiniBrowser's `--features=+Name`), for what a test
   * harness needs and WebKitGTK ships off, e.g. `ReadableByteStreamAPI` for React's server renderer.
   */
  webkitFeatures?: string[];
}

export const firefoxBinary = process.env.GW_FIREFOX ?? '/usr/bin/firefox-esr';
export const miniBrowserBinary = process.env.GW_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Why an engine cannot run here, in words a person can act on; undefined when it can. */
export function missingEngine(engine: EngineName): string | undefined {
  if (engine === 'firefox' && !existsSync(firefoxBinary))
    return `No Firefox at ${firefoxBinary}: apt-get install --no-install-recommends firefox-esr (or set GW_FIREFOX).`;
  if (engine === 'webkit' && !existsSync(miniBrowserBinary))
    return `No MiniBrowser at ${miniBrowserBinary}: apt-get install --no-install-recommends webkit2gtk-driver xvfb (or set GW_MINIBROWSER).`;
  return undefined;
}

const puppeteerDocument = (target: Page | Frame): EngineDocument => ({
  evaluate: <T>(expression: string) => target.evaluate(expression) as Promise<T>,
  click: (selector) => target.click(selector),
});

/** Firefox ESR, headless, driven over WebDriver BiDi. */
async function openFirefox({ storage = true }: EngineOptions): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxBinary,
    headless: true,
    extraPrefsFirefox: storage ? {} : { 'dom.storage.enabled': false },
  });
  let page = await browser.newPage();
  const current: EngineDocument = {
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => page.click(selector),
  };
  return {
    engine: 'firefox',
    ...current,
    // Each address in a tab of its own, the last one closed, so no check depends on how the page
    // before it was left (that is `navigate`'s, and the test of issue 34: docs/engines.md).
    goto: async (url) => {
      const previous = page;
      page = await browser.newPage();
      await previous.close();
      await page.goto(url, { waitUntil: 'load' });
    },
    navigate: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    frame: async () => {
      const frame = await (await page.waitForSelector('iframe'))!.contentFrame();
      return puppeteerDocument(frame);
    },
    resize: (size) => page.setViewport(size),
    close: () => browser.close(),
  };
}

/** How long goto and navigate wait for a page's load event in WebKit: a hang guard. */
const loadTimeout = 60_000;

/**
 * How long one readyState poll of that wait may go unanswered before the next is sent. Beside the
 * busiest lanes of npm test, the first page of a fresh window failed the wait in 61–62 s with the
 * bound at 30 s and at 60 s alike, then answered a script at once: one poll left unanswered for a
 * whole command's 60 s fits both. WebKitWebDriver answers a new command while an abandoned one is
 * still pending, so the wait sends another.
 */
const pollTimeout = 5_000;

/**
 * How long the load wait lets a navigation stay unstarted (the page left still there, at the
 * address it had) before it asks for it once more: a local page starts far sooner even under load.
 */
const notStartedLimit = 20_000;

/** What the load wait records for a poll it abandoned. */
const noAnswer = 'no answer';

/** WebKitGTK's MiniBrowser, driven by WebKitWebDriver on `driverPort` (it runs under xvfb-run). */
async function openWebKit({ storage = true, webkitFeatures = [] }: EngineOptions, driverPort: number): Promise<EnginePage> {
  if (!storage) throw new Error('WebKitGTK has no setting that turns sessionStorage off');
  const session = await newSession(`http://127.0.0.1:${driverPort}`, {
    // With WebDriver's default (normal), WebKitWebDriver holds a command until the current page has
    // loaded, and eager until the navigation it tracks has reached its document: a page left while
    // a request it waits on is still in flight (what the leaving tests hold on purpose) then held
    // the next command until the test timed out. With none it holds nothing; goto and navigate wait
    // for the new page's load themselves, within a bound.
    pageLoadStrategy: 'none',
    'webkitgtk:browserOptions': {
      binary: miniBrowserBinary,
      args: ['--automation', ...(webkitFeatures.length > 0 ? [`--features=${webkitFeatures.map((name) => `+${name}`).join(',')}`] : [])],
    },
  });
  /**
   * Navigates to `url` and resolves once the page that replaced the current one has fired its load
   * event: the page left is marked first, so its own readyState is never taken for the new page's.
   */
  const load = async (url: string) => {
    const from = await session.execute<string>('document.leftByTheTest = true; return location.href;');
    await session.navigate(url);
    const deadline = Date.now() + loadTimeout;
    // Once seen in a fresh clone's npm test: a new window's navigation never started (60 s at
    // about:blank, the page left still there). Asked once more, said in the lane's log.
    let askedAgainAt: number | undefined = Date.now() + notStartedLimit;
    // What each poll saw, counted in order of first sight: the error names the side it stalled on.
    const seen = new Map<string, number>();
    const poll = async () => {
      const state = await session
        .execute<string | null>('return document.leftByTheTest ? null : document.readyState;', pollTimeout)
        // A document being replaced may refuse a script ("Callback was not called before the
        // unload event"), and a script sent to it may never be answered: a page not loaded yet.
        .then((readyState) => readyState ?? 'the page left')
        .catch((error: Error) => (error instanceof WebDriverNoAnswerError ? noAnswer : `refused (${error.message})`));
      seen.set(state, (seen.get(state) ?? 0) + 1);
      return state;
    };
    let state: string;
    while ((state = await poll()) !== 'complete') {
      if (askedAgainAt !== undefined && Date.now() > askedAgainAt) {
        askedAgainAt = undefined;
        const at = await session.execute<string>('return location.href;', pollTimeout).catch(() => undefined);
        if (state === 'the page left' && at === from) {
          console.warn(`WebKit: the navigation to ${url} had not started after ${notStartedLimit / 1000} s (still at ${from}): asked again`);
          await session.navigate(url);
        }
      }
      if (Date.now() > deadline) {
        const at = await session.execute<string>('return location.href;', pollTimeout).catch(() => 'unknown');
        const polls = [...seen].map(([state, count]) => `${state} ×${count}`).join(', ');
        throw new Error(`WebKit: ${url} did not finish loading within ${loadTimeout / 1000} s (at ${at}; polls saw: ${polls})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // How often the race happens where it cannot be provoked on purpose (CI, a busy machine): each
    // load that needed an abandoned poll says so in the lane's log.
    const abandoned = seen.get(noAnswer);
    if (abandoned) console.warn(`WebKit: ${url} loaded after ${abandoned} readyState poll${abandoned === 1 ? '' : 's'} left unanswered for ${pollTimeout / 1000} s and abandoned`);
  };
  // WebDriver acts in one browsing context at a time: a frame's document is entered for each call.
  const inContext = (enter: () => Promise<void>): EngineDocument => {
    const within = async <T>(action: () => Promise<T>) => {
      await enter();
      try {
        return await action();
      } finally {
        await session.switchToFrame(null);
      }
    };
    return {
      evaluate: <T>(expression: string) => within(() => session.execute<T>(`return (${expression});`)),
      click: (selector) => within(async () => session.click(await session.find(selector))),
    };
  };
  return {
    engine: 'webkit',
    ...inContext(async () => {}),
    // Each address in a window of its own, for the reason Firefox's goto gives.
    goto: async (url) => {
      await session.replaceWindow();
      await load(url);
    },
    navigate: load,
    frame: async () => inContext(async () => session.switchToFrame(await session.find('iframe'))),
    // WebDriver sizes the window: its frame is what the window has beyond the viewport.
    resize: async ({ width, height }) => {
      const [frameWidth, frameHeight] = await session.execute<[number, number]>('return [outerWidth - innerWidth, outerHeight - innerHeight];');
      await session.setWindowSize(width + frameWidth, height + frameHeight);
    },
    close: () => session.close(),
  };
}

/**
 * Opens a window of `engine`. `driverPort`: the port of the running WebKitWebDriver (WebKit only).
 * @example const page = await openEngine('firefox', {}); await page.goto(url);
 */
export function openEngine(engine: EngineName, options: EngineOptions, driverPort?: number): Promise<EnginePage> {
  const missing = missingEngine(engine);
  if (missing) throw new Error(missing);
  if (engine === 'firefox') return openFirefox(options);
  if (driverPort === undefined) throw new Error('WebKit needs the port of a running WebKitWebDriver');
  return openWebKit(options, driverPort);
}
