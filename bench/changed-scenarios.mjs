// The scenario diffs of the change-scoped gate's benches: each a file and one replacement in it.
// bench/changed-gate.mjs times `npm test -- --changed` on the green ones (css, message, guard: they
// select what a real change to that file selects, and leave every verdict green, so every selected
// check runs to its end); bench/changed-complement.mjs proves the selection on real changes
// (padding, german, token: they alter shots inside the selection).
export const scenarios = {
  css: { file: 'src/layout/Cluster/Cluster.module.css', from: '  list-style: none;', to: '  list-style-type: none;' },
  message: { file: 'src/errors/messages/de.ts', from: '\n', to: '\n// bench:changed\n' },
  guard: { file: 'src/runtime/navigation/reloadGuard.ts', from: '\n', to: '\n// bench:changed\n' },
  padding: { file: 'src/layout/Cluster/Cluster.module.css', from: '  padding: 0;\n  list-style: none;', to: '  padding: 2px;\n  list-style: none;' },
  german: { file: 'src/errors/messages/de.ts', from: 'Diese Seite wurde nicht gefunden', to: 'Diese Seite ist nicht zu finden' },
  token: { file: 'src/tokens/tokens.css', from: '--gw-space-1: 0.25rem;', to: '--gw-space-1: 0.3rem;' },
};
