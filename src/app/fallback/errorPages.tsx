// The one place the app picks its error presentations. They load as one lazy chunk; if even that
// chunk cannot load, the app reloads once and then shows the last resort that index.html ships,
// at the same address.
import { lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadChunk, never, revealLastResort, RouteBudget, RouteLoadError } from '../../runtime';
import type * as Presentations from './errorPresentations';
import { currentPath, pageData, recovery } from '../appRuntime';
import { RoutesBoundary } from './RoutesBoundary';

const loadPresentations = () =>
  loadChunk<typeof Presentations>(
    () => import('./errorPresentations'),
    recovery,
    (error) => {
      // The import's own error names the chunk: one log line.
      console.error(error);
      revealLastResort(currentPath());
      return never();
    },
  );

function presentation<P extends object>(pick: (module: typeof Presentations) => ComponentType<P>) {
  const Page = lazy(async () => ({ default: pick(await loadPresentations()) }));
  return function Presentation(props: P) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  };
}

/** The not-found page. */
export const NotFound = presentation((m) => m.NotFound);
/** The status page with a code. */
export const Status = presentation((m) => m.Status);
/** `Failed to load page data`. */
export const PageDataFailure = presentation((m) => m.PageDataFailure);
/** `Route did not complete loading: <path>`. */
export const RouteFailure = presentation((m) => m.RouteFailure);
/** The application-error page. */
export const AppError = presentation((m) => m.AppError);
/** `Failed to load client build manifest`. */
export const ManifestFailure = presentation((m) => m.ManifestFailure);

/** A route still loading: nothing visible until its budget (10 s) runs out, then the route failure. */
export const Pending = ({ path }: { path: string }) => (
  <RouteBudget expired={<RouteFailure path={path} />}>
    <div aria-busy="true" data-route-pending />
  </RouteBudget>
);

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
