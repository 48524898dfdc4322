import type { Decorator } from '@storybook/react-vite';
import { errorMessages, ErrorLocaleProvider, type ErrorCatalogues } from '../../../src/errors';
import { ptBR } from './ptBR';

/** What the stories offer: the six built-in catalogues and a consumer's own `pt-BR`. */
const catalogues: ErrorCatalogues = { ...errorMessages, 'pt-BR': ptBR };

/**
 * The locale toolbar drives the error pages: the global becomes the locale of every page in the
 * story (a page's own `locale` arg still wins).
 */
export const withToolbarLocale: Decorator = (Story, { globals }) => (
  <ErrorLocaleProvider locale={typeof globals.locale === 'string' ? globals.locale : undefined} catalogues={catalogues}>
    <Story />
  </ErrorLocaleProvider>
);

/** The width of the smallest screens the pages must fit (WCAG 1.4.10 reflow). */
export const narrowWidth = 320;

/** Renders the story in a 320 px wide column, so the test measures reflow at that width. */
export const inNarrowColumn: Decorator = (Story) => (
  <div data-narrow-column="" style={{ inlineSize: `${narrowWidth}px` }}>
    <Story />
  </div>
);

/** Storybook viewport options with a 320 px phone, for viewing the narrow stories in the UI. */
export const narrowViewport = {
  parameters: {
    viewport: {
      options: { narrow320: { name: 'Narrow phone (320 px)', styles: { width: '320px', height: '640px' }, type: 'mobile' as const } },
    },
  },
  globals: { viewport: { value: 'narrow320', isRotated: false } },
};
