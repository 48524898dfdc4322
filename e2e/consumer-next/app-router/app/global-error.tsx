'use client';
import '@groundwork/ui/tokens.css';
import '@groundwork/ui/reset.css';
import { ApplicationErrorPage } from '@groundwork/ui/errors';

/** Replaces the root layout when it fails, so it renders its own document. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ApplicationErrorPage onTryAgain={reset} />
      </body>
    </html>
  );
}
