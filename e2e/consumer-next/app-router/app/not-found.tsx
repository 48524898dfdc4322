import { NotFoundPage } from '@groundwork/ui/errors';

// No 'use client' here: the package's own modules say which of them are client components.
export default function NotFound() {
  return <NotFoundPage />;
}
