import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../src/tokens/tokens.css';
import '../src/tokens/reset.css';
import './docs.css';
import { directions, localeNames, locales, themes, type Direction, type Locale, type Theme } from './globals';
import { withoutUneditableControls } from './argTypes';
import { defaultChromaticModes } from './modes';
import { ModeAwareStoryRoot } from '../tools/visual/capture/browser/ModeAwareStoryRoot';

// A docs page shows a full-page story (stories/support/fullPage.ts) in a frame of its own, loaded
// from this URL: Storybook's embedded story (`embed=true`), rendered without its play function, as
// the page's inline stories are. Otherwise every frame ran its play at once, and those that move
// focus took it from one another (a play's toHaveFocus failed on the docs page, in the console
// only). Each play runs where it belongs: the story's own page, the story tests, the built-Storybook e2e.
(globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = 'iframe.html?embed=true';

// Plays wait for the state they assert (waitFor, findBy…); this is their one hang guard, not a
// speed: testing-library's 1 s default was outrun by a loaded machine (WebKit's overlay dialog took
// focus after the play's check had given up, beside six other test runs), and the play then failed
// with nothing wrong in the story.
configure({ asyncUtilTimeout: 30_000 });

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [withoutUneditableControls],
  parameters: {
    layout: 'fullscreen',
    // Every story is an accessibility test: a violation fails it.
    a11y: { test: 'error' },
    // The visual matrix (.storybook/modes.ts): Chromatic shoots the same pairwise cells as `npm test`.
    // A story narrows or turns them off with visualParameters() from modes.ts, giving a reason.
    chromatic: { modes: defaultChromaticModes },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    options: { storySort: { order: ['Introduction', 'Tokens', 'Layout', 'Errors', 'App'] } },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme (sets data-theme on the story root)',
      toolbar: { title: 'Theme', icon: 'contrast', items: [...themes], dynamicTitle: true },
    },
    direction: {
      description: 'Writing direction (sets dir on the story root)',
      toolbar: { title: 'Direction', icon: 'transfer', items: [...directions], dynamicTitle: true },
    },
    locale: {
      description: 'Locale (sets lang on the story root; error pages read it)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: localeNames[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr', locale: 'en' },
  decorators: [
    (Story, { globals, parameters, viewMode }) => (
      <ModeAwareStoryRoot
        theme={(globals.theme as Theme | undefined) ?? 'light'}
        direction={(globals.direction as Direction | undefined) ?? 'ltr'}
        locale={(globals.locale as Locale | undefined) ?? 'en'}
        padded={parameters.storyRootPadding !== false}
        // A docs page is Storybook's light page whatever the toolbar says: its own text must stay
        // dark on it (each inline story still shows the toolbar's theme in its root).
        pageTheme={viewMode === 'docs' ? 'light' : undefined}
      >
        <Story />
      </ModeAwareStoryRoot>
    ),
  ],
};

export default preview;
