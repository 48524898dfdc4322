/** Why page data could not be used, when the server did not answer with an error status. */
export type PageDataFailureReason = 'network' | 'timeout' | 'invalid-json';

/** The state of one page-data URL, as a page renders it. */
export type PageDataState<T = unknown> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'not-found' }
  | { state: 'status'; status: number }
  | { state: 'failed'; reason: PageDataFailureReason };

/** The shared "nothing yet" snapshot: one object, so external-store snapshots stay stable. */
export const loadingState: PageDataState<never> = Object.freeze({ state: 'loading' });
