import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatusPage } from '../../src/errors';
import { expectCentred, expectCodeDividerMessage, pageParts } from './support/assertions';
import { inNarrowColumn, narrowViewport, narrowWidth, withToolbarLocale } from './support/decorators';
import { fullPageDocs } from '../support/fullPage';
import { themeColour } from '../support/themeColours';
import { localeControl } from './support/controls';
import { visualParameters } from '../../.storybook/modes';

const meta = {
  title: 'Errors/StatusPage',
  component: StatusPage,
  decorators: [withToolbarLocale],
  args: { status: 404, homeHref: '/' },
  argTypes: {
    status: { control: 'text' },
    locale: localeControl,
    help: { control: false },
  },
  parameters: { storyRootPadding: false, ...fullPageDocs },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop a control can set, on one page: try them here; the stories below name the states. */
export const Playground: Story = {
  // A server error with its actions and a reference, so every control has something to change.
  args: { status: 500, onTryAgain: fn(), onReload: fn(), referenceId: 'c0ffee-42' },
  parameters: visualParameters({ disable: true, reason: 'A place to try the controls; its default look is shot by the stories below' }),
  play: async ({ canvasElement }) => {
    await pageParts(canvasElement);
  },
};

/** 400: `400 │ Bad Request.` */
export const BadRequest: Story = {
  args: { status: 400 },
  play: async ({ canvasElement, globals }) => {
    const { main, heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') await expect(heading).toHaveTextContent('400: Bad Request.');
    await expectCodeDividerMessage(heading, '400');
    await expectCentred(main, heading);
    await expect(document.title).toMatch(/^400: /);
  },
};

/** 404 through the status page (the not-found page is the same with no `status` prop). */
export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvasElement, globals }) => {
    const { heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') await expect(heading).toHaveTextContent('404: This page could not be found.');
    await expectCodeDividerMessage(heading, '404');
  },
};

/** 405, given as a string (`"405"` is normalised). */
export const MethodNotAllowed: Story = {
  args: { status: '405' },
  play: async ({ canvasElement, globals }) => {
    const { heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') await expect(heading).toHaveTextContent('405: Method Not Allowed.');
  },
};

/** 500 with the reference id a support team can look up. */
export const InternalServerError: Story = {
  args: { status: 500, referenceId: 'req-7f3a-21c9' },
  play: async ({ canvasElement, globals }) => {
    const { canvas, heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') await expect(heading).toHaveTextContent('500: Internal Server Error.');
    await expect(canvas.getByText('req-7f3a-21c9')).toBeVisible();
  },
};

/** An error status with no message of its own keeps its code, with the generic message. */
export const UnknownStatus418: Story = {
  args: { status: 418 },
  play: async ({ canvasElement, globals }) => {
    const { heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') await expect(heading).toHaveTextContent('418: An unexpected error has occurred.');
  },
};

/** Hostile input: no code, the generic message, and the markup shown nowhere as markup. */
export const HostileInput: Story = {
  args: { status: '<img src=x onerror=alert(1)>', referenceId: '<script>alert(1)</script>' },
  play: async ({ canvasElement, globals }) => {
    const { canvas, heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') await expect(heading).toHaveTextContent(/^An unexpected error has occurred\.$/);
    await expect(heading.querySelector('span')?.textContent).not.toMatch(/\d/);
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
  },
};

/** A long message wraps inside the measure beside the code instead of overflowing. */
export const LongMessage: Story = {
  args: {
    status: 503,
    message:
      'The service is closed for planned maintenance until Monday morning, and everything you saved before then is safe and will be there when it opens again.',
  },
  play: async ({ canvasElement }) => {
    const { main, heading } = await pageParts(canvasElement);
    await expectCodeDividerMessage(heading, '503');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    const message = heading.children[2]!.getBoundingClientRect();
    await expect(message.height).toBeGreaterThan(parseFloat(getComputedStyle(heading).lineHeight) * 1.5);
  },
};

/** The help slot, in the same place on every page: under the actions, before the reference. */
export const WithHelp: Story = {
  args: {
    status: 500,
    referenceId: 'req-7f3a-21c9',
    help: (
      <p>
        If it keeps happening, <a href="mailto:support@example.com">email support</a> and quote the reference below.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await pageParts(canvasElement);
    const help = canvas.getByText(/keeps happening/);
    const home = canvas.getAllByRole('link')[0]!;
    const reference = canvas.getByText('req-7f3a-21c9');
    await expect(home.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(help.compareDocumentPosition(reference) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Without the help slot nothing is left in its place. */
export const WithoutHelp: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    const { canvas } = await pageParts(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Dark theme: the page paints the dark background and text from the tokens. */
export const Dark: Story = {
  args: { status: 500 },
  globals: { theme: 'dark' },
  parameters: { playReadsColours: true },
  play: async ({ canvasElement, globals }) => {
    const { main } = await pageParts(canvasElement);
    await expect(getComputedStyle(main).backgroundColor).toBe(themeColour('background', globals.theme));
    await expect(getComputedStyle(main).color).toBe(themeColour('text', globals.theme));
  },
};

/** Arabic: right to left, with `lang` and `dir` on the page itself. */
export const ArabicRightToLeft: Story = {
  args: { status: 404 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const { main, heading } = await pageParts(canvasElement);
    await expect(main).toHaveAttribute('lang', 'ar');
    await expect(main).toHaveAttribute('dir', 'rtl');
    await expect(heading).toHaveTextContent('404: تعذّر العثور على هذه الصفحة.');
    await expectCodeDividerMessage(heading, '404');
  },
};

/** The locale toolbar global picks the texts (here German). */
export const GermanFromToolbar: Story = {
  args: { status: 405 },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const { main, heading } = await pageParts(canvasElement);
    await expect(main).toHaveAttribute('lang', 'de');
    await expect(heading).toHaveTextContent('405: Methode nicht erlaubt.');
  },
};

/** At 320 px the row still fits: nothing overflows sideways, the home link stays reachable. */
export const Narrow320: Story = {
  args: { status: 500, referenceId: 'req-7f3a-21c9-0b55-4e2d-9a1f' },
  decorators: [inNarrowColumn],
  ...narrowViewport,
  play: async ({ canvasElement }) => {
    const { canvas, main, heading } = await pageParts(canvasElement);
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(narrowWidth);
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    await expectCodeDividerMessage(heading, '500');
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};
