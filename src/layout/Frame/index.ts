export { Frame } from './Frame';
export type { FrameProps, FrameOwnProps, FrameTag } from './Frame';
