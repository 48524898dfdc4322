export { Center } from './Center';
export type { CenterProps } from './Center';
