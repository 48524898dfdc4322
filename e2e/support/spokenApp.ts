// The app's spoken records (issue 49): which there are, and where they live. Shared by the spec
// that makes them (e2e/spoken.spec.ts) and the run's teardown that reports them (spokenReport.ts),
// which finds orphaned records only when every record below was made.
import { prerenderPaths } from '../../src/app/route/matchRoute';

/** The spec that makes the records, as the manifest names it. */
export const spokenSpecFile = 'e2e/spoken.spec.ts';

/** Where the records are committed (the shots' `__screenshots__` of the app). */
export const spokenBaselineDir = 'e2e/__spoken__';

/** The run's report folder: the entries the workers write, then manifest.json and the review page. */
export const spokenOutDir = 'reports/spoken-app';

/** The one cell of an app record: the app is English, left to right. */
export const spokenAppCell = 'spoken-ltr';

/** The pages the build writes beside the route table's, for a host to serve on its errors. */
export const staticPagePaths = ['/404.html', '/500.html', '/400.html', '/405.html'];

/** Every prerendered page: the route table's, then the static error pages. */
export const spokenPagePaths = (): string[] => [...prerenderPaths(), ...staticPagePaths];

/**
 * The flows of the recovery issue (48), each one record with a section per step. The spec
 * implements each (its table is typed by this list, so neither side can lose one).
 */
export const spokenFlowSlugs = [
  'navigation',
  'try-again-page-data',
  'try-again-status-503',
  'try-again-application-error',
  'route-failure',
  'build-manifest-failure',
  'overlay',
] as const;
export type SpokenFlowSlug = (typeof spokenFlowSlugs)[number];

/**
 * A page's record id.
 * @example pageRecordId('/') // 'app--page-home'; pageRecordId('/404.html') // 'app--page-static-404'
 */
export function pageRecordId(path: string): string {
  const staticPage = /^\/(\d{3})\.html$/.exec(path);
  if (staticPage) return `app--page-static-${staticPage[1]}`;
  return `app--page-${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
}

/** A flow's record id. @example flowRecordId('navigation') // 'app--flow-navigation' */
export const flowRecordId = (slug: SpokenFlowSlug): string => `app--flow-${slug}`;

/** Every record the whole spec makes. */
export const spokenRecordIds = (): string[] => [...spokenPagePaths().map(pageRecordId), ...spokenFlowSlugs.map(flowRecordId)];
