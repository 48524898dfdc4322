import { expect, within } from 'storybook/test';

/** The page's landmark and heading, asserting there is exactly one of each. */
export async function pageParts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const main = canvas.getByRole('main');
  const heading = canvas.getByRole('heading', { level: 1 });
  await expect(canvas.getAllByRole('main')).toHaveLength(1);
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  return { canvas, main, heading };
}

/** The heading is in the middle of the viewport, and the code and message share a row. */
export async function expectCentred(main: HTMLElement, heading: HTMLElement) {
  const page = main.getBoundingClientRect();
  const box = heading.getBoundingClientRect();
  await expect(Math.abs(box.left - page.left - (page.right - box.right))).toBeLessThanOrEqual(2);
  await expect(box.top - page.top).toBeGreaterThan(0);
}

/** The code sits before the divider, the message after it, on one row (in reading direction). */
export async function expectCodeDividerMessage(heading: HTMLElement, code: string) {
  const [codePart, , message] = heading.children as unknown as HTMLElement[];
  await expect(codePart!.textContent).toBe(code);
  const style = getComputedStyle(codePart!);
  const rtl = style.direction === 'rtl';
  const dividerWidth = parseFloat(rtl ? style.borderLeftWidth : style.borderRightWidth);
  await expect(dividerWidth).toBeGreaterThan(0);
  const a = codePart!.getBoundingClientRect();
  const b = message!.getBoundingClientRect();
  await expect(rtl ? b.right <= a.left + 1 : b.left >= a.right - 1).toBe(true);
  await expect(Math.abs(a.top + a.height / 2 - (b.top + b.height / 2))).toBeLessThanOrEqual(a.height / 2);
}
