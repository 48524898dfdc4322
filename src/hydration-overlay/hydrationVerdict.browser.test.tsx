// `data-hydration-check` against a Suspense boundary whose code arrives when the test says so, as a
// lazy route's chunk does in the dev app: `clean` only once nothing is left to hydrate, and never
// before a mismatch that is still to come. In real Chromium, Firefox and WebKit (the hydration
// projects: e2e/engines/browserProvider.ts).
import { lazy, Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateWithOverlay } from '.';
import { hydrationPending } from './hydrationPending';

/**
 * A lazy component whose code "arrives" when `arrive()` is called; `asked()` says whether React has
 * asked for it (hydration reached the boundary).
 */
function lateCode(element: ReactNode) {
  let arrive: (() => void) | undefined;
  const Late = lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) => {
        arrive = () => resolve({ default: () => element });
      }),
  );
  return {
    Late,
    asked: () => arrive !== undefined,
    arrive: () => {
      if (!arrive) throw new Error('React has not asked for the late code yet');
      arrive();
    },
  };
}

async function serverHtml(tree: ReactNode) {
  const stream = await renderToReadableStream(tree);
  await stream.allReady;
  return new Response(stream).text();
}

/** Every value `data-hydration-check` takes on the document, in order. */
function recordVerdicts() {
  const seen: (string | undefined)[] = [];
  const observer = new MutationObserver(() => seen.push(document.documentElement.dataset.hydrationCheck));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydration-check'] });
  return { seen, stop: () => observer.disconnect() };
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup.reverse()) step();
  cleanup = [];
});

/** Stops the watch and removes the test's container and overlay once the test ends. */
function removeAfterTest(container: Element, watch: ReturnType<typeof hydrateWithOverlay>, verdicts: ReturnType<typeof recordVerdicts>) {
  cleanup.push(() => {
    watch.stop();
    watch.root.unmount();
    verdicts.stop();
    container.remove();
    document.querySelectorAll('[data-hydration-overlay-root]').forEach((node) => node.remove());
  });
}

/** Hydrates the server's `<p>` with the client's, the client's behind a boundary whose code is late. */
async function hydrateLate(server: string, client: string) {
  const page = (content: ReactNode) => (
    <main>
      <h1>Page</h1>
      <Suspense fallback={null}>{content}</Suspense>
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(page(<p>{server}</p>));
  document.body.append(container);
  delete document.documentElement.dataset.hydrationCheck;
  const verdicts = recordVerdicts();
  const { Late, asked, arrive } = lateCode(<p>{client}</p>);
  const watch = hydrateWithOverlay(container, page(<Late />), { onRecoverableError: () => {} });
  removeAfterTest(container, watch, verdicts);
  // The shell hydrated up to the boundary: idle alone does not say so where there is no
  // requestIdleCallback (WebKit: the next task, which can come before React's first hydration task).
  await vi.waitFor(() => expect(asked()).toBe(true), { timeout: 10_000 });
  return { container, watch, verdicts, arrive };
}

describe('data-hydration-check', () => {
  it('is not clean while a boundary waits for its code, and never clean before the mismatch in it', async () => {
    const { container, watch, verdicts, arrive } = await hydrateLate('Rendered on the server', 'Rendered on the client');
    // The shell hydrated and the main thread went idle twice: the boundary is still server HTML.
    await watch.settled();
    await watch.settled();
    expect(hydrationPending(container)).toBe(true);
    expect(document.documentElement.dataset.hydrationCheck).toBeUndefined();

    arrive();
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrationCheck).toBe('mismatch'), { timeout: 10_000 });
    expect(hydrationPending(container)).toBe(false);
    await watch.settled();
    expect(verdicts.seen).toEqual(['mismatch']);
  });

  it('says mismatch once when the report comes before hydration settles', async () => {
    const page = (text: string) => (
      <main>
        <p>{text}</p>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(page('Rendered on the server'));
    document.body.append(container);
    delete document.documentElement.dataset.hydrationCheck;
    const verdicts = recordVerdicts();
    const watch = hydrateWithOverlay(container, page('Rendered on the client'), { onRecoverableError: () => {} });
    removeAfterTest(container, watch, verdicts);
    await vi.waitFor(() => expect(watch.reports.length).toBeGreaterThan(0), { timeout: 10_000 });
    await watch.settled();
    await vi.waitFor(() => expect(document.querySelector('[data-hydration-overlay-root] dialog')).not.toBeNull(), { timeout: 10_000 });
    expect(verdicts.seen).toEqual(['mismatch']);
  });

  it('is clean once the late boundary hydrated without a report', async () => {
    const { container, watch, verdicts, arrive } = await hydrateLate('The same', 'The same');
    await watch.settled();
    await watch.settled();
    expect(hydrationPending(container)).toBe(true);
    expect(document.documentElement.dataset.hydrationCheck).toBeUndefined();

    arrive();
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrationCheck).toBe('clean'), { timeout: 10_000 });
    expect(hydrationPending(container)).toBe(false);
    expect(verdicts.seen).toEqual(['clean']);
  });
});
