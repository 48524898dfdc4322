import { useEffect, useState } from 'react';
import { recovery } from './runtime';
import type { AfterFirstRender } from './useAfterFirstRender';

/**
 * Checks /build-manifest.json once at start-up, with the check from the after-first-render chunk.
 * A missing or unreadable manifest (a broken deploy) or another build's manifest (a newer deploy)
 * reloads the page once, guarded; when the manifest is still unusable after that reload, or the
 * chunk with the check never loaded, returns `'failed'` so the app shows
 * `Failed to load client build manifest` instead of a page that cannot load its code. A newer
 * build that persists after the reload leaves the page running.
 */
export function useBuildManifest(later: AfterFirstRender | 'loading' | 'failed'): 'ok' | 'failed' {
  const [state, setState] = useState<'ok' | 'failed'>('ok');
  useEffect(() => {
    const version: unknown = import.meta.env.VITE_BUILD_ID;
    // Stamped only by the app build and dev server; stories and tests have no manifest to check.
    if (typeof version !== 'string' || typeof later !== 'object') return;
    let live = true;
    void later.checkBuildManifest({ version }).then((result) => {
      if (!live || result === 'current') return;
      if (recovery.reloadTo() === 'gave-up' && result === 'failed') setState('failed');
    });
    return () => {
      live = false;
    };
  }, [later]);
  return later === 'failed' ? 'failed' : state;
}
