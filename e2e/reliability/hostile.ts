// Hostile browser conditions for the load-recovery tests, installed before any page script runs
// (Playwright init scripts run again in every document, so they hold across reloads).
import type { Page } from '@playwright/test';

/** How Web Storage (and the other memories a page has) misbehave in a test. */
export type StorageCondition = 'throws on access' | 'setItem throws' | 'amnesic' | 'no memory at all';

/** Installs one storage condition in every document the page loads. */
export async function breakStorage(page: Page, condition: StorageCondition): Promise<void> {
  await page.addInitScript((condition: StorageCondition) => {
    const deny = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    if (condition === 'throws on access' || condition === 'no memory at all') {
      // What "block site data" and some embedded webviews do.
      for (const name of ['sessionStorage', 'localStorage']) Object.defineProperty(window, name, { get: deny, configurable: true });
    }
    if (condition === 'setItem throws') {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }
    if (condition === 'amnesic') {
      // Works within a document, loses everything at the next load (an in-memory shim, as some
      // webviews and privacy tools install).
      const values = new Map<string, string>();
      const storage = {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, String(value)),
        removeItem: (key: string) => void values.delete(key),
        clear: () => values.clear(),
        key: (index: number) => [...values.keys()][index] ?? null,
        get length() {
          return values.size;
        },
      };
      Object.defineProperty(window, 'sessionStorage', { get: () => storage, configurable: true });
    }
    if (condition === 'no memory at all') {
      // Nothing survives a reload: no history state, and a window name the page does not own.
      History.prototype.replaceState = deny;
      window.name = 'a-frame-the-embedder-named';
    }
  }, condition);
}
