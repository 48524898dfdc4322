export { Sidebar } from './Sidebar';
export type { SidebarProps, SidebarSide } from './Sidebar';
