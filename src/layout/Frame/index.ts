export { Frame } from './Frame';
export type { FrameProps } from './Frame';
