// Story controls of the error presentations, from the library's own tables (as stories/support/controls.ts
// does for the layout primitives).
import { errorLocales } from '../../../src/errors/messages';

/** A tag no catalogue has: the error pages show it in their generic English. */
const unknownLocale = 'xx';

/**
 * A select of the error pages' `locale`: unset (the toolbar's), each built-in catalogue, and a tag
 * no catalogue has, labelled with what it shows, so no option changes nothing without saying so.
 * @example argTypes: { locale: localeControl }
 */
export const localeControl = {
  control: { type: 'select' as const, labels: { [unknownLocale]: `${unknownLocale} (no catalogue: falls back to English)` } },
  options: [undefined, ...errorLocales, unknownLocale],
};
