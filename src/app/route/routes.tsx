import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { isServerOnlyPath, lazyRoute } from '../../runtime';
import { currentPath, pageData, recovery } from '../appRuntime';
import { PageData } from '../data/PageData';
import { Pending } from '../fallback/Pending';
import { NotFound } from '../fallback/presentations';
import { dataUrlOf, matchRoute, pageOf } from './matchRoute';
import type { AppRoute } from './routeTable';
import { useRouteTable } from './RouteTableContext';
import { loadScreen, type ScreenModule } from './screens';
import { ServerOnly } from './ServerOnly';

// Development only: the fixture routes sit in front of the not-found page. The condition is a
// constant, so the build keeps only the not-found page: no route, no chunk.
const DevRoutes = import.meta.env.DEV ? lazy(() => import('../dev/DevRoutes')) : null;

interface RouteScreenProps {
  params: Record<string, string>;
  dataUrl: string | undefined;
  path: string;
}

const routeScreens = new Map<AppRoute, ComponentType<RouteScreenProps>>();

/**
 * A route's screen as one lazy component (made once per route): its chunk, then its page data.
 * A failed chunk load reloads once, then shows the route failure.
 */
function routeScreen(route: AppRoute): ComponentType<RouteScreenProps> {
  let Screen = routeScreens.get(route);
  if (!Screen) {
    const load = loadScreen(route.screen);
    Screen = lazyRoute(
      async () => {
        // `undefined`: Vite's preload handler took the failure and a guarded reload is under way.
        const module: ScreenModule | undefined = await load();
        if (!module) return undefined as unknown as { default: ComponentType<RouteScreenProps> };
        const { default: View, validate } = module;
        return {
          default: ({ params, dataUrl, path }: RouteScreenProps) =>
            dataUrl === undefined ? (
              <View params={params} data={undefined} />
            ) : (
              <PageData url={dataUrl} path={path} validate={validate}>
                {(data) => <View params={params} data={data} />}
              </PageData>
            ),
        };
      },
      recovery,
      currentPath,
    );
    routeScreens.set(route, Screen);
  }
  return Screen;
}

/** One route's page: its data asked for alongside its code, then its screen; not found for parameters it does not have. */
function RoutePage({ route, params, path }: { route: AppRoute; params: Record<string, string>; path: string }) {
  if (!pageOf(route, params)) return <NotFound />;
  const dataUrl = dataUrlOf(route, params);
  // Its data does not wait for its code: asked for now (once; a cached or seeded URL is not).
  if (dataUrl !== undefined) pageData.prefetch(dataUrl);
  const Screen = routeScreen(route);
  return (
    <Suspense fallback={<Pending path={path} />}>
      {/* eslint-disable-next-line react-hooks/static-components -- made once per route (routeScreens), the same component on every render */}
      <Screen params={params} dataUrl={dataUrl} path={path} />
    </Suspense>
  );
}

/**
 * The client routes: the page of the route table's entry the location matches (matched as the
 * prerender and the preview match it), the server's `/api` paths never rendered here, and the
 * not-found page for anything else.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const match = matchRoute(location, useRouteTable());
  if (match) return <RoutePage key={match.route.pattern} route={match.route} params={match.params} path={location} />;
  if (isServerOnlyPath(location)) return <ServerOnly />;
  return DevRoutes ? (
    <Suspense fallback={null}>
      <DevRoutes notFound={<NotFound />} />
    </Suspense>
  ) : (
    <NotFound />
  );
}
