// The error presentations the app shows, from the library's errors area: the chunk behind
// presentations.tsx. A lazy chunk of its own: the first load of `/` never pays for the pages and
// their six locales. One export, so the app's components (presentations.tsx) are the only ones
// with these names.
import { ApplicationErrorPage, LoadFailurePage, NotFoundPage, StatusPage } from '../../errors';
import { focusHeadingWhenShown } from '../../runtime/announcer/focusHeadingWhenShown';
import { pageData } from '../appRuntime';

const reload = () => window.location.reload();

// "Try again" as a person hears it: what comes instead of the failure page takes focus on its own
// heading (the content that loaded, or the failure page again, which then says it failed again:
// `failedAgain`). The presses in a row at one address; a navigation forgets them, and stops the wait.
let tried: { at: string; count: number } | undefined;
let stopWaiting = () => {};
if (typeof window !== 'undefined') {
  for (const type of ['popstate', 'pushState']) addEventListener(type, () => ((tried = undefined), stopWaiting()));
}
const failedAgain = () => (tried?.at === location.href ? tried.count : 0);
const tryAgain = (retry: () => void) => () => {
  tried = { at: location.href, count: failedAgain() + 1 };
  const routes = document.querySelector<HTMLElement>('[data-app-routes]');
  const previous = routes?.querySelector('h1');
  retry();
  stopWaiting();
  if (routes) stopWaiting = focusHeadingWhenShown(routes, { previous });
};

/** Each presentation, by the name presentations.tsx exports it under. */
export const errorPresentations = {
  /** The not-found page; `documentTitle={false}` where the page's head gives the title (a presentation). */
  NotFound: ({ documentTitle }: { documentTitle?: false }) => <NotFoundPage documentTitle={documentTitle} />,
  /** The status page for a data response's status, with Try again when the status says "later" (503, 429). */
  Status: ({ status, onTryAgain }: { status: number; onTryAgain?: (() => void) | undefined }) => (
    <StatusPage status={status} onTryAgain={onTryAgain && tryAgain(onTryAgain)} failedAgain={failedAgain()} />
  ),
  /** `Failed to load page data`, with Try again (refetch) and Reload. */
  PageDataFailure: ({ url }: { url: string }) => (
    <LoadFailurePage failure="page-data" onTryAgain={tryAgain(() => pageData.invalidate(url))} failedAgain={failedAgain()} onReload={reload} />
  ),
  /** `Route did not complete loading: <path>`, with Reload. */
  RouteFailure: ({ path }: { path: string }) => <LoadFailurePage failure="route" path={path} onReload={reload} />,
  /** `Failed to load client build manifest`, with Reload. */
  ManifestFailure: () => <LoadFailurePage failure="build-manifest" onReload={reload} />,
  /** The application-error page, with Try again (reset the boundary) and Reload. */
  AppError: ({ onTryAgain }: { onTryAgain: () => void }) => (
    <ApplicationErrorPage focusHeading onTryAgain={tryAgain(onTryAgain)} failedAgain={failedAgain()} onReload={reload} />
  ),
};
