import { createContext, useContext } from 'react';
import { appRoutes, type AppRoute } from './routeTable';

/** The route table the app runs with: its own, or a test's (App's `routes`). */
export const RouteTableContext = createContext<readonly AppRoute[]>(appRoutes);

/** The route table the app runs with. */
export const useRouteTable = () => useContext(RouteTableContext);
