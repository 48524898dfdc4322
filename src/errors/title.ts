import { messagesFor } from './messages';
import { statusTitleIn } from './status';

/**
 * The document title of the status page for any value: `<code>: <message>`, or the message alone
 * when the value is not an HTTP error status.
 * @example statusTitle(404)        // '404: This page could not be found'
 * @example statusTitle('x', 'de')  // 'Ein unerwarteter Fehler ist aufgetreten'
 */
export function statusTitle(status: unknown, locale?: string): string {
  return statusTitleIn(status, messagesFor(locale));
}

/**
 * The not-found page's document title.
 * @example notFoundTitle() // '404: This page could not be found'
 */
export function notFoundTitle(locale?: string): string {
  return statusTitle(404, locale);
}

/**
 * The application-error page's document title.
 * @example applicationErrorTitle() // 'Application error: a client-side exception has occurred'
 */
export function applicationErrorTitle(locale?: string): string {
  return messagesFor(locale).applicationError.title;
}

/**
 * The load-failure page's document title.
 * @example loadFailureTitle() // 'This page could not be loaded'
 */
export function loadFailureTitle(locale?: string): string {
  return messagesFor(locale).loadFailure.heading;
}
