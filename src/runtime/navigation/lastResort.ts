'use client';

const page = '[data-last-resort]';
const path = '[data-last-resort-path]';

/** The attributes of the last-resort markup the app shell (index.html) carries, hidden. */
export const lastResortSelectors = {
  /** The hidden page itself (`<main data-last-resort hidden>`), with its `h1` and Reload `button`. */
  page,
  /** Where the address that did not load goes, as text. */
  path,
} as const;


/**
 * The load failure that needs no chunk: shows the markup the app shell ships hidden ("This page
 * could not be loaded", the route failure with `path`, Reload), at the same address, and moves
 * focus and the document title to its heading. For when even the error presentations cannot load.
 * No inline script or style: it flips `hidden`, sets text and a click handler, so it holds under
 * `default-src 'self'`; the shell's CSS hides the app beside it. Returns false when the shell has
 * no such markup.
 * @example
 * import('./errorPresentations').catch(() => revealLastResort('/presentations/x?q=1'));
 * @param address The address that did not load (path, query and hash), shown as text.
 * @param reload What Reload does (a person's click: no guard).
 */
export function revealLastResort(address: string, reload = () => location.reload()): boolean {
  const shown = document.querySelector<HTMLElement>(page);
  const heading = shown?.querySelector('h1');
  if (!shown || !heading) return false;
  shown.querySelector(path)!.textContent = address;
  // A property, not a listener: revealed twice, one click still reloads once.
  shown.querySelector('button')!.onclick = () => reload();
  shown.hidden = false;
  document.title = heading.dataset.title ?? document.title;
  heading.focus();
  return true;
}
