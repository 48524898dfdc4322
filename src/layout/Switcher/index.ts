export { Switcher } from './Switcher';
export type { SwitcherProps, SwitcherOwnProps, SwitcherTag } from './Switcher';
