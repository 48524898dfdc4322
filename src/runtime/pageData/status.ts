/** What a page shows for the HTTP status of its data response. */
export type DataStatusOutcome =
  | { kind: 'ok' }
  | { kind: 'not-found' }
  | { kind: 'status'; status: number };

/**
 * Maps the status of a page-data response to what the page shows: 2xx → the page, 404 → the
 * not-found page, anything else (400, 405, 500, 418, 0, NaN…) → the status page with that code.
 * The status page itself decides how to present a code it does not know.
 * @example dataStatusOutcome(405) // { kind: 'status', status: 405 }
 */
export function dataStatusOutcome(status: number): DataStatusOutcome {
  if (Number.isInteger(status) && status >= 200 && status <= 299) return { kind: 'ok' };
  if (status === 404) return { kind: 'not-found' };
  return { kind: 'status', status };
}
