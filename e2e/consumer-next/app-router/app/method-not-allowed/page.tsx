import { StatusPage } from '@groundwork/ui/errors';

/** A server component rendering the status page for 405 (the App Router cannot set that status). */
export default function MethodNotAllowed() {
  return <StatusPage status={405} />;
}
