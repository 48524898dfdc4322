export { Box } from './Box';
export type { BoxProps, BoxBackground, BoxRadius } from './Box';
