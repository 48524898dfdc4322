// A `style` mismatch under a Content Security Policy like the dev server's (scripts/vite/devCsp.ts:
// `style-src 'self' 'nonce-…'`, no 'unsafe-inline'): the browser does not apply the server's style
// attributes, and React, which compares the applied declarations, reads an empty style whatever the
// server sent. The policy comes from a <meta> this file's own frame keeps (a policy cannot be
// lifted once set, and each test file has a frame of its own). Chromium, Firefox and WebKit.
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { hydrateWithOverlay, hydrationOverlayMessages } from '.';
import { hydrationPending } from './hydrationPending';

function Faded({ side }: { side: 'server' | 'client' }) {
  return (
    <main>
      <p style={{ opacity: side === 'server' ? 0 : 1 }}>Faded</p>
    </main>
  );
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

it("reads the server's style from its HTML attribute, and says the policy kept it from the page", async () => {
  const policy = Object.assign(document.createElement('meta'), { httpEquiv: 'Content-Security-Policy', content: "style-src 'self'" });
  document.head.append(policy);
  const stream = await renderToReadableStream(<Faded side="server" />);
  await stream.allReady;
  const container = document.createElement('div');
  container.innerHTML = await new Response(stream).text();
  document.body.append(container);
  const paragraph = container.querySelector('p')!;
  // The policy holds: the attribute is there, the browser applied none of it.
  expect(paragraph.getAttribute('style')).toBe('opacity:0');
  expect(paragraph.style.length).toBe(0);

  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
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

  // React's own report has no server value for the style: it read the empty CSSOM.
  const [report] = watch.reports;
  expect(report?.source).toBe('console');
  expect(report!.diff).not.toMatch(/opacity: ?0/);
  expect(watch.mismatches()).toEqual([expect.objectContaining({ kind: 'attribute', path: 'main > p', attribute: 'style', server: 'opacity:0', client: 'opacity: 1', styleBlocked: true })]);
  const dialog = await vi.waitFor(() => {
    const open = document.querySelector('[data-hydration-overlay-root] dialog');
    expect(open).not.toBeNull();
    return open!;
  });
  expect(dialog.textContent).toContain(hydrationOverlayMessages.styleBlocked);
});
