/**
 * Which Vitest projects a command line asks for (`--project unit`, `--project=unit`, with `*`
 * wildcards and `!` negation read as Vitest reads them), so `vite.config.ts` can leave the others
 * out. Vitest starts a Vite server for every project in the config before it applies the filter,
 * and the storybook project's plugin loads Storybook and indexes every story on that start: CPU
 * spent in each run of the unit or visual-loop tests, which never use it (docs/performance.md).
 * With no `--project` (plain `vitest`, Storybook's own test runner) every project is kept.
 */
export function requestedProjects(argv: readonly string[] = process.argv): (name: string) => boolean {
  const patterns: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--project' && i + 1 < argv.length) patterns.push(argv[++i]!);
    else if (arg.startsWith('--project=')) patterns.push(arg.slice('--project='.length));
  }
  if (patterns.length === 0) return () => true;
  const tests = patterns.map(wildcard);
  // A browser project also answers to its instance's name, e.g. `storybook (chromium)`.
  return (name) => tests.some((test) => test(name) || test(`${name} (chromium)`));
}

/** Vitest's reading of a project pattern: `*` is any run of characters, a leading `!` negates, case ignored. */
function wildcard(pattern: string): (name: string) => boolean {
  const negated = pattern.startsWith('!');
  const body = `${(negated ? pattern.slice(1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')}$`;
  const regExp = new RegExp(`^${negated ? `(?!${body})` : body}`, 'i');
  return (name) => regExp.test(name);
}
