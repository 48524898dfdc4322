'use client';
import type { ErrorInfo, ReactNode } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { focusByScript } from './focusByScript';
import { ApplicationErrorPage, type ApplicationErrorPageProps } from './pages/ApplicationErrorPage';

/** Reports a caught error: the default `onError`. */
export function reportToConsole(error: unknown, info: ErrorInfo): void {
  console.error('Application error caught by ApplicationErrorBoundary:', error, info.componentStack);
}

/** Reloads the document: the default `reload`. Only ever called from a click. */
export function reloadDocument(): void {
  window.location.reload();
}

export interface ApplicationErrorBoundaryProps {
  /**
   * The part of the app to protect.
   * @example <ApplicationErrorBoundary><Routes /></ApplicationErrorBoundary>
   */
  children?: ReactNode;
  /**
   * Called once per caught error with the error and React's component stack.
   * @default reportToConsole (console.error)
   * @example <ApplicationErrorBoundary onError={(error) => telemetry.capture(error)}>…</ApplicationErrorBoundary>
   */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /**
   * What the "Reload" button calls. Inject a function in stories and tests so nothing reloads.
   * @default reloadDocument (window.location.reload)
   * @example <ApplicationErrorBoundary reload={fn()}>…</ApplicationErrorBoundary>
   */
  reload?: () => void;
  /**
   * Called when "Try again" resets the boundary (or `resetKeys` change): clear whatever state
   * caused the error here.
   * @example <ApplicationErrorBoundary onReset={() => queryClient.clear()}>…</ApplicationErrorBoundary>
   */
  onReset?: () => void;
  /**
   * When any of these values change, the boundary resets by itself (e.g. the location).
   * @example <ApplicationErrorBoundary resetKeys={[location.pathname]}>…</ApplicationErrorBoundary>
   */
  resetKeys?: unknown[];
  /**
   * Props for the application-error page it shows (locale, help, reference id, texts…).
   * Focus moves to its heading unless `focusHeading: false` is given.
   * @example <ApplicationErrorBoundary pageProps={{ locale: 'fr', help: <ContactUs /> }}>…</ApplicationErrorBoundary>
   */
  pageProps?: Omit<ApplicationErrorPageProps, 'onTryAgain' | 'onReload'>;
}

/**
 * After a "Try again" that worked: moves focus to the first rendered `h1` of the restored content
 * (between its two markers), so a screen reader reads what came back and Tab goes on from there;
 * then tells the boundary it is done (the markers go).
 */
function RestoredFocus({ start, onDone }: { start: { current: HTMLElement | null }; onDone: () => void }) {
  const end = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const after = start.current;
    const before = end.current;
    const within = (node: Node) => !!after && !!before && !!(after.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) && !!(node.compareDocumentPosition(before) & Node.DOCUMENT_POSITION_FOLLOWING);
    const heading = before?.parentElement && [...before.parentElement.querySelectorAll<HTMLElement>('h1')].find((h1) => within(h1) && h1.getClientRects().length > 0);
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      focusByScript(heading);
    }
    onDone();
  }, [start, onDone]);
  return <span ref={end} hidden />;
}

/**
 * Catches exceptions thrown while rendering its children (react-error-boundary underneath),
 * reports each once through `onError`, and shows the application-error page with "Try again"
 * (resets the boundary and renders the children again) and "Reload" (calls `reload`).
 * Every change a person causes is followed by focus: "Try again" that fails again keeps focus on
 * the page's heading and says it failed again (`failedAgain`); one that works moves focus to the
 * restored content's first `h1` (WCAG 2.4.3, 4.1.3).
 * @example
 * <ApplicationErrorBoundary onError={report}><App /></ApplicationErrorBoundary>
 */
export function ApplicationErrorBoundary({
  children,
  onError = reportToConsole,
  reload = reloadDocument,
  onReset,
  resetKeys,
  pageProps,
}: ApplicationErrorBoundaryProps) {
  // "Try again" presses in a row that led back to the page, and whether one is being tried.
  const [failedAgain, setFailedAgain] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const start = useRef<HTMLSpanElement>(null);
  const fallbackRender = ({ resetErrorBoundary }: FallbackProps) => (
    <ApplicationErrorPage
      focusHeading
      {...pageProps}
      // Shown while still retrying: the error came back, and the page mounts saying so at once.
      failedAgain={retrying ? failedAgain + 1 : failedAgain}
      onTryAgain={() => {
        setRetrying(true);
        resetErrorBoundary();
      }}
      onReload={reload}
    />
  );
  const caught = (error: unknown, info: ErrorInfo) => {
    // The error came back while trying again: the page says so (and its heading keeps focus).
    if (retrying) {
      setRetrying(false);
      setFailedAgain((count) => count + 1);
    }
    onError(error, info);
  };
  return (
    <ErrorBoundary fallbackRender={fallbackRender} onError={caught} onReset={onReset} resetKeys={resetKeys}>
      {/* Markers around the children only while a retry is under way: the children keep their place. */}
      {retrying ? <span ref={start} hidden /> : null}
      {children}
      {retrying ? (
        <RestoredFocus
          start={start}
          onDone={() => {
            setRetrying(false);
            setFailedAgain(0);
          }}
        />
      ) : null}
    </ErrorBoundary>
  );
}
