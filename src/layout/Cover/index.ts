export { Cover } from './Cover';
export type { CoverProps } from './Cover';
