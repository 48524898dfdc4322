import { useEffect } from 'react';
import { checkBuildManifest } from '../../runtime/navigation/buildManifest';
import { recovery } from '../appRuntime';

/**
 * Checks /build-manifest.json once at start-up. A missing or unreadable manifest (a broken deploy)
 * or another build's manifest (a newer deploy) reloads the page once, guarded; when the manifest
 * is still unusable after that reload, calls `onFailed` so the app shows
 * `Failed to load client build manifest` instead of a page that cannot load its code. A newer
 * build that persists after the reload leaves the page running. Part of the after-first-render
 * chunk (src/app/afterFirstRender/afterFirstRender.tsx).
 */
export function useBuildManifest(onFailed: () => void): void {
  useEffect(() => {
    const version: unknown = import.meta.env.VITE_BUILD_ID;
    // Stamped only by the app build and dev server; stories and tests have no manifest to check.
    if (typeof version !== 'string') return;
    let live = true;
    void checkBuildManifest({ version }).then((result) => {
      if (!live || result === 'current') return;
      if (recovery.reloadTo() === 'gave-up' && result === 'failed') onFailed();
    });
    return () => {
      live = false;
    };
  }, [onFailed]);
}
