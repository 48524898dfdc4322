// hydrateWithOverlay's behaviour around React's reports, in real Chromium: React's defaults kept
// (reportError), reports that arrive after Close, and client renders after hydration, whose
// warnings are React's console's and not the hydration report's. A file of its own: React warns
// about one nesting once per page, and the corpus (corpus.browser.test.tsx) has its own.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateWithOverlay, type HydrateWithOverlayOptions } from '.';

async function serverHtml(tree: ReactNode) {
  const stream = await renderToReadableStream(tree);
  await stream.allReady;
  return new Response(stream).text();
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

/** Server HTML of `render('server')` in a container, hydrated with `render('client')`. */
async function hydrate(render: (side: 'server' | 'client') => ReactNode, options?: HydrateWithOverlayOptions) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(render('server'));
  document.body.append(container);
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  const watch = hydrateWithOverlay(container, render('client'), options);
  cleanup.push(() => {
    watch.stop();
    watch.root.unmount();
    console.error = original;
    container.remove();
  });
  return { container, watch, logged };
}

const dialog = () => document.querySelector<HTMLDialogElement>('[data-hydration-overlay-root] dialog');
const badge = () => document.querySelector<HTMLElement>('[data-hydration-overlay-root] [role="status"]:has(button)');
const liveRegion = () => document.querySelector<HTMLElement>('[data-hydration-overlay-root] [role="status"]');

/** A client render after hydration, when the test says so: an external store, as apps have. */
function laterStore() {
  let shown = false;
  const listeners = new Set<() => void>();
  return {
    show: () => {
      shown = true;
      listeners.forEach((listener) => listener());
    },
    useShown: () =>
      useSyncExternalStore(
        (listener) => (listeners.add(listener), () => listeners.delete(listener)),
        () => shown,
        () => false,
      ),
  };
}

describe("React's defaults", () => {
  it('without onRecoverableError, hydration errors reach reportError: window error listeners see them', async () => {
    const seen: string[] = [];
    const listener = (event: ErrorEvent) => void seen.push(event.error instanceof Error ? event.error.message : String(event.error));
    window.addEventListener('error', listener);
    cleanup.push(() => window.removeEventListener('error', listener));
    await hydrate((side) => <p>{side}</p>);
    await vi.waitFor(() => expect(seen.some((message) => message.startsWith('Hydration failed'))).toBe(true), { timeout: 10_000 });
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 10_000 });
  });
});

describe('client renders after hydration', () => {
  it("a <p><div> rendered later is React's console's warning, not a hydration entry", async () => {
    const later = laterStore();
    function Later() {
      return later.useShown() ? (
        <p>
          <div data-late="">Late block</div>
        </p>
      ) : null;
    }
    const { container, watch, logged } = await hydrate(
      (side) => (
        <main>
          <h1>{side}</h1>
          <div>
            <Later />
          </div>
        </main>
      ),
      { onRecoverableError: () => {} },
    );
    await watch.settled();
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 10_000 });
    const before = watch.mismatches();
    later.show();
    await vi.waitFor(() => expect(container.querySelector('[data-late]')).not.toBeNull(), { timeout: 10_000 });
    // React warned about it (once per page), in its console…
    expect(logged.some((message) => message.startsWith('In HTML, %s cannot be a descendant of <%s>.'))).toBe(true);
    await watch.settled();
    // …and the report is the hydration's only: the heading's text.
    expect(watch.mismatches()).toEqual(before);
    expect(watch.mismatches().map((mismatch) => mismatch.kind)).toEqual(['text']);
    expect(dialog()!.querySelectorAll('li[data-kind]')).toHaveLength(1);
  });
});

describe('reports after Close', () => {
  it('are signalled by a badge that takes no focus, whose button opens the dialog again', async () => {
    let resolveLate: (module: { default: () => ReactNode }) => void = () => {};
    const late = new Promise<{ default: () => ReactNode }>((resolve) => (resolveLate = resolve));
    const ServerLate = lazy(() => Promise.resolve({ default: () => <p>Late on the server</p> }));
    const ClientLate = lazy(() => late);
    const { watch } = await hydrate(
      (side) => (
        <main>
          {/* Boundaries of their own: a mismatch outside them all would render the whole page again. */}
          <Suspense fallback="…">
            <h1>{side}</h1>
          </Suspense>
          <input aria-label="Name" />
          <Suspense fallback="…">{side === 'server' ? <ServerLate /> : <ClientLate />}</Suspense>
        </main>
      ),
      { onRecoverableError: () => {} },
    );
    await watch.settled();
    const first = await vi.waitFor(() => {
      expect(dialog()).not.toBeNull();
      return dialog()!;
    });
    [...first.querySelectorAll('button')].find((button) => button.textContent === 'Close')!.click();
    await vi.waitFor(() => expect(dialog()).toBeNull(), { timeout: 10_000 });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Name"]')!;
    input.focus();
    // The live region is there, empty, before anything is said in it.
    expect(liveRegion()!.textContent).toBe('');
    expect(badge()).toBeNull();

    resolveLate({ default: () => <p>Late on the client</p> });
    await vi.waitFor(() => expect(badge()).not.toBeNull(), { timeout: 10_000 });
    expect(badge()!.textContent).toContain('1 more hydration report since the dialog was closed');
    // Signalled, not shown: focus stays where the person put it, and nothing is modal.
    expect(document.activeElement).toBe(input);
    expect(dialog()).toBeNull();

    badge()!.querySelector('button')!.click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 10_000 });
    expect(dialog()!.matches(':modal')).toBe(true);
    expect(dialog()!.textContent).toContain('React reported 2 hydration errors');
    expect([...dialog()!.querySelectorAll('li[data-kind]')].map((item) => item.textContent)).toEqual([
      expect.stringContaining('Where: main > h1'),
      expect.stringContaining('Late on the client'),
    ]);
  });
});
