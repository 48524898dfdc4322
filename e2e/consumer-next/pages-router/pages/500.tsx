import { StatusPage } from '@groundwork/ui/errors';

/** Statically generated: Next.js serves it with status 500 when a page fails on the server. */
export default function ServerError() {
  return <StatusPage status={500} />;
}
