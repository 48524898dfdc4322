import type { ErrorMessages } from './types';

/**
 * Ends a phrase with the locale's full stop, unless it already ends with punctuation.
 * @example sentence('Bad Request', messagesFor('en')) // 'Bad Request.'
 */
export function sentence(phrase: string, messages: Pick<ErrorMessages, 'fullStop'>): string {
  return /[.!?。！？]$/.test(phrase.trimEnd()) ? phrase : `${phrase}${messages.fullStop}`;
}
