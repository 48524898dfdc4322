import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { lazyRoute } from '../../runtime';
import { NotFound, Pending } from '../fallback/errorPages';
import { routeData } from './routeData';
import { currentPath, pageData, recovery } from '../appRuntime';
import { ServerOnly } from './ServerOnly';

// The home screen is its own chunk: a failed chunk load reloads once, then shows the route failure.
// Its data does not wait for its code: both are asked for when the route first renders.
const HomeScreen = lazyRoute(
  () => {
    pageData.prefetch(routeData.home);
    return import('../screens/Home/HomeScreen');
  },
  recovery,
  currentPath,
);
// Development only: the fixture routes sit in front of the not-found page. The condition is a
// constant, so the build keeps only the not-found page: no route, no chunk.
const DevRoutes = import.meta.env.DEV ? lazy(() => import('../dev/DevRoutes')) : null;
const PresentationScreen = lazyRoute(() => import('../screens/Presentation/PresentationScreen'), recovery, currentPath);

/** The client routes. `/api` and below are the server's: never rendered here. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Suspense fallback={<Pending path="/" />}>
          <HomeScreen />
        </Suspense>
      </Route>
      <Route path="/presentations/:id">
        {({ id }) => (
          <Suspense fallback={<Pending path={`/presentations/${id}`} />}>
            <PresentationScreen id={id} />
          </Suspense>
        )}
      </Route>
      <Route path={/^\/api(?:\/.*)?$/}>
        <ServerOnly />
      </Route>
      <Route>
        {DevRoutes ? (
          <Suspense fallback={null}>
            <DevRoutes notFound={<NotFound />} />
          </Suspense>
        ) : (
          <NotFound />
        )}
      </Route>
    </Switch>
  );
}
