// How every visual CLI reads its arguments: a bad one exits 2 naming the command, with its usage;
// `--help` prints the usage and exits 0.

/**
 * Runs `parse` (parseArgs and the CLI's own checks, throwing an Error with a message for a person)
 * and returns what it returns, which must carry `values.help`.
 * @template {{ values: { help?: boolean } }} T
 * @param {string} name the npm script, e.g. `visual:accept`
 * @param {string} usage the command's help text
 * @param {() => T} parse
 * @returns {T}
 */
export function readCommandLine(name, usage, parse) {
  let args;
  try {
    args = parse();
  } catch (error) {
    console.error(`${name}: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (args.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return args;
}
