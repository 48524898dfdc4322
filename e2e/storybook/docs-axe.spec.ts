// Every docs page of the built Storybook (autodocs and MDX) passes axe in Chromium, with at most
// one `main` landmark: full-page stories render in frames of their own (stories/support/fullPage.ts).
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const base = () => `http://127.0.0.1:${process.env.SB_E2E_STATIC_PORT}`;

interface AxeWindow {
  axe: { run: (context: Element, options: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
}

test('every docs page passes axe and has at most one main landmark', async ({ page, request }) => {
  test.setTimeout(120_000);
  const index = (await (await request.get(`${base()}/index.json`)).json()) as { entries: Record<string, { type: string }> };
  const docs = Object.entries(index.entries)
    .filter(([, entry]) => entry.type === 'docs')
    .map(([id]) => id);
  expect(docs.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const id of docs) {
    await page.goto(`${base()}/iframe.html?id=${id}&viewMode=docs`);
    await page.locator('#storybook-docs .sbdocs-content').waitFor({ timeout: 30_000 });
    await page.addScriptTag({ path: axePath });
    const { violations, mains } = await page.evaluate(async () => {
      const root = document.querySelector('#storybook-docs')!;
      const result = await (window as unknown as AxeWindow).axe.run(root, { resultTypes: ['violations'] });
      return { violations: result.violations.map((v) => `${v.id} (${v.nodes.length})`), mains: document.querySelectorAll('main, [role="main"]').length };
    });
    found.push(...violations.map((v) => `${id}: ${v}`));
    if (mains > 1) found.push(`${id}: ${mains} main landmarks`);
  }
  expect(found).toEqual([]);
});
