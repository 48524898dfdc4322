export { Divider } from './Divider';
export type { DividerProps, DividerOrientation } from './Divider';
