// Load recovery in a hostile browser: whatever fails and whatever the browser does with storage,
// a page load ends in at most two documents (one guarded reload) and a page a person can act on.
// Documents are counted from outside the page; see docs/reliability.md for the table.
import type { Page } from '@playwright/test';
import { breakStorage, type StorageCondition } from './hostile';
import { expect, test } from './record';

const homeChunk = /\/assets\/HomeScreen-[\w-]+\.js$/;
const routeFailure = (page: Page, path: string) => page.getByText(`Route did not complete loading: ${path}`);
const reloadButton = (page: Page) => page.getByRole('button', { name: 'Reload the page' });

test.describe('storage', () => {
  const conditions: [StorageCondition, number][] = [
    ['throws on access', 2],
    ['setItem throws', 2],
    ['amnesic', 2],
    // Nothing would remember the reload: the guard does not reload at all.
    ['no memory at all', 1],
  ];
  for (const [condition, expected] of conditions) {
    test(`sessionStorage ${condition}: a failed route chunk`, async ({ page, documents }) => {
      await breakStorage(page, condition);
      await page.route(homeChunk, (route) => route.abort('failed'));
      await page.goto('/?q=1#top');
      await expect(routeFailure(page, '/?q=1#top')).toBeVisible();
      await expect(reloadButton(page)).toBeVisible();
      expect(documents).toHaveLength(expected);
      expect(page.url()).toMatch(/\/\?q=1#top$/);
    });
  }
});
