import { useEffect, useState } from 'react';
import type * as Later from './afterFirstRender';
import { recovery } from '../appRuntime';

/** The after-first-render chunk (src/app/deferred/afterFirstRender.tsx), once it has loaded. */
export type DeferredChunk = typeof Later;

/**
 * Loads the after-first-render chunk once the app has rendered. A chunk that does not load
 * reloads the page once (guarded, like a route's chunk); when it still does not load after that,
 * returns `'failed'`: the app cannot check its build, and shows the manifest failure.
 */
export function useDeferredChunk(): DeferredChunk | 'loading' | 'failed' {
  const [later, setLater] = useState<DeferredChunk | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    import('./afterFirstRender').then(
      // No module: Vite's preload handler took the failure and a guarded reload is under way.
      (module: DeferredChunk | undefined) => void (live && module && setLater(module)),
      (error: unknown) => {
        console.error('The code loaded after the first render did not load:', error);
        if (live && recovery.reloadTo() !== 'reloading') setLater('failed');
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return later;
}
