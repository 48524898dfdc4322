export { Center } from './Center';
export type { CenterProps, CenterOwnProps, CenterTag } from './Center';
