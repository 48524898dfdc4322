import { dataStatusOutcome } from './status';
import { loadingState, type PageDataState } from './state';

export interface PageDataLoaderOptions {
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** How long a GET (headers and body) may take before it counts as a timeout, in milliseconds. @default 8000 */
  timeoutMs?: number;
  /**
   * Told once per URL when a background refresh fails (the HEAD, or the GET it led to answered an
   * error, bad JSON, or data the page's `validate` refused); the page keeps its data. @default console.warn
   */
  onRevalidateError?: (url: string, error: unknown) => void;
  /**
   * The longest `Retry-After` of a 503 or 429 that the loader waits out by itself, once, before
   * asking again (the status page shows meanwhile); a longer wait is left to the reader's Try again.
   * @default 5000
   */
  maxRetryAfterMs?: number;
}

/** What a visit may add: how to tell data the page can render from data it cannot. */
export interface PageDataVisitOptions {
  /**
   * Throws when `data` is not what the page renders. A background refresh whose data it refuses
   * keeps the page the reader has (stale while error) instead of replacing it.
   * @example loader.visit('/data/index.json', { validate: parseHomeContent })
   */
  validate?: (data: unknown) => unknown;
}

/** Per-URL page data: GET once, cache, revalidate with HEAD on each visit. */
export interface PageDataLoader {
  /** The current state of `url` (a stable object until it changes). */
  snapshot(url: string): PageDataState;
  /** Calls `listener` whenever the state of `url` changes. Returns the unsubscribe function. */
  subscribe(url: string, listener: () => void): () => void;
  /**
   * A page for `url` is shown: GET it when nothing good is cached (showing `loading` meanwhile, not
   * an earlier failure), otherwise check it with HEAD in the background and GET again only when its
   * ETag / Last-Modified changed (data whose validators are unknown, such as seeded data, is
   * refreshed with a GET). The promise settles
   * when that work is done (it never rejects); a visit while one is under way joins it.
   */
  visit(url: string, options?: PageDataVisitOptions): Promise<void>;
  /**
   * A page for `url` is about to be shown (its route's code is still loading): GET it now when
   * nothing is cached or in flight, so code and data load side by side. The visit that follows
   * shows the result without revalidating it; later visits revalidate as usual.
   */
  prefetch(url: string): void;
  /**
   * Data that came with the page's HTML (a prerendered page), by URL: shown at once, not checked on the
   * visit that hydrates it. Its validators are unknown, so its first revalidation is a GET; so is
   * that of any entry whose GET carried no ETag and no Last-Modified. Call it before anything renders `url`: it tells no listener.
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

/** A refresh's GET that did not bring data the page can show. */
class RefreshError extends Error {
  override readonly name = 'RefreshError';
}

/**
 * `Retry-After` in milliseconds when it gives delay-seconds, or undefined. An HTTP date (RFC 9110
 * §10.2.3 allows one) reads as undefined: the page shows the status with its Try again instead of
 * waiting by itself. Dates are what servers rarely send for a wait this short, and parsing them
 * would cost every page's first load (docs/performance.md).
 * @example retryAfterMs('3') // 3000
 * @example retryAfterMs('Wed, 25 Nov 2026 17:00:04 GMT') // undefined
 */
export function retryAfterMs(header: string | null): number | undefined {
  const value = header?.trim() ?? '';
  return /^\d+$/.test(value) ? Number(value) * 1000 : undefined;
}

/** The statuses whose Retry-After says when to ask again. */
const retryable = new Set([429, 503]);

const jsonHeaders = { Accept: 'application/json' };

/** An answer's `ETag` and `Last-Modified` (null each when it has none, or there is no answer). */
const validatorsOf = (response?: Response) => [response?.headers.get('ETag') ?? null, response?.headers.get('Last-Modified') ?? null] as const;

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
  maxRetryAfterMs = 5000,
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

  /** One GET, turned into the state a page shows, with the answer when it brought data (its validators revalidate it). */
  const fetchState = async (url: string): Promise<[PageDataState, Response?]> => {
    const reasonOf = (error: unknown) => (error instanceof TimeoutError ? 'timeout' : error instanceof SyntaxError ? 'invalid-json' : 'network');
    try {
      return await timedFetch(url, { method: 'GET', headers: jsonHeaders, cache: 'no-cache' }, async (response) => {
        const outcome = dataStatusOutcome(response.status);
        if (outcome.kind === 'not-found') return [{ state: 'not-found' }];
        if (outcome.kind === 'status') {
          const wait = retryable.has(outcome.status) ? retryAfterMs(response.headers.get('Retry-After')) : undefined;
          return [{ state: 'status', status: outcome.status, ...(wait === undefined ? {} : { retryAfterMs: wait }) }];
        }
        const data: unknown = JSON.parse(await response.text());
        return [{ state: 'ready', data }, response];
      });
    } catch (error) {
      return [{ state: 'failed', reason: reasonOf(error) }];
    }
  };

  const warnOnce = (url: string, error: unknown) => {
    if (warned.has(url)) return;
    warned.add(url);
    onRevalidateError(url, error);
  };

  /**
   * GET and show the result. With `refresh` (a background refresh of a good page), only data that
   * `validate` accepts replaces what is shown: anything else keeps the page and is told once. A 503
   * or 429 with a short Retry-After is asked again once, after that wait, while its page shows.
   */
  const get = async (url: string, entry: Entry, { refresh = false, validate, retry = true }: PageDataVisitOptions & { refresh?: boolean; retry?: boolean } = {}): Promise<void> => {
    const [state, response] = await fetchState(url);
    if (entries.get(url) !== entry) return;
    if (refresh) {
      let refused: unknown = state.state === 'ready' ? undefined : new RefreshError(`GET ${url} gave ${JSON.stringify(state)}`);
      if (state.state === 'ready' && validate) {
        try {
          validate(state.data);
        } catch (error) {
          refused = error;
        }
      }
      if (refused !== undefined) return warnOnce(url, refused);
    }
    [entry.etag, entry.lastModified] = validatorsOf(response);
    publish(url, entry, state);
    const wait = state.state === 'status' ? state.retryAfterMs : undefined;
    if (retry && wait !== undefined && wait <= maxRetryAfterMs) {
      // Once: the retry itself never schedules another. A Try again (invalidate) drops this entry.
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (entries.get(url) === entry && entry.state === state) await get(url, entry, { retry: false });
    }
  };

  const changed = (entry: Entry, response: Response) => {
    const [etag, lastModified] = validatorsOf(response);
    if (etag !== null && entry.etag !== null) return etag !== entry.etag;
    if (lastModified !== null && entry.lastModified !== null) return lastModified !== entry.lastModified;
    return etag !== entry.etag || lastModified !== entry.lastModified;
  };
  const revalidate = async (url: string, entry: Entry, validate?: PageDataVisitOptions['validate']) => {
    // Data whose validators the loader does not know (seeded from the page's HTML, or a GET that
    // carried none): a HEAD cannot say whether it is what the host serves now (a deploy may have
    // come between the page and this visit, and adopting the HEAD's validators kept the old data
    // for good), so its refresh is a GET.
    let refresh = !entry.etag && !entry.lastModified;
    if (!refresh) try {
      refresh = await timedFetch(url, { method: 'HEAD', headers: jsonHeaders, cache: 'no-store' }, async (response) => {
        if (!response.ok) throw new Error(`HEAD ${url} answered ${response.status}`);
        return changed(entry, response);
      });
    } catch (error) {
      warnOnce(url, error);
    }
    if (refresh && entries.get(url) === entry) await get(url, entry, { refresh: true, validate });
  };

  return {
    snapshot: (url) => entries.get(url)?.state ?? loadingState,
    subscribe(url, listener) {
      let set = listeners.get(url);
      if (!set) listeners.set(url, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    visit(url, { validate } = {}) {
      const entry = entryOf(url);
      const prefetched = entry.prefetched;
      entry.prefetched = false;
      if (entry.inFlight) return entry.inFlight;
      // Whatever the prefetch got (data or a failure) is what this visit shows, unchecked.
      if (prefetched) return Promise.resolve();
      // A page that failed before shows its pending view while it asks again, not the old failure
      // (already loading: the same snapshot, so nothing renders).
      const work = entry.state.state === 'ready' ? revalidate(url, entry, validate) : (publish(url, entry, loadingState), get(url, entry));
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
