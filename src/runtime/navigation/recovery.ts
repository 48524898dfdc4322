import { createReloadGuard, type ReloadGuard } from './reloadGuard';
import { addressOf, sameOriginUrl } from './safeUrl';

/** The parts of `window.location` the runtime uses; injectable so stories and tests never reload. */
export type NavigationTarget = Pick<Location, 'href' | 'assign' | 'replace' | 'reload'>;

/** What a reload attempt did. */
export type ReloadOutcome = 'reloading' | 'gave-up' | 'refused';

export interface LoadRecovery {
  /**
   * One full reload to `target` (default: the current address), if the guard allows it. Returns
   * `'gave-up'` when a reload to that address already happened within the window, when nothing
   * would remember the reload, or when the browser is offline (a reload would only show the
   * browser's own offline page, and lose the app's Reload button), and
   * `'refused'` for a cross-origin, `javascript:` or `data:` target. While a reload is under way
   * every further call answers `'reloading'`, so two failures never race each other.
   */
  reloadTo(target?: string): ReloadOutcome;
  /**
   * A full document navigation (no guard: the user asked for it), refused like `reloadTo` for
   * unsafe targets. `replace` swaps the current history entry.
   */
  navigate(target: string, options?: { replace?: boolean }): boolean;
}

export interface LoadRecoveryOptions {
  /** @default createReloadGuard() */
  guard?: ReloadGuard;
  /** @default window.location */
  location?: NavigationTarget;
  /** Told about refused targets. @default console.warn */
  onRefused?: (target: unknown) => void;
  /** Whether the browser is online. @default () => navigator.onLine !== false */
  online?: () => boolean;
  /**
   * Where `beforeunload`, `pageshow`, `popstate`, `pointerdown` and `keydown` fire (the page being
   * left, restored from the back/forward cache, or still in use). @default globalThis
   */
  events?: Pick<EventTarget, 'addEventListener'>;
}

/**
 * Full-document recovery from load failures (a missing chunk, a failed preload): at most one
 * reload per address per 30 s, same origin only, keeping path, query and hash; none while offline.
 * @example
 * const recovery = createLoadRecovery();
 * if (recovery.reloadTo() === 'gave-up') showRouteFailure();
 */
export function createLoadRecovery({
  guard = createReloadGuard(),
  location = globalThis.location,
  onRefused = (target) => console.warn('Refused an unsafe address:', String(target)),
  online = () => globalThis.navigator?.onLine !== false,
  events = globalThis,
}: LoadRecoveryOptions = {}): LoadRecovery {
  let reloading = false;
  // Firefox and WebKit abort a page's requests in flight as soon as it is being left (right after
  // `beforeunload`, long before `pagehide`) and report an aborted import as a failed one: a reload
  // then cancelled the navigation and showed the page that was left. So from `beforeunload` on, a
  // granted reload waits (`leaving` holds its target): for `pagehide` forever (the page is gone),
  // or for a sign that the page stayed (a download, a cancelled navigation): a person's pointer or
  // key on it, Back or Forward within it, its return from the back/forward cache. Then it goes.
  let leaving: boolean | URL = false;
  const go = (url: URL) => (url.href === location.href ? location.reload() : location.assign(url.href));
  events.addEventListener?.('beforeunload', () => (leaving ||= true));
  const stayed = (event: Event) => {
    // A page restored from the back/forward cache is the same document, frozen and thawed: a reload
    // it asked for before it was left did not happen, so it is not reloading (else every failure
    // would wait for a reload that never comes). Its guard and memories are as they were.
    if ((event as PageTransitionEvent).persisted) reloading = false;
    // (`true.href` is undefined: only a held target goes.)
    if ((leaving as URL).href) go(leaving as URL);
    leaving = false;
  };
  ['pageshow', 'popstate', 'pointerdown', 'keydown'].forEach((type) => events.addEventListener?.(type, stayed));
  const safe = (target: unknown) => {
    const url = sameOriginUrl(target, location.href);
    if (!url) onRefused(target);
    return url;
  };
  return {
    reloadTo(target = location.href) {
      if (reloading) return 'reloading';
      const url = safe(target);
      if (!url) return 'refused';
      if (!online() || !guard.claim(addressOf(url))) return 'gave-up';
      reloading = true;
      if (leaving) leaving = url;
      else go(url);
      return 'reloading';
    },
    navigate(target, { replace = false } = {}) {
      const url = safe(target);
      if (!url) return false;
      if (replace) location.replace(url.href);
      else location.assign(url.href);
      return true;
    },
  };
}
