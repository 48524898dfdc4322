'use client';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
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
 * Catches exceptions thrown while rendering its children (react-error-boundary underneath),
 * reports each once through `onError`, and shows the application-error page with "Try again"
 * (resets the boundary and renders the children again) and "Reload" (calls `reload`).
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
  const fallbackRender = ({ resetErrorBoundary }: FallbackProps) => (
    <ApplicationErrorPage focusHeading {...pageProps} onTryAgain={() => resetErrorBoundary()} onReload={reload} />
  );
  return (
    <ErrorBoundary fallbackRender={fallbackRender} onError={onError} onReset={onReset} resetKeys={resetKeys}>
      {children}
    </ErrorBoundary>
  );
}
