// The screens' code, one lazy chunk each, by the name the route table gives them
// (`screen: 'Home'` → screens/Home/HomeScreen.tsx).
import type { ComponentType } from 'react';
import type { ScreenProps } from './routeTable';

/** A screen module: its default export renders the page. */
export interface ScreenModule {
  default: ComponentType<ScreenProps>;
  /**
   * Throws on page data the screen cannot render: a background refresh that brings such data keeps
   * the page the reader has (stale while error).
   * @example export const validate = parseHomeContent;
   */
  validate?: (data: unknown) => unknown;
}

const modules = import.meta.glob<ScreenModule>('../screens/*/*Screen.tsx');

/**
 * The loader of a screen's chunk. In development (and tests) fails clearly for a name the table has
 * and the folder has not; a build has already refused such a table (the prerender finds no chunk
 * for it), so production carries no check.
 * @example const { default: HomeScreen } = await loadScreen('Home')();
 */
export function loadScreen(screen: string): () => Promise<ScreenModule> {
  const load = modules[`../screens/${screen}/${screen}Screen.tsx`];
  if (import.meta.env.DEV && !load) throw new Error(`Route table: no screen "${screen}" (expected src/app/screens/${screen}/${screen}Screen.tsx)`);
  return load!;
}
