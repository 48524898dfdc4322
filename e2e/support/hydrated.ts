import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has hydrated `element` (it carries its fiber): a click before that is the
 * prerendered HTML's plain link, a document load instead of a client navigation. On a loaded
 * machine a test can see the server HTML's text well before hydration reaches it.
 * @example await (await hydrated(page.getByRole('link', { name: '400 Bad Request' }))).click();
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  return element;
}
