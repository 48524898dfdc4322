/** The attributes of the last-resort markup the app shell (index.html) carries, hidden. */
export const lastResortSelectors = {
  /** The hidden page itself (`<main data-last-resort hidden>`). */
  page: '[data-last-resort]',
  /** Where the address that did not load goes, as text. */
  path: '[data-last-resort-path]',
  /** The button that reloads the address. */
  reload: '[data-last-resort-reload]',
} as const;

export interface LastResortOptions {
  /**
   * The address that did not load (path, query and hash), shown as text in the route failure.
   * @example revealLastResort({ path: '/presentations/x?q=1' })
   */
  path: string;
  /**
   * The app's own root, hidden while the last resort shows.
   * @example revealLastResort({ path, appRoot: document.getElementById('root') })
   */
  appRoot?: HTMLElement | null;
  /** @default globalThis.document */
  document?: Document;
  /**
   * What Reload does (a person's click: no guard).
   * @default () => location.reload()
   */
  reload?: () => void;
}

/**
 * The load failure that needs no chunk: shows the markup the app shell ships hidden ("This page
 * could not be loaded", the route failure with `path`, Reload), at the same address. For when even
 * the error presentations cannot load. No inline script or style: it only flips `hidden` and
 * sets text, so it holds under `default-src 'self'`. Returns false when the shell has no such markup.
 * @example
 * import('./errorPresentations').catch(() => revealLastResort({ path: location.pathname }));
 */
export function revealLastResort({ path, appRoot, document = globalThis.document, reload = () => globalThis.location.reload() }: LastResortOptions): boolean {
  const page = document.querySelector<HTMLElement>(lastResortSelectors.page);
  if (!page) return false;
  const target = page.querySelector(lastResortSelectors.path);
  if (target) target.textContent = path;
  // Already shown (a second presentation failed too): one listener is enough.
  if (!page.hidden) return true;
  page.querySelector(lastResortSelectors.reload)?.addEventListener('click', () => reload());
  if (appRoot) appRoot.hidden = true;
  page.hidden = false;
  const heading = page.querySelector<HTMLElement>('h1');
  if (heading) {
    document.title = heading.dataset.title ?? heading.textContent ?? document.title;
    heading.focus();
  }
  return true;
}
