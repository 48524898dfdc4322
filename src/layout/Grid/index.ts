export { Grid } from './Grid';
export type { GridProps, GridColumns } from './Grid';
