import { groupMismatches, shownValue } from './group';
import { hydrationOverlayMessages, type HydrationOverlayMessages } from './messages';
import type { HydrationMismatch } from './types';

export interface HydrationReportOptions {
  /** The page where the mismatches happened, e.g. `location.href`. */
  url?: string;
  /** React's own error message, when the capture has it. */
  reactMessage?: string;
  /** React's diffs as it printed them, appended as they are. */
  reactDiffs?: string[];
  /**
   * React's reports the mismatches come from: the count then says what React reported (its
   * hydration errors, each the first difference in one boundary, and its attribute warnings).
   */
  reactReports?: readonly { source: 'recoverable' | 'console' }[];
  /** Texts; English by default. */
  messages?: HydrationOverlayMessages;
}

/** The count line(s): what React reported when the list comes from its reports, else the list's length. */
export function countSentences(mismatches: readonly HydrationMismatch[], reports: HydrationReportOptions['reactReports'], m: HydrationOverlayMessages): [string, string?] {
  if (!reports) return [m.count(mismatches.length)];
  const errors = reports.filter((report) => report.source === 'recoverable').length;
  return [m.reported({ errors, warnings: reports.length - errors }), errors > 0 ? m.firstDifference : undefined];
}

/** A `position` entry's sentence: the client's node where the server's HTML has another. */
export function positionSentence(mismatch: HydrationMismatch, m: HydrationOverlayMessages): string {
  const side = (value: string | null, text: boolean | undefined) => (text ? m.textNode(value ?? '') : (value ?? m.none));
  return m.position(side(mismatch.client, mismatch.textSides?.client), side(mismatch.server, mismatch.textSides?.server));
}

/** An entry's heading: its kind's, or for a boundary only one side renders, the boundary's. */
export function heading(mismatch: HydrationMismatch, m: HydrationOverlayMessages): string {
  if (mismatch.boundary !== undefined && (mismatch.kind === 'added' || mismatch.kind === 'missing')) return m.boundaryOnly(mismatch.boundary, mismatch.kind === 'added' ? 'client' : 'server');
  return m.kinds[mismatch.kind] ?? mismatch.kind;
}

/** The one-line hints of an entry: where a boundary is, an extension's attribute, a style a policy blocked. */
export function hints(mismatch: HydrationMismatch, m: HydrationOverlayMessages): string[] {
  return [
    ...(mismatch.boundary !== undefined ? [m.boundaryWhere(mismatch.boundary)] : []),
    ...(mismatch.extension !== undefined ? [m.extension(mismatch.extension)] : []),
    ...(mismatch.styleBlocked ? [m.styleBlocked] : []),
  ];
}

/**
 * The mismatches as plain text, for an issue or a chat: what "Copy report" puts on the clipboard.
 * Identical mismatches are one entry with their count.
 * @example console.error(formatHydrationReport(diffHydration(serverHtml, clientHtml), { url: location.href }));
 */
export function formatHydrationReport(mismatches: HydrationMismatch[], options: HydrationReportOptions = {}): string {
  const m = options.messages ?? hydrationOverlayMessages;
  const lines: string[] = [m.title, ...countSentences(mismatches, options.reactReports, m).filter((line): line is string => line !== undefined)];
  if (options.url) lines.push(`${m.page}: ${options.url}`);
  if (options.reactMessage) lines.push(`${m.reactMessage}: ${options.reactMessage}`);
  if (mismatches.length === 0) lines.push(m.empty);
  groupMismatches(mismatches).forEach(({ mismatch, count }, index) => {
    lines.push('', `${index + 1}. ${heading(mismatch, m)}${mismatch.attribute ? `: ${mismatch.attribute}` : ''}${count > 1 ? ` (${m.repeated(count)})` : ''}`);
    lines.push(`   ${m.where}: ${mismatch.path}`);
    for (const hint of hints(mismatch, m)) lines.push(`   ${hint}`);
    if (mismatch.note !== undefined) lines.push(`   ${mismatch.note}`);
    else {
      if (mismatch.kind === 'position') lines.push(`   ${positionSentence(mismatch, m)}`);
      const value = (side: string | null) => (side === null ? m.none : shownValue(side));
      lines.push(`   ${m.server}: ${value(mismatch.server)}`, `   ${m.client}: ${value(mismatch.client)}`);
    }
    if (mismatch.pageValue !== undefined) lines.push(`   ${m.pageNow}: ${mismatch.pageValue} (${m.changedBetweenRenders})`);
    const stack = mismatch.componentStack?.trim();
    if (stack) lines.push(`   ${m.componentStack}:`, ...stack.split('\n').map((line) => `     ${line.trim()}`));
  });
  for (const diff of options.reactDiffs ?? []) lines.push('', `${m.reactDiff}:`, diff);
  return `${lines.join('\n')}\n`;
}
