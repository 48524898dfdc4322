import type { ReactNode } from 'react';
import { usePageData } from '../../runtime';
import { pageData } from '../appRuntime';
import { NotFound, PageDataFailure, Status } from '../fallback/presentations';
import { Pending } from '../fallback/Pending';

export interface PageDataProps {
  /**
   * The route's data file.
   * @example <PageData url="/data/index.json" path="/">{(data) => …}</PageData>
   */
  url: string;
  /**
   * The route's path, for the route-failure message.
   * @example <PageData url="/data/docs.json" path="/docs">…</PageData>
   */
  path: string;
  /**
   * Renders the page once its data is in.
   * @example {(data) => <HomeView content={parseHomeContent(data)} />}
   */
  children: (data: unknown) => ReactNode;
  /**
   * Throws on data the page cannot render: a background refresh that brings such data keeps the
   * page as it is (stale while error). A module-level function.
   * @example <PageData url="/data/index.json" path="/" validate={parseHomeContent}>…</PageData>
   */
  validate?: (data: unknown) => unknown;
}

/** Statuses that say "later": their page offers Try again (and the loader retries a short wait once). */
const tryLater = new Set([429, 503]);

/** Loads a route's data and shows the page, or the presentation its state calls for. */
export function PageData({ url, path, children, validate }: PageDataProps) {
  const data = usePageData(url, { validate });
  switch (data.state) {
    case 'ready':
      return children(data.data);
    case 'not-found':
      return <NotFound />;
    case 'status':
      return <Status status={data.status} onTryAgain={tryLater.has(data.status) ? () => pageData.invalidate(url) : undefined} />;
    case 'failed':
      return <PageDataFailure url={url} />;
    default:
      return <Pending path={path} />;
  }
}
