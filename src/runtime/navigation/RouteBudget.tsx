'use client';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** How long a route's code and data may take before the page says it did not load. */
export const defaultRouteBudgetMs = 10_000;

/** When the current navigation started (`performance.now()` time), shared by its pending views. */
export const NavigationStartContext = createContext<{ current: number }>({ current: 0 });

export interface RouteBudgetProps {
  /**
   * Shown while the route is still within its budget (usually nothing, or a quiet progress note).
   * @example <RouteBudget expired={<RouteFailure />}>Loading…</RouteBudget>
   */
  children?: ReactNode;
  /**
   * Shown once the budget is spent: the "Route did not complete loading" presentation.
   * @example <RouteBudget expired={<p>Route did not complete loading: /docs</p>} />
   */
  expired: ReactNode;
  /**
   * The budget in milliseconds, counted from the start of the navigation.
   * @default 10000
   * @example <RouteBudget budgetMs={5000} expired={<RouteFailure />} />
   */
  budgetMs?: number;
}

/**
 * A pending route view with a deadline: renders `children` until the navigation is `budgetMs` old,
 * then `expired`. Every pending view of one navigation (code, then data) shares its start time.
 * @example
 * <Suspense fallback={<RouteBudget expired={<RouteFailure path={path} />} />}>…</Suspense>
 */
export function RouteBudget({ children, expired, budgetMs = defaultRouteBudgetMs }: RouteBudgetProps) {
  const start = useContext(NavigationStartContext);
  const [isExpired, setExpired] = useState(false);
  useEffect(() => {
    const elapsed = start.current ? performance.now() - start.current : 0;
    const timer = setTimeout(() => setExpired(true), Math.max(0, budgetMs - elapsed));
    return () => clearTimeout(timer);
  }, [start, budgetMs]);
  return isExpired ? expired : children;
}
