import { useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'wouter';
// The module itself, not the errors index: the pages stay in their lazy chunk.
import { ErrorLinkProvider } from '../errors/ErrorLink';
import { NavigationStartContext, PageDataProvider } from '../runtime';
import { AppLink } from './route/AppLink';
import { AppErrorBoundary } from './fallback/AppErrorBoundary';
import { ManifestFailure } from './fallback/presentations';
import { AppRoutes } from './route/routes';
import { appRoutes, type AppRoute } from './route/routeTable';
import { RouteTableContext } from './route/RouteTableContext';
import { pageData } from './appRuntime';
import { AfterFirstRenderLoader } from './afterFirstRender/AfterFirstRenderLoader';

export interface AppProps {
  /**
   * The route table: the app's own unless a test gives another.
   * @example <App routes={[...appRoutes, fixtureRoute]} />
   */
  routes?: readonly AppRoute[];
}

/**
 * The app shell: the route table, page data, the error boundary around the routes, and — once
 * the first render is on screen — the build manifest check and the route announcer (title, focus
 * to the heading, polite announcement on each client navigation).
 */
export function App({ routes = appRoutes }: AppProps) {
  const [location] = useLocation();
  const [initialLocation] = useState(location);
  // Once failed, for good; `onManifestFailed` is the same function on every render (a dispatch).
  const [manifestFailed, onManifestFailed] = useReducer(() => true, false);
  const container = useRef<HTMLDivElement>(null);
  const navigationStart = useRef(0);
  // Layout effects run before any pending view's timer starts: the budget counts from here.
  useLayoutEffect(() => {
    navigationStart.current = performance.now();
  }, [location]);
  return (
    <RouteTableContext.Provider value={routes}>
      <PageDataProvider loader={pageData}>
        {/* The error pages' links are the app's: "Go to the homepage" navigates on the client. */}
        <ErrorLinkProvider component={AppLink}>
          <NavigationStartContext.Provider value={navigationStart}>
            <div ref={container} data-app-routes>
              {manifestFailed ? (
                <ManifestFailure />
              ) : (
                <AppErrorBoundary resetKey={location}>
                  <AppRoutes />
                </AppErrorBoundary>
              )}
            </div>
            <AfterFirstRenderLoader navigationKey={location} initialKey={initialLocation} container={container} onManifestFailed={onManifestFailed} />
          </NavigationStartContext.Provider>
        </ErrorLinkProvider>
      </PageDataProvider>
    </RouteTableContext.Provider>
  );
}
