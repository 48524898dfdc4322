import { StatusPage } from '@groundwork/ui/errors';

/** Statically generated: Next.js serves it with status 404 for every unknown path. */
export default function NotFound() {
  return <StatusPage status={404} />;
}
