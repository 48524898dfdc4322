import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadFailurePage } from '../../src/errors';
import { pageParts } from './support/assertions';
import { inNarrowColumn, narrowViewport, narrowWidth, withToolbarLocale } from './support/decorators';
import { fullPageDocs } from '../support/fullPage';
import { localeControl } from './support/controls';
import { visualParameters } from '../../.storybook/modes';

const meta = {
  title: 'Errors/LoadFailurePage',
  component: LoadFailurePage,
  decorators: [withToolbarLocale],
  args: { failure: 'page-data', onReload: fn() },
  argTypes: {
    failure: { control: 'inline-radio', options: ['page-data', 'route', 'build-manifest'] },
    locale: localeControl,
    help: { control: false },
  },
  parameters: { storyRootPadding: false, ...fullPageDocs },
} satisfies Meta<typeof LoadFailurePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop a control can set, on one page: try them here; the stories below name the states. */
export const Playground: Story = {
  // The route failure (the one that shows its path), with both actions and a reference, so every
  // control has something to change.
  args: { failure: 'route', path: '/settings/profile', onTryAgain: fn(), referenceId: 'c0ffee-42' },
  parameters: visualParameters({ disable: true, reason: 'A place to try the controls; its default look is shot by the stories below' }),
  play: async ({ canvasElement }) => {
    await pageParts(canvasElement);
  },
};

const detailOf = (canvasElement: HTMLElement) => canvasElement.querySelector('main code')!;

/** The page's data did not load. "Reload" is the way forward. */
export const PageData: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { canvas, heading } = await pageParts(canvasElement);
    if (globals.locale === 'en') {
      await expect(heading).toHaveTextContent('This page could not be loaded.');
      await expect(detailOf(canvasElement)).toHaveTextContent('Failed to load page data');
    }
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** A route did not complete loading; the path is part of the detail. */
export const RouteDidNotComplete: Story = {
  args: { failure: 'route', path: '/settings/profile' },
  play: async ({ canvasElement, globals }) => {
    await pageParts(canvasElement);
    if (globals.locale === 'en') {
      await expect(detailOf(canvasElement)).toHaveTextContent('Route did not complete loading: /settings/profile');
    }
  },
};

/** A hostile path is shown as text, never run. */
export const RouteWithHostilePath: Story = {
  args: { failure: 'route', path: '/<script>alert(1)</script>' },
  play: async ({ canvasElement }) => {
    await pageParts(canvasElement);
    await expect(detailOf(canvasElement).textContent).toContain('/<script>alert(1)</script>');
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};

/** The client build manifest did not load. */
export const BuildManifest: Story = {
  args: { failure: 'build-manifest' },
  play: async ({ canvasElement, globals }) => {
    await pageParts(canvasElement);
    if (globals.locale === 'en') await expect(detailOf(canvasElement)).toHaveTextContent('Failed to load client build manifest');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const ArabicRightToLeft: Story = {
  args: { failure: 'route', path: '/settings' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const { main } = await pageParts(canvasElement);
    await expect(main).toHaveAttribute('dir', 'rtl');
    await expect(detailOf(canvasElement)).toHaveTextContent('لم يكتمل تحميل المسار: /settings');
  },
};

/** A very long path wraps instead of pushing the page sideways at 320 px. */
export const Narrow320LongPath: Story = {
  args: { failure: 'route', path: '/reports/2026/quarterly/very-long-segment-name-without-any-spaces-at-all/details' },
  decorators: [inNarrowColumn],
  ...narrowViewport,
  play: async ({ canvasElement }) => {
    const { main } = await pageParts(canvasElement);
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(narrowWidth);
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};
