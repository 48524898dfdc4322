// A namespace, not a named import: captureOwnerStack exists from React 19.1 only, and Node's ESM
// refuses a named import of a missing export before any guard could run.
import * as React from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { HydrationOverlay, type HydrationOverlayProps } from './HydrationOverlay';
import { HydrationOverlayBadge } from './HydrationOverlayBadge';
import { hydrationPending } from './hydrationPending';
import { idle } from './idle';
import { pageStyleOf, pageValueOf } from './pageValue';
import { formatConsoleArguments, readNestingWarning, readReactHydrationReport, type ReactHydrationReport } from './reactReports';
import type { HydrationMismatch } from './types';
import { requireReact } from '../peers/requireReact';

requireReact('@groundwork/ui/hydration-overlay', '19.0');

/** What `hydrateWithOverlay` returns. */
export interface HydrationWatch {
  /** The app's root, as `hydrateRoot` returned it. */
  root: Root;
  /** React's hydration reports so far (more arrive as Suspense boundaries hydrate). */
  reports: ReactHydrationReport[];
  /** The mismatches of every report so far, as the overlay lists them. */
  mismatches: () => HydrationMismatch[];
  /** Resolves when the main thread is next idle: React has done the hydration work it could. */
  settled: () => Promise<void>;
  /** Stops listening to the console and closes the overlay (the app's root stays). */
  stop: () => void;
}

/** Options of `hydrateWithOverlay`: React's own, plus the overlay's props. */
export interface HydrateWithOverlayOptions extends HydrationOptions {
  /** Props for the overlay (texts, copy). @example { messages: { close: 'Dismiss' } } */
  overlay?: Partial<Omit<HydrationOverlayProps, 'mismatches' | 'onClose'>>;
}

/** React's default for recoverable errors: `reportError` (window `error` listeners see it), else the console. */
const reportGlobally = (error: unknown) => (typeof globalThis.reportError === 'function' ? globalThis.reportError(error) : console.error(error));

/**
 * `hydrateRoot`, with React as the judge of hydration mismatches: whenever React's development
 * build reports one (an `onRecoverableError` for text and elements, a `console.error` for
 * attributes), the overlay opens in a root of its own and lists the nodes of React's diff, with
 * the values React compared, never a render of its own. When React rendered a tree again and the
 * page now shows another value than the one it compared, the entry says so. Reports that arrive
 * after Close show a badge (it takes no focus) whose button opens the dialog again. The document's
 * `data-hydration-check` is `mismatch` after a report, and `clean` only once React has nothing left
 * to hydrate (every Suspense boundary's code and data arrived) and reported nothing.
 * Everything React logs still reaches the console, and without an `onRecoverableError` of yours
 * React's default stands: the error goes to `reportError` (window `error` listeners see it).
 * Development only: React reports nothing in production.
 * @example hydrateWithOverlay(document.getElementById('root')!, <App />, { onCaughtError })
 */
export function hydrateWithOverlay(container: Element, app: ReactNode, options: HydrateWithOverlayOptions = {}): HydrationWatch {
  const { overlay: overlayProps, onRecoverableError, ...hydrationOptions } = options;
  const reports: ReactHydrationReport[] = [];
  // React's nesting warnings, listed with the hydration error that follows them. React warns while
  // it renders (hydrating or not) and reports the error at the commit of the same render, so a
  // warning no error follows before the main thread is idle came from an ordinary client render:
  // it is React's console's, not the report's.
  let pendingNesting: HydrationMismatch[] = [];
  const nesting = new Map<ReactHydrationReport, HydrationMismatch[]>();
  const doc = container.ownerDocument;
  let overlay: { root: Root; host: HTMLElement } | undefined;
  let dismissed = false;
  let settledOnce = false;
  // Reports that arrived after Close: signalled by the badge, which takes no focus.
  let unseen = 0;
  let badge = false;

  const mismatches = () =>
    reports.flatMap((report) => [
      ...(nesting.get(report) ?? []),
      ...report.mismatches.map((mismatch) => {
        const outcome = report.source === 'recoverable' ? 'regenerated' : 'kept';
        // The server's attributes stay on the page: a style the page's policy kept from applying is read there.
        const page = outcome === 'kept' ? pageStyleOf(container, mismatch) : settledOnce ? pageValueOf(container, mismatch) : {};
        return { ...mismatch, outcome, ...page } satisfies HydrationMismatch;
      }),
    ]);

  const closeOverlay = () => {
    overlay?.root.unmount();
    overlay?.host.remove();
    overlay = undefined;
  };
  const reopen = () => {
    dismissed = false;
    unseen = 0;
    render();
  };
  const render = () => {
    if (!overlay) {
      const host = doc.createElement('div');
      host.dataset.hydrationOverlayRoot = '';
      doc.body.append(host);
      overlay = { root: createRoot(host), host };
    }
    overlay.root.render(
      <>
        {(badge || dismissed) && <HydrationOverlayBadge count={unseen} visible={badge} onOpen={reopen} messages={overlayProps?.messages} />}
        {!dismissed && (
          <HydrationOverlay
            url={doc.location?.href}
            {...overlayProps}
            mismatches={mismatches()}
            reactMessage={reports[0]?.message}
            reactDiffs={reports.map((report) => report.diff)}
            reactReports={reports}
            onClose={() => {
              dismissed = true;
              render();
            }}
          />
        )}
      </>,
    );
  };
  const show = () => {
    // Said once: a second write of the same verdict is a second mutation to anyone observing it.
    if (doc.documentElement.dataset.hydrationCheck !== 'mismatch') doc.documentElement.dataset.hydrationCheck = 'mismatch';
    if (!settledOnce) return;
    if (dismissed) {
      unseen += 1;
      badge = true;
    }
    render();
  };
  const add = (report: ReactHydrationReport | undefined) => {
    if (!report) return;
    if (report.source === 'recoverable' && pendingNesting.length > 0) {
      nesting.set(report, pendingNesting);
      pendingNesting = [];
    }
    reports.push(report);
    show();
  };

  const consoleError = console.error;
  console.error = function hydrationAwareError(...args: unknown[]) {
    if (typeof args[0] === 'string' && args[0].startsWith('A tree hydrated')) {
      // React calls this with the differing fiber current: its owner stack is the component stack.
      add(readReactHydrationReport(formatConsoleArguments(args), 'console', React.captureOwnerStack?.() ?? undefined));
    } else if (typeof args[0] === 'string' && args[0].startsWith('In HTML, ')) {
      const warning = readNestingWarning(formatConsoleArguments(args));
      if (warning) {
        pendingNesting.push(warning);
        void idle().then(() => {
          pendingNesting = pendingNesting.filter((pending) => pending !== warning);
        });
      }
    }
    consoleError.apply(this, args);
  };

  const root = hydrateRoot(container, app, {
    ...hydrationOptions,
    onRecoverableError: (error, info) => {
      add(readReactHydrationReport(error instanceof Error ? error.message : String(error), 'recoverable', info.componentStack));
      if (onRecoverableError) onRecoverableError(error, info);
      else reportGlobally(error);
    },
  });

  const settled = async () => {
    await idle();
    if (!settledOnce) {
      settledOnce = true;
      if (reports.length > 0) show();
    }
  };
  let stopped = false;
  // A boundary whose code or data is still on its way can still report: `clean` waits for all of them.
  const markCleanOnceHydrated = async () => {
    await settled();
    while (!stopped && hydrationPending(container)) await idle();
    if (!stopped && reports.length === 0) doc.documentElement.dataset.hydrationCheck ??= 'clean';
  };
  void markCleanOnceHydrated();

  return {
    root,
    reports,
    mismatches,
    settled,
    stop: () => {
      stopped = true;
      console.error = consoleError;
      closeOverlay();
    },
  };
}
