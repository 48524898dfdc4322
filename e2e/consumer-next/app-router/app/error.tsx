'use client';
import { ApplicationErrorPage } from '@groundwork/ui/errors';

/** Next.js requires error boundaries to be client components; ours renders the package's page. */
export default function Error({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ApplicationErrorPage onTryAgain={reset} />;
}
