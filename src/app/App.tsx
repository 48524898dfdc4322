import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { NavigationStartContext, PageDataProvider, RouteAnnouncer } from '../runtime';
import { AppErrorBoundary, ManifestFailure } from './errorPages';
import { AppRoutes } from './routes';
import { pageData } from './runtime';
import { useBuildManifest } from './useBuildManifest';

/**
 * The app shell: page data, the error boundary around the routes, and the route announcer
 * (title, focus to the heading, polite announcement on each client navigation).
 */
export function App() {
  const [location] = useLocation();
  const routes = useRef<HTMLDivElement>(null);
  const navigationStart = useRef(0);
  const manifest = useBuildManifest();
  // Layout effects run before any pending view's timer starts: the budget counts from here.
  useLayoutEffect(() => {
    navigationStart.current = performance.now();
  }, [location]);
  return (
    <PageDataProvider loader={pageData}>
      <NavigationStartContext.Provider value={navigationStart}>
        <div ref={routes} data-app-routes>
          {manifest === 'failed' ? (
            <ManifestFailure />
          ) : (
            <AppErrorBoundary resetKeys={[location]}>
              <AppRoutes />
            </AppErrorBoundary>
          )}
        </div>
        <RouteAnnouncer navigationKey={location} container={routes} />
      </NavigationStartContext.Provider>
    </PageDataProvider>
  );
}
