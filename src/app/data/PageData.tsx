import type { ReactNode } from 'react';
import { usePageData } from '../../runtime';
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
}

/** Loads a route's data and shows the page, or the presentation its state calls for. */
export function PageData({ url, path, children }: PageDataProps) {
  const data = usePageData(url);
  switch (data.state) {
    case 'ready':
      return children(data.data);
    case 'not-found':
      return <NotFound />;
    case 'status':
      return <Status status={data.status} />;
    case 'failed':
      return <PageDataFailure url={url} />;
    default:
      return <Pending path={path} />;
  }
}
