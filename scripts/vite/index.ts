// The app's own Vite plugins. vite.config.ts adds them only when Vite runs for the app: Vitest
// and Storybook read the same config and must not get them.
import type { PluginOption } from 'vite';
import { isAppRun } from './app-only.ts';
import { apiPlugin } from './api.ts';
import { buildManifestPlugin } from './buildManifest.ts';
import { cacheDirPlugin } from './cacheDir.ts';
import { dependencyScanPlugin } from './dependencyScan.ts';
import { devCspPlugin } from './devCsp.ts';
import { devSsrPlugin } from './devSsr.ts';
import { importMapPlugin } from './importMap.ts';
import { pageDataPlugin } from './pageData.ts';
import { precompressPlugin } from './precompress.ts';
import { prerenderPages } from './prerender.ts';
import { previewPlugin } from './preview.ts';
import { sizePlugin } from './size.ts';

/** Every app-only plugin, or none under Vitest / Storybook. */
export function appPlugins(): PluginOption[] {
  if (!isAppRun()) return [];
  // importMapPlugin before buildManifestPlugin: the build id covers the file it writes. The
  // gzipped copies last, once the prerendered pages are written.
  return [cacheDirPlugin(), dependencyScanPlugin(), sizePlugin(), importMapPlugin(), buildManifestPlugin(), pageDataPlugin(), previewPlugin(), devCspPlugin(), apiPlugin(), devSsrPlugin(), prerenderPages(), precompressPlugin()];
}
