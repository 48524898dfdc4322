// The paths of the routes that exist only under `npm run dev` (DevRoutes.tsx; routes.tsx adds it behind import.meta.env.DEV,
// so the production build has neither the route nor its code).

/** The development-only fixture whose client render differs from its server render. */
export const hydrationMismatchPath = '/__dev/hydration-mismatch';

/** Every development-only route (the dev server renders them with status 200). */
export const devRoutePaths = [hydrationMismatchPath];
