import { dataStatusOutcome } from './status';
import { loadingState, type PageDataState } from './state';

export interface PageDataLoaderOptions {
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** How long a GET (headers and body) may take before it counts as a timeout, in milliseconds. @default 8000 */
  timeoutMs?: number;
  /** Told once per URL when a background HEAD fails; the page keeps its data. @default console.warn */
  onRevalidateError?: (url: string, error: unknown) => void;
}

/** Per-URL page data: GET once, cache, revalidate with HEAD on each visit. */
export interface PageDataLoader {
  /** The current state of `url` (a stable object until it changes). */
  snapshot(url: string): PageDataState;
  /** Calls `listener` whenever the state of `url` changes. Returns the unsubscribe function. */
  subscribe(url: string, listener: () => void): () => void;
  /**
   * A page for `url` is shown: GET it when nothing good is cached, otherwise check it with HEAD in
   * the background and GET again only when its ETag / Last-Modified changed. The promise settles
   * when that work is done (it never rejects); a visit while one is under way joins it.
   */
  visit(url: string): Promise<void>;
  /**
   * A page for `url` is about to be shown (its route's code is still loading): GET it now when
   * nothing is cached or in flight, so code and data load side by side. The visit that follows
   * shows the result without revalidating it; later visits revalidate as usual.
   */
  prefetch(url: string): void;
  /**
   * Data that came with the page's HTML (a prerendered page), by URL: shown at once, not checked on the
   * visit that hydrates it. Its first revalidation adopts the HEAD's validators instead of GETting
   * again (the HTML and the data file come from one build); so does any entry whose GET carried no
   * ETag and no Last-Modified. Call it before anything renders `url`: it tells no listener.
   */
  seed(pages: Record<string, unknown>): void;
  /** Forgets `url` (or everything) so the next visit GETs it again. */
  invalidate(url?: string): void;
}

interface Entry {
  state: PageDataState;
  etag: string | null;
  lastModified: string | null;
  inFlight: Promise<void> | null;
  /** Fetched by prefetch and not yet shown: the next visit need not check it again. */
  prefetched: boolean;
}

class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

const jsonHeaders = { Accept: 'application/json' };

/**
 * Creates the page-data loader: same-origin credentials, a JSON accept header, a timeout through
 * an AbortSignal, a per-URL cache and silent HEAD revalidation.
 * @example
 * const loader = createPageDataLoader({ timeoutMs: 5000 });
 * loader.visit('/data/index.json');
 */
export function createPageDataLoader({
  fetch = (...args) => globalThis.fetch(...args),
  timeoutMs = 8000,
  onRevalidateError = (url, error) => console.warn(`Could not revalidate ${url}; keeping the page as it is.`, error),
}: PageDataLoaderOptions = {}): PageDataLoader {
  const entries = new Map<string, Entry>();
  const listeners = new Map<string, Set<() => void>>();
  const warned = new Set<string>();

  const entryOf = (url: string) => {
    let entry = entries.get(url);
    if (!entry) {
      entry = { state: loadingState, etag: null, lastModified: null, inFlight: null, prefetched: false };
      entries.set(url, entry);
    }
    return entry;
  };

  const publish = (url: string, entry: Entry, state: PageDataState) => {
    entry.state = state;
    listeners.get(url)?.forEach((listener) => listener());
  };

  /**
   * fetch, then `read` the response, both within one timeout: a server that sends its headers and
   * then stalls the body times out too. The timer is a plain setTimeout so test clocks can drive it.
   */
  const timedFetch = async <T>(url: string, init: RequestInit, read: (response: Response) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimeoutError(`No answer from ${url} within ${timeoutMs} ms`)), timeoutMs);
    try {
      return await read(await fetch(url, { ...init, credentials: 'same-origin', signal: controller.signal }));
    } catch (error) {
      throw controller.signal.aborted ? controller.signal.reason : error;
    } finally {
      clearTimeout(timer);
    }
  };

  /** One GET, turned into the state a page shows plus the validators to revalidate it with. */
  const fetchState = async (url: string): Promise<Pick<Entry, 'state' | 'etag' | 'lastModified'>> => {
    const reasonOf = (error: unknown) => (error instanceof TimeoutError ? 'timeout' : error instanceof SyntaxError ? 'invalid-json' : 'network');
    try {
      return await timedFetch(url, { method: 'GET', headers: jsonHeaders, cache: 'no-cache' }, async (response) => {
        const outcome = dataStatusOutcome(response.status);
        if (outcome.kind === 'not-found') return { state: { state: 'not-found' }, etag: null, lastModified: null };
        if (outcome.kind === 'status') return { state: { state: 'status', status: outcome.status }, etag: null, lastModified: null };
        const data: unknown = JSON.parse(await response.text());
        return { state: { state: 'ready', data }, etag: response.headers.get('ETag'), lastModified: response.headers.get('Last-Modified') };
      });
    } catch (error) {
      return { state: { state: 'failed', reason: reasonOf(error) }, etag: null, lastModified: null };
    }
  };

  /** GET and show the result; with `keepGoodPage`, only a good result replaces what is shown. */
  const get = async (url: string, entry: Entry, keepGoodPage = false) => {
    const next = await fetchState(url);
    if (entries.get(url) !== entry) return;
    if (keepGoodPage && next.state.state !== 'ready') return;
    entry.etag = next.etag;
    entry.lastModified = next.lastModified;
    publish(url, entry, next.state);
  };

  const changed = (entry: Entry, response: Response) => {
    const etag = response.headers.get('ETag');
    const lastModified = response.headers.get('Last-Modified');
    if (!entry.etag && !entry.lastModified) {
      // No validators yet: seeded data (from the page's HTML, the same build as the file), so the
      // file's validators are these.
      entry.etag = etag;
      entry.lastModified = lastModified;
      return false;
    }
    if (etag !== null && entry.etag !== null) return etag !== entry.etag;
    if (lastModified !== null && entry.lastModified !== null) return lastModified !== entry.lastModified;
    return etag !== entry.etag || lastModified !== entry.lastModified;
  };
  const revalidate = async (url: string, entry: Entry) => {
    let refresh = false;
    try {
      refresh = await timedFetch(url, { method: 'HEAD', headers: jsonHeaders, cache: 'no-store' }, async (response) => {
        if (!response.ok) throw new Error(`HEAD ${url} answered ${response.status}`);
        return changed(entry, response);
      });
    } catch (error) {
      if (!warned.has(url)) {
        warned.add(url);
        onRevalidateError(url, error);
      }
    }
    if (refresh && entries.get(url) === entry) await get(url, entry, true);
  };

  return {
    snapshot: (url) => entries.get(url)?.state ?? loadingState,
    subscribe(url, listener) {
      let set = listeners.get(url);
      if (!set) listeners.set(url, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    visit(url) {
      const entry = entryOf(url);
      const prefetched = entry.prefetched;
      entry.prefetched = false;
      if (entry.inFlight) return entry.inFlight;
      // Whatever the prefetch got (data or a failure) is what this visit shows, unchecked.
      if (prefetched) return Promise.resolve();
      const work = entry.state.state === 'ready' ? revalidate(url, entry) : get(url, entry);
      entry.inFlight = work.finally(() => {
        entry.inFlight = null;
      });
      return entry.inFlight;
    },
    prefetch(url) {
      const entry = entryOf(url);
      if (entry.inFlight || entry.state !== loadingState) return;
      entry.prefetched = true;
      entry.inFlight = get(url, entry).finally(() => {
        entry.inFlight = null;
      });
    },
    seed(pages) {
      for (const url in pages) {
        const entry = entryOf(url);
        entry.prefetched = true;
        // Before anything renders it (no one to tell): the first render reads it.
        entry.state = { state: 'ready', data: pages[url] };
      }
    },
    invalidate(url) {
      const urls = url === undefined ? [...entries.keys()] : [url];
      for (const key of urls) {
        entries.delete(key);
        listeners.get(key)?.forEach((listener) => listener());
      }
    },
  };
}
