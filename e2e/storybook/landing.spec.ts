// The built Storybook's landing page, as a person first sees it (one page load for both checks).
import { runPorts } from '../../scripts/ports.mjs';
import { expect, test } from '@playwright/test';

const landing = () => `http://127.0.0.1:${runPorts().storybookStatic}/?path=/docs/introduction--docs`;

test("the landing page: the Introduction's toolbar table is a table, the brand is Groundwork, no onboarding checklist", async ({ page }) => {
  // Hang guards, not expectations of speed: beside a fresh clone's other lanes (and a developer's
  // own runs) the first docs render of the built Storybook took longer than 30 s.
  test.setTimeout(240_000);
  await page.goto(landing());
  const docs = page.frameLocator('#storybook-preview-iframe');
  const table = docs.getByRole('table');
  // The first docs render waits for the preview's modules: slow on a loaded machine.
  await expect(table, 'the toolbar table renders as a <table> (remark-gfm), not as pipes').toBeVisible({ timeout: 150_000 });
  await expect(table.getByRole('columnheader')).toHaveText(['Toolbar', 'Sets on the story root', 'Values']);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(docs.getByText('| Toolbar', { exact: false })).toHaveCount(0);

  const brand = page.getByRole('link', { name: 'Groundwork' });
  await expect(brand, "the manager's brand link").toBeVisible();
  await expect(brand.getByRole('img', { name: 'Groundwork' })).toBeVisible();
  // The sidebar is drawn once the index is in; only then is the checklist's absence meaningful.
  await expect(page.getByRole('button', { name: 'Introduction' }).or(page.getByRole('link', { name: 'Introduction' })).first()).toBeVisible();
  await expect(page.getByText(/Get started|Onboarding guide/), "Storybook's onboarding checklist").toHaveCount(0);
});
