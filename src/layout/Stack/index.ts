export { Stack } from './Stack';
export type { StackProps, StackOwnProps, StackTag, StackAlign } from './Stack';
