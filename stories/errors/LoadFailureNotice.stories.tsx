import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailureNotice } from '../../src/errors';
import { inNarrowColumn, narrowViewport, narrowWidth, withToolbarLocale } from './support/decorators';
import { visualParameters } from '../../.storybook/modes';
import { localeControl } from './support/controls';

const meta = {
  title: 'Errors/LoadFailureNotice',
  component: LoadFailureNotice,
  decorators: [withToolbarLocale],
  args: { failure: 'route', path: '/settings/profile', onReload: fn() },
  argTypes: {
    failure: { control: 'inline-radio', options: ['page-data', 'route', 'build-manifest'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    locale: localeControl,
  },
  parameters: { storyRootPadding: true },
} satisfies Meta<typeof LoadFailureNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop a control can set, on one page: try them here; the stories below name the states. */
export const Playground: Story = {
  parameters: visualParameters({ disable: true, reason: 'A place to try the controls; its default look is shot by the stories below' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toBeVisible();
  },
};

/** A route did not complete loading while the current page stays: an alert with its detail. */
export const RouteDidNotComplete: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    if (globals.locale === 'en') await expect(alert).toHaveTextContent('Route did not complete loading: /settings/profile');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const PageData: Story = {
  args: { failure: 'page-data', headingLevel: 3 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    if (globals.locale === 'en') await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load page data');
  },
};

export const BuildManifest: Story = {
  args: { failure: 'build-manifest', onReload: undefined },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    if (globals.locale === 'en') await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load client build manifest');
  },
};

/** The notice marks its inline-start edge; in Arabic that is the right. */
export const ArabicRightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveAttribute('dir', 'rtl');
    const style = getComputedStyle(alert);
    await expect(parseFloat(style.borderRightWidth)).toBeGreaterThan(parseFloat(style.borderLeftWidth));
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** A long path wraps inside the notice at 320 px. */
export const Narrow320LongPath: Story = {
  args: { path: '/reports/2026/quarterly/very-long-segment-name-without-any-spaces-at-all/details' },
  decorators: [inNarrowColumn],
  ...narrowViewport,
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.getBoundingClientRect().width).toBeLessThanOrEqual(narrowWidth);
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
