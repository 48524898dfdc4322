import type { ErrorMessageOverrides, ErrorMessages } from './types';

/**
 * A catalogue with some texts replaced: each section of `overrides` is merged over the
 * catalogue's, so one text can change without writing the others.
 * @example withOverrides(en, { actions: { home: 'Back to the dashboard' } })
 */
export function withOverrides(messages: ErrorMessages, overrides: ErrorMessageOverrides | undefined): ErrorMessages {
  if (!overrides) return messages;
  const merged: Record<string, unknown> = { ...messages };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? { ...current, ...value } : value;
  }
  return merged as unknown as ErrorMessages;
}
