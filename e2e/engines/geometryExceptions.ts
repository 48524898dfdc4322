// The layout and error stories whose geometry differs from Chromium's by more than 1 px in an
// engine, each with its cause: a reviewed list, not a tolerance (docs/engines.md). The lane fails
// on a difference not listed here, and on an entry whose story no longer differs (remove it).
// Reviewed from the differences each story showed (the lane prints them for a story not listed).
import type { EngineName } from './drivers';

/** Causes, in words. */
const nativeButtonLineHeight = "a native button's line box: `line-height: normal` comes from the face's metrics, 2 px taller than Chromium's at 13.33 px (reset.css leaves the buttons' line height to the engine: setting it would move Chromium's baselines)";
const longTextBreaks = "a long unbroken path or code breaks at other points in a 320 px column (`overflow-wrap: anywhere` picks its break by the engine's own text measure)";
const japaneseFallback = "Japanese text: DejaVu Sans has no Japanese glyphs, and each engine falls back to a face of its own";
const webkitTextRuns = "text runs: WebKitGTK shapes DejaVu Sans to other glyph advances than Chromium (a line of text 2–5 px wider or narrower), so shrink-wrapped boxes and what they move follow";

export const geometryExceptions: Record<EngineName, Record<string, string>> = {
  firefox: {
    'errors-loadfailurenotice--narrow-320-long-path': longTextBreaks,
    'errors-loadfailurepage--narrow-320-long-path': longTextBreaks,
    'errors-notfoundpage--japanese': japaneseFallback,
    'errors-statuspage--narrow-320': longTextBreaks,
    'layout-center--intrinsic': nativeButtonLineHeight,
    'layout-sidebar--intrinsic-side-width': nativeButtonLineHeight,
    'layout-visuallyhidden--playground': nativeButtonLineHeight,
  },
  webkit: {
    'errors-applicationerrorboundary--arabic-right-to-left': webkitTextRuns,
    'errors-applicationerrorpage--arabic-right-to-left': webkitTextRuns,
    'errors-applicationerrorpage--playground': webkitTextRuns,
    'errors-applicationerrorpage--with-help-and-reference': webkitTextRuns,
    'errors-loadfailurenotice--arabic-right-to-left': webkitTextRuns,
    'errors-loadfailurenotice--build-manifest': webkitTextRuns,
    'errors-loadfailurenotice--dark': webkitTextRuns,
    'errors-loadfailurenotice--narrow-320-long-path': webkitTextRuns,
    'errors-loadfailurenotice--page-data': webkitTextRuns,
    'errors-loadfailurenotice--playground': webkitTextRuns,
    'errors-loadfailurenotice--route-did-not-complete': webkitTextRuns,
    'errors-loadfailurepage--arabic-right-to-left': webkitTextRuns,
    'errors-loadfailurepage--build-manifest': webkitTextRuns,
    'errors-loadfailurepage--dark': webkitTextRuns,
    'errors-loadfailurepage--narrow-320-long-path': webkitTextRuns,
    'errors-loadfailurepage--page-data': webkitTextRuns,
    'errors-loadfailurepage--playground': webkitTextRuns,
    'errors-loadfailurepage--route-did-not-complete': webkitTextRuns,
    'errors-loadfailurepage--route-with-hostile-path': webkitTextRuns,
    'errors-notfoundpage--arabic-right-to-left': webkitTextRuns,
    'errors-notfoundpage--consumer-locale': webkitTextRuns,
    'errors-notfoundpage--japanese': `${japaneseFallback}; and ${webkitTextRuns}`,
    'errors-statuspage--arabic-right-to-left': webkitTextRuns,
    'errors-statuspage--bad-request': webkitTextRuns,
    'errors-statuspage--dark': webkitTextRuns,
    'errors-statuspage--german-from-toolbar': webkitTextRuns,
    'errors-statuspage--hostile-input': webkitTextRuns,
    'errors-statuspage--internal-server-error': webkitTextRuns,
    'errors-statuspage--narrow-320': webkitTextRuns,
    'errors-statuspage--playground': webkitTextRuns,
    'errors-statuspage--unknown-status-418': webkitTextRuns,
    'errors-statuspage--with-help': webkitTextRuns,
    'errors-statuspage--without-help': webkitTextRuns,
    'layout-center--gutters-in-narrow-container': webkitTextRuns,
    'layout-center--intrinsic': webkitTextRuns,
    'layout-center--null-child': webkitTextRuns,
    'layout-cluster--justifications': webkitTextRuns,
    'layout-composition--error-page': webkitTextRuns,
    'layout-composition--error-page-narrow': webkitTextRuns,
    'layout-composition--error-page-right-to-left': webkitTextRuns,
    'layout-composition--help-centre-section': webkitTextRuns,
    'layout-sidebar--intrinsic-side-width': webkitTextRuns,
    'layout-stack--alignments': webkitTextRuns,
    'layout-visuallyhidden--focusable-skip-link': webkitTextRuns,
  },
};
