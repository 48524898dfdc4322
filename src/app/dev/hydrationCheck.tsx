// Development only: main.tsx imports this chunk behind import.meta.env.DEV, so the build has none
// of it. Hydrates the app with React as the judge of mismatches (src/hydration-overlay): the
// overlay opens when React's development build reports one, with the values React compared.
import type { ReactNode } from 'react';
import type { HydrationOptions } from 'react-dom/client';
import { hydrateWithOverlay } from '../../hydration-overlay';

/**
 * Hydrates `app` into `container` and opens the hydration overlay on React's reports.
 * @example hydrateWithCheck(document.getElementById('root')!, app, options)
 */
export function hydrateWithCheck(container: Element, app: ReactNode, options: HydrationOptions) {
  return hydrateWithOverlay(container, app, options);
}
