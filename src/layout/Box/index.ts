export { Box } from './Box';
export type { BoxProps, BoxOwnProps, BoxTag, BoxBackground, BoxRadius } from './Box';
