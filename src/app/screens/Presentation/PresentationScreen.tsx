import type { ReactNode } from 'react';
import { ApplicationErrorPage, LoadFailurePage, StatusPage } from '../../../errors';
import { NotFound } from '../../fallback/errorPresentations';

const noop = () => {};

/** Each presentation the home screen lists, by id (actions are inert: this is a preview). */
const presentations: Record<string, () => ReactNode> = {
  'not-found': () => <NotFound />,
  '400': () => <StatusPage status={400} />,
  '405': () => <StatusPage status={405} />,
  '500': () => <StatusPage status={500} onReload={noop} />,
  'application-error': () => <ApplicationErrorPage onTryAgain={noop} onReload={noop} />,
  'page-data': () => <LoadFailurePage failure="page-data" onReload={noop} />,
  route: () => <LoadFailurePage failure="route" path="/example" onReload={noop} />,
  'build-manifest': () => <LoadFailurePage failure="build-manifest" onReload={noop} />,
};

/** `/presentations/:id`: one of the generic pages, as the app would show it; unknown ids → not found. */
export default function PresentationScreen({ id }: { id: string }) {
  const render = Object.hasOwn(presentations, id) ? presentations[id] : undefined;
  return render ? render() : <NotFound />;
}
