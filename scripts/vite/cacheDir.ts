// Two dev servers in one checkout (the e2e run's beside `npm run dev`, or two e2e runs) must not
// pre-bundle dependencies into the same folder: each rewrites the other's and forces reloads.
import type { Plugin } from 'vite';

/** Moves Vite's dependency cache to `GW_VITE_CACHE_DIR` when that is set. */
export function cacheDirPlugin(dir = process.env.GW_VITE_CACHE_DIR): Plugin {
  return { name: 'groundwork:cache-dir', config: () => (dir ? { cacheDir: dir } : {}) };
}
