// The development overlay for hydration mismatches: the diff (server-safe, pure), the plain-text
// report, and the dialog. Import it in development only.
export { diffHydration } from './diffHydration';
export { styleDeclarations, sameStyle } from './styleDeclarations';
export { formatHydrationReport } from './report';
export type { HydrationReportOptions } from './report';
export { hydrationOverlayMessages } from './messages';
export type { HydrationOverlayMessages } from './messages';
export { HydrationOverlay } from './HydrationOverlay';
export type { HydrationOverlayProps } from './HydrationOverlay';
export type { HydrationMismatch, HydrationMismatchKind } from './types';
