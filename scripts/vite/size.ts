// First-load size: wouter's useSyncExternalStore shim is not needed on React 19, and every
// browser the app supports has native modulepreload.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Build settings that keep the first load of `/` small. */
export function sizePlugin(): Plugin {
  return {
    name: 'groundwork:size',
    config: () => ({
      resolve: {
        alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./use-sync-external-store-shim.ts', import.meta.url)) }],
      },
      build: { modulePreload: { polyfill: false } },
    }),
  };
}
