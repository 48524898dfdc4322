import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ApplicationErrorPage } from '../../src/errors';
import { expectCentred, pageParts } from './support/assertions';
import { inNarrowColumn, narrowViewport, narrowWidth, withToolbarLocale } from './support/decorators';
import { fullPageDocs } from '../support/fullPage';
import { localeControl } from './support/controls';
import { visualParameters } from '../../.storybook/modes';

const meta = {
  title: 'Errors/ApplicationErrorPage',
  component: ApplicationErrorPage,
  decorators: [withToolbarLocale],
  args: { onTryAgain: fn(), onReload: fn() },
  argTypes: {
    locale: localeControl,
    help: { control: false },
  },
  parameters: { storyRootPadding: false, ...fullPageDocs },
} satisfies Meta<typeof ApplicationErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop a control can set, on one page: try them here; the stories below name the states. */
export const Playground: Story = {
  // With a reference, so its label's control has something to change.
  args: { referenceId: 'c0ffee-42' },
  parameters: visualParameters({ disable: true, reason: 'A place to try the controls; its default look is shot by the stories below' }),
  play: async ({ canvasElement }) => {
    await pageParts(canvasElement);
  },
};

/** No code: the runtime's sentence is the heading; "Try again" and "Reload" follow the home link. */
export const Default: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { canvas, main, heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') {
      await expect(heading).toHaveTextContent(
        /^Application error: a client-side exception has occurred \(see the browser console for more information\)\.$/,
      );
      await expect(document.title).toBe('Application error: a client-side exception has occurred');
    }
    await expectCentred(main, heading);
    const [tryAgain, reload] = canvas.getAllByRole('button');
    await userEvent.click(tryAgain!);
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(reload!);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/**
 * An exception while the server rendered or loaded the page (`side="server"`, as Next.js's `digest`
 * or a React Router loader tells): the page says so, and where to look — the server's logs.
 */
export const ServerSide: Story = {
  args: { side: 'server' },
  play: async ({ canvasElement, globals }) => {
    const { heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') {
      await expect(heading).toHaveTextContent(/^Application error: a server-side exception has occurred \(see the server logs for more information\)\.$/);
      await expect(document.title).toBe('Application error: a server-side exception has occurred');
    } else {
      await expect(heading).not.toHaveTextContent(/client-side|browser console/);
    }
  },
};

/** Keyboard order: home link, then Try again, then Reload. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await pageParts(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('button')[1]).toHaveFocus();
  },
};

export const WithHelpAndReference: Story = {
  args: {
    referenceId: 'c0ffee-42',
    help: (
      <p>
        Need help now? Call <a href="tel:+440000000000">0000 000 000</a>, Monday to Friday, 9am to 5pm.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await pageParts(canvasElement);
    await expect(canvas.getByText('c0ffee-42')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const ArabicRightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const { main } = await pageParts(canvasElement);
    await expect(main).toHaveAttribute('dir', 'rtl');
  },
};

export const Narrow320: Story = {
  decorators: [inNarrowColumn],
  ...narrowViewport,
  play: async ({ canvasElement }) => {
    const { main } = await pageParts(canvasElement);
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(narrowWidth);
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};
