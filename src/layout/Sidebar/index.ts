export { Sidebar } from './Sidebar';
export type { SidebarProps, SidebarOwnProps, SidebarTag, SidebarSide } from './Sidebar';
