'use client';
// A namespace, not a named import: captureOwnerStack exists from React 19.1 only, and Node's ESM
// refuses a named import of a missing export before any guard could run.
import * as React from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { HydrationOverlay, type HydrationOverlayProps } from './HydrationOverlay';
import { pageValueOf } from './pageValue';
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

const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));

/**
 * `hydrateRoot`, with React as the judge of hydration mismatches: whenever React's development
 * build reports one (an `onRecoverableError` for text and elements, a `console.error` for
 * attributes), the overlay opens in a root of its own and lists the nodes of React's diff, with
 * the values React compared, never a render of its own. When React rendered a tree again and the
 * page now shows another value than the one it compared, the entry says so. The document's
 * `data-hydration-check` is `clean` once hydration settled without a report, `mismatch` after one.
 * Everything React logs still reaches the console. Development only: React reports nothing in
 * production.
 * @example hydrateWithOverlay(document.getElementById('root')!, <App />, { onCaughtError })
 */
export function hydrateWithOverlay(container: Element, app: ReactNode, options: HydrateWithOverlayOptions = {}): HydrationWatch {
  const { overlay: overlayProps, onRecoverableError, ...hydrationOptions } = options;
  const reports: ReactHydrationReport[] = [];
  // React's nesting warnings: listed with a hydration report, never a verdict of their own (React
  // gives them for client-only renders too).
  const nesting: HydrationMismatch[] = [];
  const doc = container.ownerDocument;
  let overlay: { root: Root; host: HTMLElement } | undefined;
  let dismissed = false;
  let settledOnce = false;

  const mismatches = () => [
    ...(reports.length > 0 ? nesting : []),
    ...reports.flatMap((report) =>
      report.mismatches.map((mismatch) => {
        const outcome = report.source === 'recoverable' ? 'regenerated' : 'kept';
        const pageValue = settledOnce && outcome === 'regenerated' ? pageValueOf(container, mismatch) : undefined;
        return { ...mismatch, outcome, ...(pageValue === undefined ? {} : { pageValue }) } satisfies HydrationMismatch;
      }),
    ),
  ];

  const closeOverlay = () => {
    overlay?.root.unmount();
    overlay?.host.remove();
    overlay = undefined;
  };
  const show = () => {
    doc.documentElement.dataset.hydrationCheck = 'mismatch';
    if (dismissed || !settledOnce) return;
    if (!overlay) {
      const host = doc.createElement('div');
      host.dataset.hydrationOverlayRoot = '';
      doc.body.append(host);
      overlay = { root: createRoot(host), host };
    }
    overlay.root.render(
      <HydrationOverlay
        url={doc.location?.href}
        {...overlayProps}
        mismatches={mismatches()}
        reactMessage={reports[0]?.message}
        reactDiffs={reports.map((report) => report.diff)}
        onClose={() => {
          dismissed = true;
          closeOverlay();
        }}
      />,
    );
  };
  const add = (report: ReactHydrationReport | undefined) => {
    if (!report) return;
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
      if (warning) nesting.push(warning);
      if (warning && reports.length > 0) show();
    }
    consoleError.apply(this, args);
  };

  const root = hydrateRoot(container, app, {
    ...hydrationOptions,
    onRecoverableError: (error, info) => {
      add(readReactHydrationReport(error instanceof Error ? error.message : String(error), 'recoverable', info.componentStack));
      if (onRecoverableError) onRecoverableError(error, info);
      else console.error(error);
    },
  });

  const settled = async () => {
    await idle();
    if (!settledOnce) {
      settledOnce = true;
      if (reports.length > 0) show();
      else doc.documentElement.dataset.hydrationCheck ??= 'clean';
    }
  };
  void settled();

  return {
    root,
    reports,
    mismatches,
    settled,
    stop: () => {
      console.error = consoleError;
      closeOverlay();
    },
  };
}
