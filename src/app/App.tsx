import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
// The module itself, not the errors index: the pages stay in their lazy chunk.
import { ErrorLinkProvider } from '../errors/ErrorLink';
import { NavigationStartContext, PageDataProvider } from '../runtime';
import { AppLink } from './route/AppLink';
import { AppErrorBoundary, ManifestFailure } from './fallback/errorPages';
import { AppRoutes } from './route/routes';
import { pageData } from './appRuntime';
import { DeferredWork } from './deferred/DeferredWork';

/**
 * The app shell: page data, the error boundary around the routes, and — once the first render is
 * on screen — the build manifest check and the route announcer (title, focus to the heading,
 * polite announcement on each client navigation).
 */
export function App() {
  const [location] = useLocation();
  const [initialLocation] = useState(location);
  const [manifestFailed, setManifestFailed] = useState(false);
  const onManifestFailed = useCallback(() => setManifestFailed(true), []);
  const routes = useRef<HTMLDivElement>(null);
  const navigationStart = useRef(0);
  // Layout effects run before any pending view's timer starts: the budget counts from here.
  useLayoutEffect(() => {
    navigationStart.current = performance.now();
  }, [location]);
  return (
    <PageDataProvider loader={pageData}>
      {/* The error pages' links are the app's: "Go to the homepage" navigates on the client. */}
      <ErrorLinkProvider component={AppLink}>
        <NavigationStartContext.Provider value={navigationStart}>
          <div ref={routes} data-app-routes>
            {manifestFailed ? (
              <ManifestFailure />
            ) : (
              <AppErrorBoundary resetKey={location}>
                <AppRoutes />
              </AppErrorBoundary>
            )}
          </div>
          <DeferredWork navigationKey={location} initialKey={initialLocation} container={routes} onManifestFailed={onManifestFailed} />
        </NavigationStartContext.Provider>
      </ErrorLinkProvider>
    </PageDataProvider>
  );
}
