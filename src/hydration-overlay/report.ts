import { hydrationOverlayMessages, type HydrationOverlayMessages } from './messages';
import type { HydrationMismatch } from './types';

export interface HydrationReportOptions {
  /** The page where the mismatches happened, e.g. `location.href`. */
  url?: string;
  /** React's own error message, when the capture has it. */
  reactMessage?: string;
  /** React's diffs as it printed them, appended as they are. */
  reactDiffs?: string[];
  /** Texts; English by default. */
  messages?: HydrationOverlayMessages;
}

/**
 * The mismatches as plain text, for an issue or a chat: what "Copy report" puts on the clipboard.
 * @example console.error(formatHydrationReport(diffHydration(serverHtml, clientHtml), { url: location.href }));
 */
export function formatHydrationReport(mismatches: HydrationMismatch[], options: HydrationReportOptions = {}): string {
  const m = options.messages ?? hydrationOverlayMessages;
  const lines = [m.title, m.count(mismatches.length)];
  if (options.url) lines.push(`${m.page}: ${options.url}`);
  if (options.reactMessage) lines.push(`${m.reactMessage}: ${options.reactMessage}`);
  if (mismatches.length === 0) lines.push(m.empty);
  mismatches.forEach((mismatch, index) => {
    const kind = m.kinds[mismatch.kind] ?? mismatch.kind;
    lines.push('', `${index + 1}. ${kind}${mismatch.attribute ? `: ${mismatch.attribute}` : ''}`);
    lines.push(`   ${m.where}: ${mismatch.path}`);
    if (mismatch.note !== undefined) lines.push(`   ${mismatch.note}`);
    else lines.push(`   ${m.server}: ${mismatch.server ?? m.none}`, `   ${m.client}: ${mismatch.client ?? m.none}`);
    if (mismatch.pageValue !== undefined) lines.push(`   ${m.pageNow}: ${mismatch.pageValue || m.none} (${m.changedBetweenRenders})`);
    const stack = mismatch.componentStack?.trim();
    if (stack) lines.push(`   ${m.componentStack}:`, ...stack.split('\n').map((line) => `     ${line.trim()}`));
  });
  for (const diff of options.reactDiffs ?? []) lines.push('', `${m.reactDiff}:`, diff);
  return `${lines.join('\n')}\n`;
}
