export { Cover } from './Cover';
export type { CoverProps, CoverOwnProps, CoverTag } from './Cover';
