import type { APIResponse, Route } from '@playwright/test';

/**
 * `route.fetch()` for a test that rewrites a real response, asking once more when the connection it
 * reused was closed under it (`ECONNRESET`, "socket hang up"): a keep-alive connection the host
 * closed as the request went out, which happens on a loaded machine. Browsers retry an idempotent
 * request on such a connection themselves (RFC 9112, 9.3.1); Playwright's fetch does not.
 * @example const response = await fetchThrough(route);
 */
export async function fetchThrough(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    const idempotent = ['GET', 'HEAD'].includes(route.request().method());
    if (!idempotent || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return route.fetch();
  }
}
