// The error pages' titles in real Chromium: a <title> in the server HTML (React 19 hoists it), and
// document.title right in the browser, under an earlier static <title> too, never duplicated or
// left stale.
import type { ReactElement } from 'react';
import { act, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplicationErrorPage, LoadFailurePage, NotFoundPage, StatusPage } from '.';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pages: [name: string, page: ReactElement, title: string][] = [
  ['NotFoundPage', <NotFoundPage key="404" />, '404: This page could not be found'],
  ['StatusPage 400', <StatusPage key="400" status={400} />, '400: Bad Request'],
  ['StatusPage 500', <StatusPage key="500" status={500} />, '500: Internal Server Error'],
  ['ApplicationErrorPage', <ApplicationErrorPage key="app" />, 'Application error: a client-side exception has occurred'],
  ['LoadFailurePage', <LoadFailurePage key="load" failure="page-data" />, 'This page could not be loaded'],
];

const titles = () => Array.from(document.querySelectorAll('title'), (title) => title.textContent);
let containers: HTMLElement[] = [];
const container = () => {
  const element = document.createElement('div');
  document.body.append(element);
  containers.push(element);
  return element;
};

beforeEach(() => {
  // One static <title>, as an app's index.html or Storybook's iframe has.
  for (const element of document.querySelectorAll('title')) element.remove();
  document.head.prepend(Object.assign(document.createElement('title'), { textContent: 'App' }));
});
afterEach(() => {
  for (const element of containers) element.remove();
  containers = [];
});

describe.each(pages)('%s', (_, page, title) => {
  it('has its <title> in the server HTML, from renderToString and from a stream', async () => {
    expect(renderToString(page)).toContain(`<title>${title}</title>`);
    const stream = await renderToReadableStream(page);
    await stream.allReady;
    expect(await new Response(stream).text()).toContain(`<title>${title}</title>`);
  });

  it('sets document.title under an earlier static <title>, and puts it back when unmounted', async () => {
    const root = createRoot(container());
    act(() => root.render(page));
    expect(document.title).toBe(title);
    // React's hoisted element, once, before the static one (which stays as it was).
    expect(titles()).toEqual([title, 'App']);
    act(() => root.unmount());
    await Promise.resolve();
    expect(document.title).toBe('App');
    expect(titles()).toEqual(['App']);
  });

  it('with no static <title>: React’s own is the title, and nothing is left after', () => {
    const saved = document.querySelector('head > title')!;
    saved.remove();
    try {
      const root = createRoot(container());
      act(() => root.render(page));
      expect(document.title).toBe(title);
      expect(titles()).toEqual([title]);
      act(() => root.unmount());
      expect(titles()).toEqual([]);
    } finally {
      document.head.prepend(saved);
    }
  });

  it('hydrates its server HTML without a mismatch, and leaves no copy of its title behind', async () => {
    const element = container();
    element.innerHTML = renderToString(page);
    expect(element.querySelector('title')).toHaveProperty('textContent', title);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(element, page, { onRecoverableError: (error) => void errors.push(error) }));
    expect(errors).toEqual([]);
    // React took over the document's <title> on hydration: the only one, saying the page's title.
    expect(document.title).toBe(title);
    expect(titles()).toEqual([title]);
    act(() => root.unmount());
    await Promise.resolve();
    // It removed that element with the page: the title from before the page is back.
    expect(document.title).toBe('App');
    expect(titles()).toEqual(['App']);
  });
});

it('documentTitle={false} renders no <title> and leaves document.title alone', () => {
  expect(renderToString(<NotFoundPage documentTitle={false} />)).not.toContain('<title>');
  const root = createRoot(container());
  act(() => root.render(<NotFoundPage documentTitle={false} />));
  expect(document.title).toBe('App');
  expect(titles()).toEqual(['App']);
  act(() => root.unmount());
});

it('follows from one page to the next in the same root, with one title element', async () => {
  const root = createRoot(container());
  act(() => root.render(<NotFoundPage />));
  act(() => root.render(<StatusPage status={500} />));
  await Promise.resolve();
  expect(document.title).toBe('500: Internal Server Error');
  expect(titles()).toEqual(['500: Internal Server Error', 'App']);
  act(() => root.unmount());
  await Promise.resolve();
  expect(titles()).toEqual(['App']);
});

it("under StrictMode (its effects run twice) the page's title stays, and the previous one comes back on unmount", async () => {
  const element = container();
  element.innerHTML = renderToString(<NotFoundPage />);
  const root = await act(async () =>
    hydrateRoot(
      element,
      <StrictMode>
        <NotFoundPage />
      </StrictMode>,
    ),
  );
  await Promise.resolve();
  expect(document.title).toBe('404: This page could not be found');
  act(() => root.unmount());
  await Promise.resolve();
  expect(document.title).toBe('App');
});
