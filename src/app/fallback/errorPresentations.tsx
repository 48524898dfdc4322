// The error presentations the app shows, from the library's errors area: the chunk behind
// presentations.tsx. A lazy chunk of its own: the first load of `/` never pays for the pages and
// their six locales. One export, so the app's components (presentations.tsx) are the only ones
// with these names.
import { ApplicationErrorPage, LoadFailurePage, NotFoundPage, StatusPage } from '../../errors';
import { pageData } from '../appRuntime';

const reload = () => window.location.reload();

/** Each presentation, by the name presentations.tsx exports it under. */
export const errorPresentations = {
  /** The not-found page; `documentTitle={false}` where the page's head gives the title (a presentation). */
  NotFound: ({ documentTitle }: { documentTitle?: false }) => <NotFoundPage documentTitle={documentTitle} />,
  /** The status page for a data response's status, with Try again when the status says "later" (503, 429). */
  Status: ({ status, onTryAgain }: { status: number; onTryAgain?: (() => void) | undefined }) => <StatusPage status={status} onTryAgain={onTryAgain} />,
  /** `Failed to load page data`, with Try again (refetch) and Reload. */
  PageDataFailure: ({ url }: { url: string }) => (
    <LoadFailurePage failure="page-data" onTryAgain={() => pageData.invalidate(url)} onReload={reload} />
  ),
  /** `Route did not complete loading: <path>`, with Reload. */
  RouteFailure: ({ path }: { path: string }) => <LoadFailurePage failure="route" path={path} onReload={reload} />,
  /** `Failed to load client build manifest`, with Reload. */
  ManifestFailure: () => <LoadFailurePage failure="build-manifest" onReload={reload} />,
  /** The application-error page, with Try again (reset the boundary) and Reload. */
  AppError: ({ onTryAgain }: { onTryAgain: () => void }) => <ApplicationErrorPage focusHeading onTryAgain={onTryAgain} onReload={reload} />,
};
