// The overlay as a screen-reader user meets it (issue 48), in Chromium, Firefox and WebKit, with a
// screen-reader model in the page (its cursor follows focus): the APG dialog pattern — focus on the
// dialog itself first, named by its title and described by its summary; the entries one Tab stop
// for all of them, so "Copy report" is a few Tabs away with 50 entries; and on Escape, focus back in
// the page (its main heading) when the element that had it is gone (React's client render replaced it).
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { HydrationOverlay, type HydrationMismatch } from '.';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
const made: HTMLElement[] = [];
afterEach(async () => {
  await virtual.stop();
  act(() => root?.unmount());
  for (const element of made.splice(0)) element.remove();
});

const mismatch = (index: number): HydrationMismatch => ({
  kind: 'text',
  path: `main > p:nth-of-type(${index + 1})`,
  server: `Server ${index}`,
  client: `Client ${index}`,
  componentStack: `in Price${index}\nin Shop`,
});

/** The page: its main heading, and a button that has focus until "React" replaces it. */
function page(): HTMLElement {
  const main = document.body.appendChild(document.createElement('main'));
  made.push(main);
  main.innerHTML = '<h1>Shop</h1><p><button type="button">Buy</button></p>';
  main.querySelector('button')!.focus();
  return main;
}

/** The overlay in a root of its own, as hydrateWithOverlay mounts it; closing unmounts it. */
function open(count: number) {
  const host = document.body.appendChild(document.createElement('div'));
  made.push(host);
  root = createRoot(host);
  const mismatches = Array.from({ length: count }, (_, index) => mismatch(index));
  act(() => root!.render(<HydrationOverlay mismatches={mismatches} reactReports={mismatches.map(() => ({ source: 'recoverable' as const }))} onClose={() => root!.unmount()} />));
  return host.querySelector('dialog')!;
}

/** The dialog's Tab stops in order (what is focusable by Tab and rendered). */
const tabStops = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>('*')].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !(element.matches(':disabled')));

it('opens on the dialog itself, named and described; Escape returns focus to the main heading when what had it is gone', async () => {
  const main = page();
  await virtual.start({ container: document.body });
  const focused: Element[] = [];
  document.addEventListener('focusin', (event) => void focused.push(event.target as Element), { capture: true });
  // React's client render replaces the focused button before the overlay opens.
  main.querySelector('p')!.replaceChildren(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Buy' }));
  await virtual.clearSpokenPhraseLog();

  const dialog = open(1);
  expect(focused[0]).toBe(dialog);
  expect(document.activeElement).toBe(dialog);
  await expect.poll(async () => (await virtual.spokenPhraseLog()).find((phrase) => phrase.startsWith('dialog'))).toMatch(/^dialog, Hydration Mismatch Occurred, React reported 1 hydration error/);

  await virtual.clearSpokenPhraseLog();
  act(() => void dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));
  // The dialog's close event comes a task later; its owner unmounts it then.
  await expect.poll(() => document.activeElement).toBe(main.querySelector('h1'));
  await expect.poll(async () => (await virtual.spokenPhraseLog()).filter((phrase) => phrase.startsWith('heading'))).toEqual(['heading, Shop, level 1']);
});

it('50 entries are one Tab stop: "Copy report" a few Tabs from the dialog, the arrow keys move between entries', () => {
  page();
  const dialog = open(50);
  const stops = tabStops(dialog);
  const copy = stops.findIndex((element) => element.textContent === 'Copy report');
  expect(copy).toBeGreaterThan(0);
  expect(copy).toBeLessThanOrEqual(4);
  const entries = [...dialog.querySelectorAll<HTMLElement>('li')];
  expect(entries).toHaveLength(50);
  act(() => entries[0]!.focus());
  act(() => void entries[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
  expect(document.activeElement).toBe(entries[1]);
  act(() => void entries[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true })));
  expect(document.activeElement).toBe(entries[49]);
  // The entry that has focus is the list's Tab stop, its component stack with it.
  expect(tabStops(dialog).filter((element) => element.closest('li'))).toEqual([entries[49], entries[49]!.querySelector('summary')]);
});
