import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The CSS itself: package.json marks only CSS (and the built tokens entry) as side effects, so
// `import '../tokens'` would be dropped from the build with the stylesheet in it.
import '../tokens/tokens.css';
import '../tokens/reset.css';
import './fallback/lastResort.css';
import { handlePreloadErrors } from '../runtime';
import { App } from './App';
import { recovery } from './appRuntime';

handlePreloadErrors(window, recovery);

// The app's error boundary logs what it catches, once (errorPages.tsx): not React's copy as well.
createRoot(document.getElementById('root')!, { onCaughtError: () => {} }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
