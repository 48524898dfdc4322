// The capture room, Node half: the Vitest browser commands that photograph a story's root and hand
// the image to the compare room, the spoken records (what a virtual screen reader heard, compared
// with the text beside the shots), and the check that every documented default was rendered in a shot.
// The browser half is ./browser/index.ts; Vitest's globalSetup is ./global-setup.mjs (by path).
export { isCI, visualPageHeight, visualShot, visualVerdicts, visualSelftestFs } from './command.mjs';
export { recordSpoken, visualSpoken } from './spoken.mjs';
export { layoutPrimitives, documentedDefaults, primitiveDefaults, checkDefaultsShot } from './defaults-shot.mjs';
