// Every test watches for Content-Security-Policy violations (the preview server sends
// `default-src 'self'`) and fails if the page reported any.
import { test as base, expect, type Page, type Request } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const test = base.extend<{ cspViolations: string[] }>({
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
