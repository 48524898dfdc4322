// "Run tests" clicked in the dev server's sidebar: the Vitest child process starts, every story of
// the (narrowed) Storybook runs, and the widget reports the finished run, with the server still up
// (storybookjs/storybook#35864, patches/README.md).
import { expect, test } from '@playwright/test';

const dev = () => `http://127.0.0.1:${process.env.SB_E2E_PORT}`;

test('Run tests runs every story from the sidebar and reports the finished run', async ({ page, request }) => {
  // The first run starts Vitest in browser mode: seconds when warm, up to a minute cold under load.
  test.setTimeout(180_000);
  const index = (await (await request.get(`${dev()}/index.json`)).json()) as { entries: Record<string, { type: string }> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story').length;
  expect(stories).toBeGreaterThan(0);

  page.on('console', (message) => {
    if (message.type() === 'error' || /UniversalStore/.test(message.text())) console.log(`[manager] ${message.text().slice(0, 400)}`);
  });
  await page.goto(`${dev()}/?path=/docs/introduction--docs`);
  // As a person would: the landing page is on screen before the click.
  await expect(page.frameLocator('#storybook-preview-iframe').getByRole('heading', { name: 'Groundwork', level: 1 })).toBeVisible({ timeout: 60_000 });
  const widget = page.locator('#storybook-testing-module');
  const runTests = page.getByRole('button', { name: 'Run tests', exact: true }).first();
  await runTests.click();
  await expect(widget).toContainText(/Starting|Testing/);

  await expect(widget).toContainText(`Ran ${stories} tests`, { timeout: 170_000 });
  await expect(widget).not.toContainText(/didn.t complete|error/i);
  await expect(page.getByText(/Connection lost/i)).toHaveCount(0);
  expect((await request.get(`${dev()}/index.json`)).ok()).toBe(true);
});
