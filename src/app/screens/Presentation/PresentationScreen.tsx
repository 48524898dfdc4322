import type { ReactNode } from 'react';
import { ApplicationErrorPage, LoadFailurePage, StatusPage } from '../../../errors';
// The app's own presentations chunk: the not-found page as the app shows it, and the chunk every
// failure page comes from already in, so a page that goes offline can still say what failed.
import { errorPresentations } from '../../fallback/errorPresentations';
import type { ScreenProps } from '../../route/routeTable';

const noop = () => {};

/**
 * Each presentation by id (actions are inert: this is a preview). The route table lists the ids
 * and pageHeads.ts gives each page its title, so the pages leave the document title to it: one
 * `<title>` per document, and not a real error page's.
 */
const presentations: Record<string, () => ReactNode> = {
  'not-found': () => <errorPresentations.NotFound documentTitle={false} />,
  '400': () => <StatusPage status={400} documentTitle={false} />,
  '405': () => <StatusPage status={405} documentTitle={false} />,
  '500': () => <StatusPage status={500} onReload={noop} documentTitle={false} />,
  'application-error': () => <ApplicationErrorPage onTryAgain={noop} onReload={noop} documentTitle={false} />,
  'page-data': () => <LoadFailurePage failure="page-data" onReload={noop} documentTitle={false} />,
  route: () => <LoadFailurePage failure="route" path="/example" onReload={noop} documentTitle={false} />,
  'build-manifest': () => <LoadFailurePage failure="build-manifest" onReload={noop} documentTitle={false} />,
};

/** `/presentations/:id`: one of the generic pages, as the app would show it (the route only renders ids its table lists). */
export default function PresentationScreen({ params }: ScreenProps) {
  const render = Object.hasOwn(presentations, params.id!) ? presentations[params.id!] : undefined;
  if (!render) throw new Error(`No presentation "${params.id}": the route table lists one this screen does not have`);
  return render();
}
