/** The statuses the catalogue has a message of its own for. */
export type StatusMessageKey = 'badRequest' | 'notFound' | 'methodNotAllowed' | 'internalServerError' | 'generic';

/** The known statuses and their message keys; any other status takes the generic message. */
const knownStatuses: Readonly<Record<number, StatusMessageKey>> = {
  400: 'badRequest',
  404: 'notFound',
  405: 'methodNotAllowed',
  500: 'internalServerError',
};

/** A status worth showing: an HTTP error status, a whole number from 400 to 599. */
export function isErrorStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;
}

/**
 * Turns any value into an HTTP error status (400–599), or `undefined` when it is not one.
 * Numbers and strings of three digits (`404`, `"404"`, `" 404 "`) are accepted; everything else
 * (NaN, floats, negatives, `"4e2"`, `"0x194"`, objects, `null`…) gives `undefined`. Never throws.
 * @example normaliseStatus('404') // 404
 * @example normaliseStatus(404.5) // undefined
 */
export function normaliseStatus(value: unknown): number | undefined {
  if (typeof value === 'number') return isErrorStatus(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!/^\d{3}$/.test(trimmed)) return undefined;
  const status = Number(trimmed);
  return isErrorStatus(status) ? status : undefined;
}

/** What the status page shows for a value: the code (when it is a valid one) and which message. */
export interface StatusEntry {
  /** The normalised HTTP error status, or `undefined` when the input was not one. */
  code: number | undefined;
  /** The message to show: a known status's own, otherwise `'generic'`. */
  key: StatusMessageKey;
}

/**
 * Looks any value up in the status catalogue. 400, 404, 405 and 500 have messages of their own;
 * any other error status keeps its code with the generic message; anything else is generic with
 * no code. Never throws.
 * @example statusEntry('405') // { code: 405, key: 'methodNotAllowed' }
 * @example statusEntry(418)   // { code: 418, key: 'generic' }
 * @example statusEntry('abc') // { code: undefined, key: 'generic' }
 */
export function statusEntry(value: unknown): StatusEntry {
  const code = normaliseStatus(value);
  return { code, key: (code !== undefined && knownStatuses[code]) || 'generic' };
}

/**
 * The document title of the status page in a catalogue: `<code>: <message>`, or the message alone
 * when the value is not an HTTP error status.
 * @example statusTitleIn(404, en) // '404: This page could not be found'
 */
export function statusTitleIn(status: unknown, messages: { status: Record<StatusMessageKey, string> }): string {
  const { code, key } = statusEntry(status);
  const message = messages.status[key];
  return code === undefined ? message : `${code}: ${message}`;
}
