'use client';
import { createContext, createElement, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPageDataLoader, type PageDataLoader, type PageDataVisitOptions } from './loader';
import type { PageDataState } from './state';

const LoaderContext = createContext<PageDataLoader | null>(null);
let fallbackLoader: PageDataLoader | undefined;

export interface PageDataProviderProps {
  /**
   * The loader every `usePageData` below uses (one cache per app).
   * @example <PageDataProvider loader={createPageDataLoader({ timeoutMs: 5000 })}>…</PageDataProvider>
   */
  loader: PageDataLoader;
  /** The app. */
  children?: ReactNode;
}

/**
 * Gives the pages below one page-data loader (and so one cache).
 * @example <PageDataProvider loader={loader}><App /></PageDataProvider>
 */
export function PageDataProvider({ loader, children }: PageDataProviderProps) {
  return createElement(LoaderContext.Provider, { value: loader }, children);
}

/** The loader from the nearest `PageDataProvider` (or a shared default one). */
export function usePageDataLoader(): PageDataLoader {
  const loader = useContext(LoaderContext);
  if (loader) return loader;
  fallbackLoader ??= createPageDataLoader();
  return fallbackLoader;
}

/**
 * The page's data for `url`: loads it on mount (GET), or shows the cached copy at once and checks
 * it with HEAD in the background. The page decides what to show for each state. `validate` (throws
 * on data the page cannot render) keeps the page as it is when a background refresh brings such data.
 * @example
 * const data = usePageData<HomeContent>('/data/index.json', { validate: parseHomeContent });
 * if (data.state === 'ready') return <Home content={data.data} />;
 */
export function usePageData<T = unknown>(url: string, options: PageDataVisitOptions = {}): PageDataState<T> {
  const loader = usePageDataLoader();
  // One function for both snapshots: the server's (and hydration's) is the loader's too.
  const snapshot = () => loader.snapshot(url);
  const state = useSyncExternalStore((listener) => loader.subscribe(url, listener), snapshot, snapshot);
  // The latest `validate`, without making a new one a reason to visit again: a ref updated by the
  // first effect (effects run in order), as React 19.2's useEffectEvent would, from React 18.3 on.
  const validate = useRef(options.validate);
  useEffect(() => {
    validate.current = options.validate;
  });
  useEffect(() => {
    void loader.visit(url, { validate: validate.current });
  }, [loader, url]);
  // After invalidate() the snapshot is loading again with nothing in flight: load it. The loader's
  // state now, not the rendered one: data that settled between this render and its effects is not
  // "loading", and asking again would be a second request on one load.
  useEffect(() => {
    if (state.state === 'loading' && loader.snapshot(url).state === 'loading') void loader.visit(url, { validate: validate.current });
  }, [loader, url, state]);
  return state as PageDataState<T>;
}
