/** What the build manifest check found. */
export type BuildManifestCheck =
  /** The manifest arrived and names the build this page runs. */
  | 'current'
  /** The manifest names another build: a deploy happened since this document loaded. */
  | 'stale'
  /** No usable manifest: a 4xx/5xx, a network error, a timeout, or JSON without a `version`. */
  | 'failed'
  /**
   * No deploy information: the host answered with something that is not a manifest at all (HTML,
   * most often: a host's SPA rewrite serves the home page for a file it does not have). Not a
   * failure of the page, which works without the file: nothing to act on.
   */
  | 'unknown';

export interface BuildManifestOptions {
  /** The build this document runs, as the build stamped it. */
  version: string;
  /** @default '/build-manifest.json' */
  url?: string;
  /** @default 8000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/**
 * Asks the server which build it serves (`/build-manifest.json`, written by the app build) and
 * compares it with the build this document runs. Never throws.
 * @example
 * if ((await checkBuildManifest({ version: documentBuildId()! })) !== 'current') recovery.reloadTo();
 */
export async function checkBuildManifest({
  version,
  url = '/build-manifest.json',
  timeoutMs = 8000,
  fetch = globalThis.fetch,
}: BuildManifestOptions): Promise<BuildManifestCheck> {
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return 'failed';
    const text = await response.text();
    // A rewrite's HTML says nothing about deploys: no manifest, and no failure of the page either.
    if (/^\s*</.test(text) || /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '')) return 'unknown';
    const manifest: unknown = JSON.parse(text);
    const served = typeof manifest === 'object' && manifest !== null ? (manifest as { version?: unknown }).version : undefined;
    if (typeof served !== 'string' || served === '') return 'failed';
    return served === version ? 'current' : 'stale';
  } catch {
    return 'failed';
  }
}
