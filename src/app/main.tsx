import { StrictMode } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
// The CSS itself: package.json marks only CSS (and the built tokens entry) as side effects, so
// `import '../tokens'` would be dropped from the build with the stylesheet in it.
import '../tokens/tokens.css';
import '../tokens/reset.css';
import './fallback/lastResort.css';
import { continueWithoutStylesheets } from '../runtime';
import { App } from './App';
import { pageData } from './appRuntime';
import { embeddedDataId } from './prerender/embeddedData';

// Every import of the app's own waits in loadChunk (lazyRoute, the error pages, the after-first-render
// chunk), which reloads once, guarded: a script chunk's failure is left to it. So a prefetch of a
// visible link's route (usePrefetchVisibleRoutes.ts), which nobody waits for, fails silently
// instead of reloading the page a person is reading; the navigation to that route recovers it.
continueWithoutStylesheets(window);

// A prerendered page carries its data (by URL): hydration uses it instead of fetching it. A block
// that is missing or does not parse leaves the loader empty: the page then GETs its data.
try {
  pageData.seed(JSON.parse(document.getElementById(embeddedDataId)!.textContent!) as Record<string, unknown>);
} catch {
  // Nothing to seed.
}

// StrictMode does nothing in production: leaving its element out there keeps it out of the first load.
const app = import.meta.env.DEV ? (
  <StrictMode>
    <App />
  </StrictMode>
) : (
  <App />
);
// The app's error boundary logs what it catches, once (fallback/AppErrorBoundary.tsx): in production
// not React's copy as well. In development React's default stands, so an error caught by any
// boundary prints with its component stack.
const options: HydrationOptions = import.meta.env.DEV ? {} : { onCaughtError: () => {} };
// Every page the app is served at is prerendered (the build) or server-rendered (dev): it hydrates.
if (import.meta.env.DEV) {
  // Development only (the build drops this branch and its chunk): hydration with the overlay,
  // which opens when React reports a mismatch (src/app/dev/hydrationCheck.tsx).
  const container = document.getElementById('root')!;
  import('./dev/hydrationCheck').then(
    ({ hydrateWithCheck }) => hydrateWithCheck(container, app, options),
    (error: unknown) => {
      console.error('The hydration check did not load:', error);
      hydrateRoot(container, app, options);
    },
  );
} else {
  hydrateRoot(document.getElementById('root')!, app, options);
}
