import { RouteBudget } from '../../runtime';
import { RouteFailure } from './presentations';

/** A route still loading: nothing visible until its budget (10 s) runs out, then the route failure. */
export const Pending = ({ path }: { path: string }) => (
  <RouteBudget expired={<RouteFailure path={path} />}>
    <div aria-busy="true" data-route-pending />
  </RouteBudget>
);
