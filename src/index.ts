// The library's public entry: named exports only. Each primitive also has its own entry.
export * from './tokens';
export * from './layout/Box';
export * from './layout/Stack';
export * from './layout/Cover';
export * from './layout/Center';
export * from './layout/Cluster';
export * from './layout/Grid';
export * from './layout/Sidebar';
export * from './layout/Switcher';
export * from './layout/Frame';
export * from './layout/Bleed';
export * from './layout/Divider';
export * from './layout/VisuallyHidden';
export { layoutPropValues } from './layout/internal/props';
export type { BlockTag, HtmlTag, ListTag, PolymorphicComponent, PolymorphicProps, PolymorphicPropsWithoutRef, PolymorphicRef } from './layout/internal/tags';
export * from './errors';
export * from './runtime';
