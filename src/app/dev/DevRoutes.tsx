import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { hydrationMismatchPath } from './devPaths';

const HydrationMismatchFixture = lazy(() => import('./HydrationMismatchFixture'));

/**
 * The development-only routes, in front of the not-found page (routes.tsx renders this instead of
 * `notFound` only under `npm run dev`; the build has neither this module nor its routes).
 */
export default function DevRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Switch>
      <Route path={hydrationMismatchPath}>
        <Suspense fallback={null}>
          <HydrationMismatchFixture />
        </Suspense>
      </Route>
      <Route>{notFound}</Route>
    </Switch>
  );
}
