// The error presentations the app shows, from the library's errors area. A lazy chunk of its own:
// the first load of `/` never pays for the pages and their six locales.
import { ApplicationErrorPage, LoadFailurePage, NotFoundPage, StatusPage } from '../../errors';
import { pageData } from '../appRuntime';

const reload = () => window.location.reload();

/** The not-found page. */
export const NotFound = () => <NotFoundPage />;

/** The status page for a data response's status, with Try again when the status says "later" (503, 429). */
export const Status = ({ status, onTryAgain }: { status: number; onTryAgain?: () => void }) => <StatusPage status={status} onTryAgain={onTryAgain} />;

/** `Failed to load page data`, with Try again (refetch) and Reload. */
export const PageDataFailure = ({ url }: { url: string }) => (
  <LoadFailurePage failure="page-data" onTryAgain={() => pageData.invalidate(url)} onReload={reload} />
);

/** `Route did not complete loading: <path>`, with Reload. */
export const RouteFailure = ({ path }: { path: string }) => <LoadFailurePage failure="route" path={path} onReload={reload} />;

/** `Failed to load client build manifest`, with Reload. */
export const ManifestFailure = () => <LoadFailurePage failure="build-manifest" onReload={reload} />;

/** The application-error page, with Try again (reset the boundary) and Reload. */
export const AppError = ({ onTryAgain }: { onTryAgain: () => void }) => (
  <ApplicationErrorPage focusHeading onTryAgain={onTryAgain} onReload={reload} />
);
