// The error presentations the app renders, each a lazy view of the errorPresentations chunk. If
// even that chunk cannot load, the app reloads once and then shows the last resort that
// index.html ships, at the same address.
import { lazy, Suspense, type ComponentType } from 'react';
import { loadChunk, never, revealLastResort } from '../../runtime';
import type { errorPresentations } from './errorPresentations';
import { currentPath, recovery } from '../appRuntime';

type Chunk = typeof errorPresentations;

const loadPresentations = () =>
  loadChunk<{ errorPresentations: Chunk }>(
    () => import('./errorPresentations'),
    recovery,
    (error) => {
      // The import's own error names the chunk: one log line.
      console.error(error);
      revealLastResort(currentPath());
      return never();
    },
  );

function presentation<P extends object>(pick: (chunk: Chunk) => ComponentType<P>) {
  const Page = lazy(async () => ({ default: pick((await loadPresentations()).errorPresentations) }));
  return function Presentation(props: P) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  };
}

/** The not-found page. */
export const NotFound = presentation((c) => c.NotFound);
/** The status page with a code. */
export const Status = presentation((c) => c.Status);
/** `Failed to load page data`. */
export const PageDataFailure = presentation((c) => c.PageDataFailure);
/** `Route did not complete loading: <path>`. */
export const RouteFailure = presentation((c) => c.RouteFailure);
/** The application-error page. */
export const AppError = presentation((c) => c.AppError);
/** `Failed to load client build manifest`. */
export const ManifestFailure = presentation((c) => c.ManifestFailure);
