export { Bleed } from './Bleed';
export type { BleedProps } from './Bleed';
