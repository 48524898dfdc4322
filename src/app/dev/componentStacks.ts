import type { HydrationMismatch } from '../../hydration-overlay';

/** One `onRecoverableError` call: the error and React's component stack for it. */
export interface RecoverableReport {
  error: unknown;
  componentStack?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isHydrationError = (report: RecoverableReport) => /hydrat/i.test(messageOf(report.error)) && Boolean(report.componentStack);

/**
 * Gives each text or element mismatch the component stack React reported for it: the report whose
 * message quotes the mismatch's server or client value, else the first hydration report. Attribute
 * mismatches get none: React reports them only as a console message, with no stack.
 * @example withComponentStacks(diffHydration(server, client), recoverable)
 */
export function withComponentStacks(mismatches: HydrationMismatch[], reports: RecoverableReport[]): HydrationMismatch[] {
  const hydration = reports.filter(isHydrationError);
  if (hydration.length === 0) return mismatches;
  return mismatches.map((mismatch) => {
    if (mismatch.kind === 'attribute' || mismatch.componentStack) return mismatch;
    const quoted = (value: string | null) => value !== null && value.trim() !== '' && hydration.find((r) => messageOf(r.error).includes(value.trim()));
    const report = quoted(mismatch.client) || quoted(mismatch.server) || hydration[0]!;
    return { ...mismatch, componentStack: report.componentStack };
  });
}

/**
 * React's message for the first hydration error it reported, if any.
 * @example hydrationMessage(recoverable) // 'Hydration failed because the server rendered text didn't match the client. …'
 */
export function hydrationMessage(reports: RecoverableReport[]): string | undefined {
  const report = reports.find((r) => /hydrat/i.test(messageOf(r.error)));
  return report && messageOf(report.error);
}
