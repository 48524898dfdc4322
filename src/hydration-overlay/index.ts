// The development overlay for hydration mismatches: React's reports read into entries, the dialog,
// the plain-text report, and hydrateRoot with the overlay. Import it in development only.
export { diffHydration } from './diffHydration';
export { styleDeclarations, sameStyle } from './styleDeclarations';
export { formatHydrationReport } from './report';
export type { HydrationReportOptions } from './report';
export { hydrationOverlayMessages } from './messages';
export type { HydrationOverlayMessages } from './messages';
export { HydrationOverlay } from './HydrationOverlay';
export { HydrationOverlayBadge } from './HydrationOverlayBadge';
export type { HydrationOverlayBadgeProps } from './HydrationOverlayBadge';
export { groupMismatches } from './group';
export type { ListedMismatch } from './group';
export type { HydrationOverlayProps } from './HydrationOverlay';
export { parseReactDiff, reactDocsLink } from './reactDiff';
export { readReactHydrationReport, formatConsoleArguments } from './reactReports';
export type { ReactHydrationReport } from './reactReports';
export { hydrateWithOverlay } from './hydrateWithOverlay';
export type { HydrateWithOverlayOptions, HydrationWatch } from './hydrateWithOverlay';
export type { HydrationMismatch, HydrationMismatchKind } from './types';
