export { Cluster } from './Cluster';
export type { ClusterProps, ClusterOwnProps, ClusterTag, ClusterAlign, ClusterJustify } from './Cluster';
