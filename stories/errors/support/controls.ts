// Story controls of the error presentations, from the library's own tables (as stories/support/controls.ts
// does for the layout primitives).
import { errorLocales } from '../../../src/errors/messages';

/** A tag no catalogue has: the error pages show it in their generic English. */
const unknownLocale = 'xx';

/**
 * A select of the error pages' `locale`: unset (the toolbar's), each built-in catalogue, and a tag
 * no catalogue has, each labelled with what it shows. Unset is an option of its own, labelled (a
 * select shows an `undefined` option as the word "undefined"). The description says why picking
 * the toolbar's own locale changes nothing on screen: the page's locale wins over the toolbar's,
 * and both are then the same catalogue.
 * @example argTypes: { locale: localeControl }
 */
export const localeControl = {
  description:
    "The page's own locale (a tag or a preference list), which wins over the toolbar's Locale (the app's ErrorLocaleProvider). Unset: the toolbar's. Picking the locale the toolbar already shows (en under an English toolbar) renders the same page: pick another, or xx, to see the page's own locale win.",
  control: {
    type: 'select' as const,
    // Storybook looks a label up by the option's value: `undefined` is the key "undefined".
    labels: { undefined: "unset: the toolbar's locale", [unknownLocale]: `${unknownLocale} (no catalogue: falls back to English)` },
  },
  options: [undefined, ...errorLocales, unknownLocale],
};
