export { Cluster } from './Cluster';
export type { ClusterProps, ClusterAlign, ClusterJustify } from './Cluster';
