/** Why page data could not be used, when the server did not answer with an error status. */
export type PageDataFailureReason = 'network' | 'timeout' | 'invalid-json';

/** The state of one page-data URL, as a page renders it. */
export type PageDataState<T = unknown> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'not-found' }
  /**
   * An error status. `retryAfterMs`: the wait a 503 or 429 asked for in `Retry-After`, when it gave
   * a usable one (a page can offer Try again; the loader retries by itself once when it is short).
   */
  | { state: 'status'; status: number; retryAfterMs?: number }
  | { state: 'failed'; reason: PageDataFailureReason };

/** The shared "nothing yet" snapshot: one object, so external-store snapshots stay stable. */
export const loadingState: PageDataState<never> = Object.freeze({ state: 'loading' });
