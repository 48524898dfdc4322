// The error pages' locale control as a person meets it in the built Storybook's Controls panel:
// every option says what it shows (unset is "the toolbar's locale", not the word "undefined"),
// and the description says why the toolbar's own locale changes nothing (stories/errors/support/controls.ts).
import { expect, test } from '@playwright/test';
import { runPorts } from '../../scripts/ports.mjs';

const playground = () => `http://127.0.0.1:${runPorts().storybookStatic}/?path=/story/errors-notfoundpage--playground`;

test("the locale control: labelled options, unset among them, and a description that says what the toolbar's own locale does", async ({ page }) => {
  // A hang guard: the first render of the built preview waits for its modules on a busy machine.
  test.setTimeout(240_000);
  await page.goto(playground());
  await page.getByRole('tab', { name: 'Controls' }).click();
  const select = page.getByRole('combobox', { name: 'locale', exact: true });
  await expect(select).toBeVisible({ timeout: 150_000 });
  const labels = await select.locator('option').allTextContents();
  expect(labels).not.toContain('undefined');
  expect(labels).toEqual(expect.arrayContaining(["unset: the toolbar's locale", 'en', 'de', 'ar', 'xx (no catalogue: falls back to English)']));
  await expect(page.getByText('Picking the locale the toolbar already shows (en under an English toolbar) renders the same page')).toBeVisible();

  // Picking a catalogue and then unset again: the page follows, and unset gives the toolbar's back.
  const heading = page.frameLocator('#storybook-preview-iframe').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('404: This page could not be found.');
  await select.selectOption({ label: 'de' });
  await expect(heading).not.toHaveText('404: This page could not be found.');
  await select.selectOption({ label: "unset: the toolbar's locale" });
  await expect(heading).toHaveText('404: This page could not be found.');
});
