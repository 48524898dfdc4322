// Every test watches for Content-Security-Policy violations (the preview server sends
// `default-src 'self'`) and fails if the page reported any; and runs in a browser launched with the
// e2e flags (e2e/support/launch.ts), checked once per worker.
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { e2eDisableFeatures } from './launch';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const test = base.extend<{ cspViolations: string[] }, { launchedWithE2eFlags: void }>({
  launchedWithE2eFlags: [
    async ({ browser }, use) => {
      const cdp = await browser.newBrowserCDPSession();
      const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
      await cdp.detach();
      const pid = processInfo.find((process) => process.type === 'browser')?.id;
      let args: string[] | undefined;
      try {
        args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      } catch {
        // No /proc (not Linux): nothing to read the command line from.
      }
      if (args) {
        expect(
          args.filter((arg) => arg.startsWith('--disable-features=')),
          "Chromium's --disable-features: one, ours. Two means Playwright's own list changed: copy it into playwrightDisabledFeatures (e2e/support/launch.ts)",
        ).toEqual([e2eDisableFeatures]);
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      if (!page.isClosed()) {
        const inPage = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
        violations.push(...inPage);
      }
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Requests for one URL path, in order, as "METHOD path". */
export function recordRequests(page: Page, pathname: string) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === pathname) seen.push(request.method());
  });
  return seen;
}

/** Top-level document requests (navigations and reloads), as paths. */
export function recordDocuments(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}
