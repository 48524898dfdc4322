import type { ErrorInfo, ReactNode } from 'react';
import { RouteLoadError } from '../../runtime';
import { pageData } from '../appRuntime';
import { AppError, RouteFailure } from './presentations';
import { RoutesBoundary } from './RoutesBoundary';

// The one log line of a caught error (main.tsx turns React's own copy off). A route that did not
// load is not an application error: its own message says what happened.
const report = (error: unknown, info: ErrorInfo) =>
  error instanceof RouteLoadError ? console.error(error) : console.error('Application error:', error, info.componentStack);

/**
 * Around the routes: a route whose code did not load (even after one reload) shows the route
 * failure; any other render error shows the application-error page, whose Try again refetches the
 * page data and renders again; a navigation away resets it. (Not the errors area's
 * ApplicationErrorBoundary: that one would put every presentation in the first load.)
 */
export function AppErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: unknown }) {
  return (
    <RoutesBoundary
      resetKey={resetKey}
      onError={report}
      onReset={() => pageData.invalidate()}
      fallback={(error, reset) => (error instanceof RouteLoadError ? <RouteFailure path={error.path} /> : <AppError onTryAgain={reset} />)}
    >
      {children}
    </RoutesBoundary>
  );
}
