import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { NavigationStartContext, PageDataProvider, RouteAnnouncer } from '../runtime';
import { AppErrorBoundary } from './errorPages';
import { AppRoutes } from './routes';
import { pageData } from './runtime';

/**
 * The app shell: page data, the error boundary around the routes, and the route announcer
 * (title, focus to the heading, polite announcement on each client navigation).
 */
export function App() {
  const [location] = useLocation();
  const routes = useRef<HTMLDivElement>(null);
  const navigationStart = useRef(0);
  // Layout effects run before any pending view's timer starts: the budget counts from here.
  useLayoutEffect(() => {
    navigationStart.current = performance.now();
  }, [location]);
  return (
    <PageDataProvider loader={pageData}>
      <NavigationStartContext.Provider value={navigationStart}>
        <div ref={routes} data-app-routes>
          <AppErrorBoundary resetKeys={[location]}>
            <AppRoutes />
          </AppErrorBoundary>
        </div>
        <RouteAnnouncer navigationKey={location} container={routes} />
      </NavigationStartContext.Provider>
    </PageDataProvider>
  );
}
