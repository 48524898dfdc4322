// wouter's default route-pattern parser (regexparam), which only its <Route>, <Switch>, useRoute
// and matchRoute call: the built app matches routes with its own table (src/app/route/matchRoute.ts)
// and uses wouter for its location and links alone, so the parser is dead weight in the first load.
// The dev server, where the dev-only fixture routes use <Switch> and <Route>, keeps the real one.
/** Fails loudly if built code ever matches a route through wouter. */
export function parse(): never {
  throw new Error('wouter route patterns are not in the app build: match routes with src/app/route/matchRoute.ts');
}
