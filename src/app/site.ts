// The site's name: in the title of every page a crawler reads (the prerendered pages' heads,
// route/pageHeads.ts, and the static error pages, fallback/staticErrorPages.tsx). Its origin is a
// build setting, not source: GW_SITE_ORIGIN (scripts/site-origin.mjs).

/** The site's name, in every page title. */
export const siteName = 'Groundwork';
