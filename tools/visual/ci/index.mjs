// The CI room: the job summary and the one-file review page CI publishes, a CI run's review artifact
// fetched for a local accept, and CI's environment (image, Chromium, fonts) as a local container.
export { markdownSummary } from './job-summary.mjs';
export { reportOfRun } from './run-artifact.mjs';
export { ciWorkflow, referenceEnvironment, ciReference, shellQuote, containerCommand, probeRuntime, chooseRuntime } from './container-command.mjs';
