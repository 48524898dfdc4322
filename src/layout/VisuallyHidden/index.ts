export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps, VisuallyHiddenTag } from './VisuallyHidden';
