'use client';
/**
 * Resolves when the main thread is next idle (`requestIdleCallback`, at most 2 s away). Safari and
 * WebKit have no `requestIdleCallback`: there, after the current task and the tasks already queued,
 * as Next.js's stand-in does (`setTimeout(…, 1)`, packages/next/src/client/request-idle-callback.ts).
 * @example await idle();
 */
export const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1);
  });
