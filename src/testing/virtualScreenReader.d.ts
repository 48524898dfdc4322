// The screen-reader model's browser build (one file, no dependencies to pre-bundle): the package
// types only its main entry, which this build exports the same `virtual` of.
declare module '@guidepup/virtual-screen-reader/browser.js' {
  export { virtual, Virtual } from '@guidepup/virtual-screen-reader';
}
