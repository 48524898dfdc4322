// A `style` mismatch under a Content Security Policy like the dev server's (scripts/vite/devCsp.ts:
// `style-src 'self' 'nonce-…'`, no 'unsafe-inline'): the browser does not apply the server's style
// attributes, and React, which compares the applied declarations, reads an empty style whatever the
// server sent. The policy comes from a <meta> this file's own frame keeps (a policy cannot be
// lifted once set, and each test file has a frame of its own). Chromium, Firefox and WebKit.
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { hydrateWithOverlay, hydrationOverlayMessages } from '.';
import { hydrationPending } from './hydrationPending';

function Faded({ side, server = 0 }: { side: 'server' | 'client'; server?: number }) {
  return (
    <main>
      <p style={{ opacity: side === 'server' ? server : 1 }}>Faded</p>
    </main>
  );
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

/** The server's HTML of <Faded> in a container of the page. */
async function serverPage(opacity?: number) {
  const stream = await renderToReadableStream(<Faded side="server" server={opacity} />);
  await stream.allReady;
  const container = document.createElement('div');
  container.innerHTML = await new Response(stream).text();
  document.body.append(container);
  return container;
}

/** Hydrates the container with the client's <Faded> until React has reported all it will. */
async function hydrate(container: HTMLElement) {
  const original = console.error;
  console.error = () => {};
  const watch = hydrateWithOverlay(container, <Faded side="client" />);
  cleanup.push(() => {
    watch.stop();
    watch.root.unmount();
    console.error = original;
    container.remove();
  });
  await vi.waitFor(() => expect(hydrationPending(container)).toBe(false), { timeout: 10_000 });
  await watch.settled();
  await watch.settled();
  return watch;
}

// First, while the frame has no policy (the next test sets one for good).
it('without a policy, the style React read is the one the server sent: no hint', async () => {
  const watch = await hydrate(await serverPage());
  const [mismatch] = watch.mismatches();
  expect(mismatch).toMatchObject({ attribute: 'style', server: 'opacity: "0"', client: 'opacity: 1' });
  expect(mismatch).not.toHaveProperty('styleBlocked');
});

it("reads the server's style from its HTML attribute, and says the policy kept it from the page", async () => {
  const policy = Object.assign(document.createElement('meta'), { httpEquiv: 'Content-Security-Policy', content: "style-src 'self'" });
  document.head.append(policy);
  // Another value than the first test's: in Chromium 156 a style attribute of the same text as one
  // parsed before the policy was set was applied under it (seen here; a cache of parsed styles?).
  const container = await serverPage(0.5);
  const paragraph = container.querySelector('p')!;
  // The policy holds: the browser applied none of the attribute. Chromium and WebKit keep its
  // value on the element, Firefox empties it.
  expect(paragraph.style.length).toBe(0);
  const kept = paragraph.getAttribute('style');
  expect(['opacity:0.5', '']).toContain(kept);

  const watch = await hydrate(container);

  // React's own report has no server value for the style: it read the empty CSSOM (Firefox: the
  // empty attribute, which the entry shows as it is).
  const [report] = watch.reports;
  expect(report?.source).toBe('console');
  expect(report!.diff).not.toMatch(/opacity: ?"?0/);
  expect(watch.mismatches()).toEqual([expect.objectContaining({ kind: 'attribute', path: 'main > p', attribute: 'style', server: kept, client: 'opacity: 1', styleBlocked: true })]);
  const dialog = await vi.waitFor(() => {
    const open = document.querySelector('[data-hydration-overlay-root] dialog');
    expect(open).not.toBeNull();
    return open!;
  });
  expect(dialog.textContent).toContain(hydrationOverlayMessages.styleBlocked);
});
