/** What `refetchScripts` reads and asks with; `window` and its `fetch` fit. */
export interface RefetchScriptsHost {
  readonly location: Pick<Location, 'origin'>;
  readonly performance: Pick<Performance, 'getEntriesByType'>;
  readonly fetch: typeof globalThis.fetch;
}

export interface RefetchScriptsOptions {
  /** @default globalThis */
  host?: RefetchScriptsHost;
  /** How long the fetches may take together, in milliseconds; then the caller goes on. @default 5000 */
  timeoutMs?: number;
}

/**
 * Asks the host again, past the browser's HTTP cache (`cache: 'reload'`), for every same-origin
 * script this document has fetched, and lets the answers replace the cached copies. Hashed chunks
 * are cached `immutable` for a year: one that arrived damaged (cut short by a proxy or a dropped
 * connection, still status 200) would otherwise be the copy every later load gets, the guarded
 * reload's and a person's own Reload included. Which chunk is damaged cannot be told (a script cut
 * short fails to parse, and the error does not name it, nor the dependency it may be), so all of
 * them; it runs only after a chunk failed, before the reload it leads to. Settles after
 * `timeoutMs` at most; never throws.
 * @example await refetchScripts(); recovery.reloadTo();
 */
export async function refetchScripts({ host = globalThis as unknown as RefetchScriptsHost, timeoutMs = 5000 }: RefetchScriptsOptions = {}): Promise<void> {
  try {
    const urls = new Set(
      host.performance
        .getEntriesByType('resource')
        .map(({ name }) => new URL(name, host.location.origin))
        .filter((url) => url.origin === host.location.origin && /\.m?js$/.test(url.pathname))
        .map((url) => url.href),
    );
    const signal = AbortSignal.timeout(timeoutMs);
    // The same request a module script makes (CORS mode, same-origin credentials): the same cache entry.
    const refetched = [...urls].map((url) =>
      host.fetch(url, { cache: 'reload', credentials: 'same-origin', signal }).then(
        // The body read to its end, so the cache keeps the whole of it.
        (response) => response.arrayBuffer(),
        () => undefined,
      ),
    );
    await Promise.race([Promise.allSettled(refetched), new Promise((resolve) => signal.addEventListener('abort', resolve))]);
  } catch {
    // No performance timeline or fetch here: nothing to refresh.
  }
}
