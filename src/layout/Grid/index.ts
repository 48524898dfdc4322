export { Grid } from './Grid';
export type { GridProps, GridOwnProps, GridTag, GridColumns } from './Grid';
