// Waiting for a server a test started (vite preview, nginx): by time, not by a count of tries (a
// start beside a busy npm test took over 20 s), and failing at once with the server's own words
// when it exits first.
import type { ChildProcess } from 'node:child_process';
import { rawRequest } from './rawRequest';

/**
 * Resolves once `port` answers `HEAD /`.
 * @param why what to say when `child` exits before answering (its stderr, its log)
 * @example await untilAnswering(port, child, { timeout: 30_000, why: () => stderr });
 */
export async function untilAnswering(port: number, child: ChildProcess, { timeout, why }: { timeout: number; why: () => string }): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited (${child.exitCode}) before answering: ${why().trim() || '(nothing said)'}`);
    try {
      await rawRequest(port, 'HEAD', '/', 1000);
      return;
    } catch (error) {
      if (Date.now() - started > timeout) throw new Error(`the server on port ${port} did not answer within ${timeout / 1000} s: ${(error as Error).message}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
