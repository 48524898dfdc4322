// Vitest's browser mode in Firefox and WebKit with what a Debian machine installs: a browser provider
// (the small interface Vitest's own Playwright and WebdriverIO providers implement) that opens
// Vitest's tester page in one window of the engine through the engines lane's drivers (./drivers.ts).
// Playwright's own Firefox and WebKit builds cannot be downloaded here, and its Firefox channel
// fails on Debian's firefox-esr (docs/engines.md). The tests then run in the page as they do in
// Chromium; nothing is mocked. Used by the `hydration-firefox` and `hydration-webkit` projects.
import type { ChildProcess } from 'node:child_process';
import { defineBrowserProvider } from '@vitest/browser';
import type { BrowserProvider } from 'vitest/node';
import { runPorts } from '../../scripts/ports.mjs';
import { openEngine, type EngineName, type EnginePage } from './drivers.ts';
import { startWebKitDriver, stopServer } from './servers.ts';

class EngineBrowserProvider implements BrowserProvider {
  readonly name: string;
  // One window: the tests of a project run one file after another in it.
  readonly supportsParallelism = false;
  private page: EnginePage | undefined;
  private driver: ChildProcess | undefined;

  constructor(private readonly engine: EngineName) {
    this.name = `engine-${engine}`;
  }

  getCommandsContext() {
    return {};
  }

  async openPage(_sessionId: string, url: string) {
    if (!this.page) {
      let driverPort: number | undefined;
      if (this.engine === 'webkit') {
        driverPort = runPorts().webkitBrowserTests;
        this.driver = await startWebKitDriver(driverPort, process.env);
      }
      // The corpus renders its server HTML in the page with React's renderToReadableStream (a stand-in
      // for the server), which needs byte streams: WebKitGTK has them, off by default ("testable").
      this.page = await openEngine(this.engine, { webkitFeatures: ['ReadableByteStreamAPI'] }, driverPort);
    }
    await this.page.goto(url);
  }

  async close() {
    await this.page?.close().catch(() => undefined);
    this.page = undefined;
    if (this.driver) stopServer(this.driver);
    this.driver = undefined;
  }
}

/**
 * A Vitest browser provider that runs the tests in `engine` (Firefox ESR or WebKitGTK's MiniBrowser).
 * @example browser: { enabled: true, provider: engineBrowser('webkit'), instances: [{ browser: 'webkit' }] }
 */
export function engineBrowser(engine: EngineName) {
  return defineBrowserProvider({
    name: `engine-${engine}`,
    supportedBrowser: [engine],
    providerFactory: () => new EngineBrowserProvider(engine),
  });
}
