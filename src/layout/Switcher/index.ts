export { Switcher } from './Switcher';
export type { SwitcherProps } from './Switcher';
