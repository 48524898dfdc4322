import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The CSS itself: package.json marks only CSS (and the built tokens entry) as side effects, so
// `import '../tokens'` would be dropped from the build with the stylesheet in it.
import '../tokens/tokens.css';
import '../tokens/reset.css';
import { handlePreloadErrors } from '../runtime';
import { App } from './App';
import { recovery } from './appRuntime';

handlePreloadErrors(window, recovery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
