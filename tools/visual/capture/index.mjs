// The capture room, Node half: the Vitest browser commands that photograph a story's root and hand
// the image to the compare room, and the check that every documented default was rendered in a shot.
// The browser half is ./browser/index.ts; Vitest's globalSetup is ./global-setup.mjs (by path).
export { isCI, visualPageHeight, visualShot, visualVerdicts, visualSelftestFs } from './command.mjs';
export { layoutPrimitives, documentedDefaults, primitiveDefaults, checkDefaultsShot } from './defaults-shot.mjs';
