import { StrictMode } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
// The CSS itself: package.json marks only CSS (and the built tokens entry) as side effects, so
// `import '../tokens'` would be dropped from the build with the stylesheet in it.
import '../tokens/tokens.css';
import '../tokens/reset.css';
import './fallback/lastResort.css';
import { handlePreloadErrors } from '../runtime';
import { App } from './App';
import { pageData, recovery } from './appRuntime';
import type { RecoverableReport } from './dev/componentStacks';
import { embeddedDataId } from './prerender/embeddedData';

handlePreloadErrors(window, recovery);

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
// The app's error boundary logs what it catches, once (fallback/AppErrorBoundary.tsx): not React's copy as well.
const options: HydrationOptions = { onCaughtError: () => {} };
// Every page the app is served at is prerendered (the build) or server-rendered (dev): it hydrates.
if (import.meta.env.DEV) {
  // Development only (the build drops this branch and its chunk): the server's HTML before
  // React touches it, and React's own reports, for the hydration-mismatch overlay.
  const container = document.getElementById('root')!;
  const serverHtml = container.innerHTML;
  const recoverable: RecoverableReport[] = [];
  options.onRecoverableError = (error, info) => {
    recoverable.push({ error, componentStack: info.componentStack });
    console.error(error);
  };
  const hydrate = () => void hydrateRoot(container, app, options);
  import('./dev/hydrationCheck').then(
    ({ checkHydration }) => checkHydration({ serverHtml, recoverable, app: <App />, hydrate }),
    (error: unknown) => {
      console.error('The hydration check did not load:', error);
      hydrate();
    },
  );
} else {
  hydrateRoot(document.getElementById('root')!, app, options);
}
