// Apart from routePatterns.ts: the entry needs this, and the route matching stays out of the entry.

/** The data file of each route that has one. */
export const routeData = { home: '/data/index.json' } as const;
