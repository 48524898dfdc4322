// The classes of Cluster.module.css, which Vite also exports by name: a primitive imports its own by name, so a build
// inlines the string instead of carrying the module's object (src/layout/classNames.test.ts keeps these in step).
export declare const cluster: string;
