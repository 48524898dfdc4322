import { useEffect, useRef } from 'react';
import { checkBuildManifest } from '../../runtime/navigation/buildManifest';
import { documentBuildId } from '../../runtime/navigation/buildId';
import { recovery } from '../appRuntime';

/**
 * Deployment skew, handled as Next.js does it: the build this document runs (its `<meta
 * name="gw-build">`) is compared with the build the host serves (/build-manifest.json) at start-up,
 * at every client navigation (Back and Forward included) and when the tab is shown again; a
 * navigation that finds another build becomes a document load of its target, so the tab lands on
 * the new build, at the address the person asked for, with one document.
 *
 * - Start-up: a missing or unreadable manifest, or another build's, reloads once (guarded), unless
 *   the person has edited something meanwhile; a manifest still unusable after that calls
 *   `onFailed` (`Failed to load client build manifest`). A manifest that is not one (HTML from a
 *   host's SPA rewrite) is no deploy information: nothing happens.
 * - A client navigation: another build → one guarded reload of the target, unless the person has
 *   already edited something on it (an `input` event since the navigation began): then nothing is
 *   reloaded under their hands, and the next navigation is the document load instead.
 * - Once another build is known (a check when the tab is shown again, or one that was not acted
 *   on), a click on a same-origin link is left to the browser (a document navigation: each one is a
 *   person's click, so it cannot loop), and Back or Forward reloads its target (guarded).
 * - Never a reload while a person stays on a page: only at a navigation they made. A page that
 *   holds unsaved input should also register `beforeunload`: the browser then asks before any
 *   document navigation, these included.
 * - The reload guard's promise holds: at most one automatic reload per address per 30 s, so a host
 *   that keeps serving two builds at once (a rollout) costs one reload, never a loop.
 *
 * Part of the after-first-render chunk.
 */
export function useDeployCheck(navigationKey: string, initialKey: string, onFailed: () => void): void {
  const version = documentBuildId();
  const state = useRef({ stale: false, navigation: 0, edited: false });

  // Start-up, the tab shown again, and what a known deploy changes about clicks.
  useEffect(() => {
    // Stamped only in the app's pages; stories and tests have no build to compare.
    if (version === undefined) return;
    const known = state.current;
    let live = true;
    void checkBuildManifest({ version }).then((result) => {
      // No deploy information (a rewrite's HTML for the manifest): nothing to act on.
      if (!live || result === 'current' || result === 'unknown') return;
      known.stale ||= result === 'stale';
      // Not under a person's hands either: after an edit, their next navigation is the reload.
      if (known.edited) return;
      if (recovery.reloadTo() === 'gave-up' && result === 'failed') onFailed();
    });
    const onShown = () => {
      if (document.visibilityState !== 'visible' || known.stale) return;
      void checkBuildManifest({ version }).then((result) => void (known.stale ||= live && result === 'stale'));
    };
    const onEdit = () => void (known.edited = true);
    const onClick = (event: MouseEvent) => {
      if (!known.stale || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download') || link.origin !== location.origin) return;
      // The router never sees the click: the browser follows the link, a document load of the new build.
      event.stopPropagation();
    };
    document.addEventListener('visibilitychange', onShown);
    document.addEventListener('input', onEdit, true);
    document.addEventListener('click', onClick, true);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onShown);
      document.removeEventListener('input', onEdit, true);
      document.removeEventListener('click', onClick, true);
    };
  }, [version, onFailed]);

  // Each client navigation after the first render.
  const navigated = useRef(false);
  useEffect(() => {
    if (version === undefined || (!navigated.current && navigationKey === initialKey)) return;
    navigated.current = true;
    const known = state.current;
    const navigation = ++known.navigation;
    known.edited = false;
    if (known.stale) {
      recovery.reloadTo();
      return;
    }
    void checkBuildManifest({ version }).then((result) => {
      if (result !== 'stale') return;
      known.stale = true;
      // Only the navigation that asked, and only while nothing was edited on its page.
      if (navigation === known.navigation && !known.edited) recovery.reloadTo();
    });
  }, [version, navigationKey, initialKey]);
}
