import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../../src/layout/Box';
import { Stack } from '../../src/layout/Stack';
import { visualParameters } from '../../.storybook/modes';
import { themeColour } from '../support/themeColours';

/**
 * `data-theme` on any element forces its theme on that element's subtree, nested either way: a dark
 * panel in a light page, a light card inside it. These stories check the colours each themed element
 * computes, in the dev server and (npm run test:storybook-ui) in the built Storybook, whose minified
 * CSS is where a theme resolved once on `:root` would show.
 */
const meta = {
  title: 'Tokens/Theme',
  parameters: { storyRootPadding: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type ThemeName = 'light' | 'dark';

/** Every element of the story that sets a theme (the story root included) paints that theme's colours. */
async function expectThemedColours(canvasElement: HTMLElement, expectedThemes: ThemeName[]) {
  const root = canvasElement.querySelector<HTMLElement>('[data-story-root]')!;
  const themed = [root, ...root.querySelectorAll<HTMLElement>('[data-theme]')];
  await expect(themed.map((element) => element.dataset.theme)).toEqual(expectedThemes);
  for (const element of themed) {
    const theme = element.dataset.theme as ThemeName;
    const style = getComputedStyle(element);
    await expect({ theme, background: style.backgroundColor, text: style.color }).toEqual({
      theme,
      background: themeColour('background', theme),
      text: themeColour('text', theme),
    });
  }
}

/** The page's theme, then the other one, then the page's again, each on a Box of its own. */
function NestedThemes({ page }: { page: ThemeName }) {
  const other: ThemeName = page === 'light' ? 'dark' : 'light';
  return (
    <Stack gap="3">
      <p>A {page} page.</p>
      <Box data-theme={other} padding="4" border radius="2">
        <Stack gap="3">
          <p>A {other} subtree in it.</p>
          <Box data-theme={page} padding="4" border radius="2">
            <p>A {page} subtree inside that.</p>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}

// The toolbar's theme is the page's: each story is shot in its own theme only (the visual loop
// switches the story root's theme in place, which would make the page and the subtree one theme).
export const DarkSubtreeInLightPage: Story = {
  globals: { theme: 'light' },
  parameters: visualParameters({ cells: ['light-ltr-desktop'], reason: 'Shot in the page theme it sets: the loop switching the root in place would make page and subtree one theme' }),
  render: () => <NestedThemes page="light" />,
  play: async ({ canvasElement }) => expectThemedColours(canvasElement, ['light', 'dark', 'light']),
};

export const LightSubtreeInDarkPage: Story = {
  globals: { theme: 'dark' },
  parameters: visualParameters({ cells: ['dark-ltr-mobile'], reason: 'Shot in the page theme it sets: the loop switching the root in place would make page and subtree one theme' }),
  render: () => <NestedThemes page="dark" />,
  play: async ({ canvasElement }) => expectThemedColours(canvasElement, ['dark', 'light', 'dark']),
};
