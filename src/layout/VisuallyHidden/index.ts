export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps, VisuallyHiddenOwnProps, VisuallyHiddenTag } from './VisuallyHidden';
