// The packages src/ imports in the browser, which the story tests' Vite bundles before the first
// test (vite.config.ts). Coverage reads the source files no story loads through Vite once the tests
// have run: a package first met there made Vite re-optimise and reload the test frame, and the next
// run of "Run tests" failed ("Vitest failed to find the current suite"). storyDependencies.test.ts
// keeps this list equal to what src/ imports.

/** Bare imports of src/ (tests and Node-only files aside) beyond React itself. */
export const storyDependencies = ['react-dom/client', 'react-dom/server', 'react-dom/static', 'react-error-boundary', 'wouter'];
