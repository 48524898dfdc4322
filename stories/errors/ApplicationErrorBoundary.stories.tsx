import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApplicationErrorBoundary, type ApplicationErrorBoundaryProps } from '../../src/errors';
import { withToolbarLocale } from './support/decorators';
import { fullPageDocs } from '../support/fullPage';
import { visualParameters } from '../../.storybook/modes';

/** Throws while rendering until it is fixed. */
function Flaky({ broken }: { broken: boolean }) {
  if (broken) throw new Error('Cannot read properties of undefined (reading "name")');
  return <p>The widget works again.</p>;
}

/** A boundary around a child that throws; "Try again" clears the cause (onReset) and renders it again. */
function BoundaryDemo(props: Omit<ApplicationErrorBoundaryProps, 'children' | 'onReset'>) {
  const [broken, setBroken] = useState(true);
  return (
    <ApplicationErrorBoundary {...props} onReset={() => setBroken(false)}>
      <main>
        <Flaky broken={broken} />
      </main>
    </ApplicationErrorBoundary>
  );
}

const meta = {
  title: 'Errors/ApplicationErrorBoundary',
  component: BoundaryDemo,
  decorators: [withToolbarLocale],
  args: { onError: fn(), reload: fn() },
  parameters: {
    storyRootPadding: false,
    ...fullPageDocs,
    // The boundary reports what it catches once, through onError (the Actions panel shows the
    // call), as an app does; React's default for a caught error would also log it to the console,
    // an error line for every render of these stories that nothing is wrong about.
    react: { rootOptions: { onCaughtError: () => {} } },
  },
} satisfies Meta<typeof BoundaryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop a control can set, on one page: try them here; the stories below name the states. */
export const Playground: Story = {
  parameters: visualParameters({ disable: true, reason: 'A place to try the controls; its default look is shot by the stories below' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The child throws: the application-error page replaces it, reports once, and takes focus. */
export const CatchesAndReportsOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1 });
    await expect(args.onError).toHaveBeenCalledTimes(1);
    const [error, info] = (args.onError as ReturnType<typeof fn>).mock.calls[0]!;
    await expect((error as Error).message).toBe('Cannot read properties of undefined (reading "name")');
    // React's component stack starts at the component that threw, inside the `main` around it.
    // It is read by the function's own name, which a production build minifies ("at x"), so the
    // same check holds in the dev server and in the built Storybook. Each line is in the engine's
    // own stack format: `at Name (…)` in Chromium, `Name@…` in Firefox and WebKit.
    const frameName = (line: string) => line.trim().replace(/^at\s+/, '').split(/[\s@(]/)[0];
    const [thrower, parent] = (info as { componentStack: string }).componentStack.split('\n').filter((line) => line.trim()).map(frameName);
    await expect(thrower).toBe(Flaky.name);
    await expect(parent).toBe('main');
    // Focus moves in an effect, after paint (see NotFoundPage's Focus After Navigation).
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** "Try again" resets the boundary: the child renders again. */
export const TryAgainResets: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    const [tryAgain] = canvas.getAllByRole('button');
    if (globals.locale === 'en') await expect(tryAgain).toHaveTextContent('Try again');
    await userEvent.click(tryAgain!);
    await expect(await canvas.findByText('The widget works again.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** "Reload" calls the injected function (so the story does not reload itself). */
export const ReloadCallsInjectedFunction: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    const reload = canvas.getAllByRole('button')[1]!;
    if (globals.locale === 'en') await expect(reload).toHaveTextContent('Reload the page');
    await userEvent.click(reload);
    await expect(args.reload).toHaveBeenCalledTimes(1);
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

export const ArabicRightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('main')).toHaveAttribute('dir', 'rtl');
  },
};
