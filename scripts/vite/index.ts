// The app's own Vite plugins. vite.config.ts adds them only when Vite runs for the app: Vitest
// and Storybook read the same config and must not get them.
import type { PluginOption } from 'vite';
import { isAppRun } from './app-only';
import { apiPlugin } from './api';
import { pageDataPlugin } from './pageData';
import { prerenderErrorPages } from './prerender';
import { previewPlugin } from './preview';
import { sizePlugin } from './size';

/** Every app-only plugin, or none under Vitest / Storybook. */
export function appPlugins(): PluginOption[] {
  if (!isAppRun()) return [];
  return [sizePlugin(), pageDataPlugin(), previewPlugin(), apiPlugin(), prerenderErrorPages()];
}
