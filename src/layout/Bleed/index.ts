export { Bleed } from './Bleed';
export type { BleedProps, BleedOwnProps, BleedTag } from './Bleed';
