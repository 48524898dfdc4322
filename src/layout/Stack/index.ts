export { Stack } from './Stack';
export type { StackProps, StackAlign } from './Stack';
