// "Try again" in ApplicationErrorBoundary as a screen-reader user hears it (issue 48), in Chromium,
// Firefox and WebKit: a screen-reader model in the page (its cursor follows focus). Failing again,
// focus stays on the page's heading and the heading says it failed again; working, focus moves to
// the restored content's heading. Before, both left focus on <body> and nothing was heard.
import { virtual } from '@guidepup/virtual-screen-reader/browser.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { ApplicationErrorBoundary } from '.';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  await virtual.stop();
  act(() => root?.unmount());
  container?.remove();
});

const broken = { now: true };
function Dashboard() {
  if (broken.now) throw new Error('The dashboard broke on purpose');
  return (
    <section>
      <h1>Dashboard</h1>
      <p>All figures are in.</p>
    </section>
  );
}

const heard = () => virtual.spokenPhraseLog();
const headings = async () => (await heard()).filter((phrase) => phrase.startsWith('heading'));

it('Try again that fails again, then works: each heard once, where focus lands', async () => {
  broken.now = true;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container, { onCaughtError: () => {} });
  act(() =>
    root!.render(
      <ApplicationErrorBoundary onError={() => {}} reload={() => {}}>
        <Dashboard />
      </ApplicationErrorBoundary>,
    ),
  );
  await virtual.start({ container });
  await virtual.clearSpokenPhraseLog();
  const tryAgain = () => container!.querySelector<HTMLButtonElement>('button:nth-of-type(1)')!;
  expect(tryAgain().textContent).toBe('Try again');

  act(() => tryAgain().click());
  const heading = container.querySelector('h1')!;
  expect(document.activeElement).toBe(heading);
  await expect.poll(headings).toEqual([
    'heading, Application error: a client-side exception has occurred (see the browser console for more information)., Tried again: it did not work., level 1',
  ]);

  await virtual.clearSpokenPhraseLog();
  broken.now = false;
  act(() => tryAgain().click());
  expect(document.activeElement).toBe(container.querySelector('h1'));
  expect(document.activeElement?.textContent).toBe('Dashboard');
  await expect.poll(headings).toEqual(['heading, Dashboard, level 1']);
  // The markers the retry used are gone with it.
  expect(container.querySelectorAll('span[hidden]')).toHaveLength(0);
});
