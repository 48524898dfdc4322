import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ErrorLinkProvider, NotFoundPage } from '../../src/errors';
import { ClientLink, navigate } from './support/ClientLink';
import { expectCentred, expectCodeDividerMessage, pageParts } from './support/assertions';
import { inNarrowColumn, narrowViewport, narrowWidth, withToolbarLocale } from './support/decorators';
import { fullPageDocs } from '../support/fullPage';
import { themeColour } from '../support/themeColours';
import { localeControl } from './support/controls';
import { visualParameters } from '../../.storybook/modes';

const meta = {
  title: 'Errors/NotFoundPage',
  component: NotFoundPage,
  decorators: [withToolbarLocale],
  args: { homeHref: '/' },
  argTypes: {
    locale: localeControl,
    help: { control: false },
    // A not-found page offers the way home, not "Try again" / "Reload" or a reference to quote
    // (those are for failures: StatusPage, ApplicationErrorPage): no controls that change nothing.
    tryAgainLabel: { control: false },
    reloadLabel: { control: false },
    referenceId: { control: false },
    referenceLabel: { control: false },
  },
  parameters: { storyRootPadding: false, ...fullPageDocs },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop a control can set, on one page: try them here; the stories below name the states. */
export const Playground: Story = {
  parameters: visualParameters({ disable: true, reason: 'A place to try the controls; its default look is shot by the stories below' }),
  play: async ({ canvasElement }) => {
    await pageParts(canvasElement);
  },
};

/** The runtime's page, recognisable: `404 │ This page could not be found.`, centred. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { canvas, main, heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') {
      await expect(heading).toHaveTextContent('404: This page could not be found.');
      await expect(document.title).toBe('404: This page could not be found');
      await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    }
    await expectCodeDividerMessage(heading, '404');
    await expectCentred(main, heading);
  },
};

/** Shown after a navigation: the heading takes focus, so it is announced. */
export const FocusAfterNavigation: Story = {
  args: { focusHeading: true },
  play: async ({ canvasElement }) => {
    const { heading } = await pageParts(canvasElement);
    // Focus moves in an effect, after the page is painted: in the dev server's story tests React's
    // act() has run it before the play function, in the built Storybook it may not have yet.
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The way out comes first: the first Tab lands on the home link. */
export const HomeLinkFirstByKeyboard: Story = {
  args: { help: <p>Looking for something? <a href="/search">Search the site</a>.</p> },
  play: async ({ canvasElement }) => {
    const { canvas } = await pageParts(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
    await expect(document.activeElement).toHaveAttribute('href', '/');
  },
};

const sameLooks = visualParameters({ cells: ['light-ltr-desktop'], reason: 'Behaviour (a client-side link); it looks like Default' });

/** Clicks the way home: the router navigates on the client, the browser loads no document. */
async function clickHome(canvasElement: HTMLElement) {
  const { canvas } = await pageParts(canvasElement);
  navigate.mockClear();
  const before = location.href;
  const link = canvas.getByRole('link', { name: 'Go to the homepage' });
  await expect(link).toHaveAttribute('href', '/');
  await userEvent.click(link);
  // The router navigated; the browser did not (this frame never left its story).
  await expect(navigate).toHaveBeenCalledWith('/');
  await expect(location.href).toBe(before);
}

/**
 * With the app's router link (`linkComponent`): "Go to the homepage" navigates on the client, as
 * every other link of the app does. Still a real link with its `href` (open in a new tab works).
 */
export const WithAppLink: Story = {
  parameters: sameLooks,
  args: { linkComponent: ClientLink },
  play: async ({ canvasElement }) => clickHome(canvasElement),
};

/** The same, set once for every error page below an `ErrorLinkProvider` (where the router is). */
export const WithLinkProvider: Story = {
  parameters: sameLooks,
  decorators: [
    (Story) => (
      <ErrorLinkProvider component={ClientLink}>
        <Story />
      </ErrorLinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => clickHome(canvasElement),
};

/** Every text can be replaced by props. */
export const OverriddenTexts: Story = {
  args: { message: 'We moved this page.', hint: 'Most guides now live under /guides.', homeLabel: 'Back to the start', homeHref: '/start' },
  play: async ({ canvasElement }) => {
    const { canvas, heading } = await pageParts(canvasElement);
    await expect(heading).toHaveTextContent('404: We moved this page.');
    await expect(canvas.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/start');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { playReadsColours: true },
  play: async ({ canvasElement, globals }) => {
    const { main } = await pageParts(canvasElement);
    await expect(getComputedStyle(main).backgroundColor).toBe(themeColour('background', globals.theme));
  },
};

export const ArabicRightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const { main, heading } = await pageParts(canvasElement);
    await expect(main).toHaveAttribute('dir', 'rtl');
    await expectCodeDividerMessage(heading, '404');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const { heading } = await pageParts(canvasElement);
    await expect(heading).toHaveTextContent('404: このページは見つかりませんでした。');
  },
};

export const ConsumerLocale: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvasElement }) => {
    const { canvas, main, heading } = await pageParts(canvasElement);
    await expect(main).toHaveAttribute('lang', 'pt-BR');
    await expect(main).toHaveAttribute('dir', 'ltr');
    await expect(heading).toHaveTextContent('404: Esta página não foi encontrada.');
    await expect(canvas.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
  },
};

export const Narrow320: Story = {
  decorators: [inNarrowColumn],
  ...narrowViewport,
  play: async ({ canvasElement }) => {
    const { main, heading } = await pageParts(canvasElement);
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(narrowWidth);
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    await expectCodeDividerMessage(heading, '404');
  },
};
