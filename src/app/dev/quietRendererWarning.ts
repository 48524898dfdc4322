// React's server renderer marks each context it renders with its own sigil and never clears it;
// the client renderer then warns "Detected multiple renderers concurrently rendering the same
// context provider" on every later render of those providers, though the two never overlapped
// (the check renders its string first and hydrates after). Development only, and only that one
// message: everything else still reaches the console.

/** The warning React gives for any context the in-browser string render has touched. */
export const rendererWarning = 'Detected multiple renderers concurrently rendering the same context provider';

/**
 * Drops React's multiple-renderers warning from `target.error` from now on. Returns the undo.
 * @example const undo = quietRendererWarning(console);
 */
export function quietRendererWarning(target: Pick<Console, 'error'> = console): () => void {
  const error = target.error;
  target.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(rendererWarning)) return;
    error.apply(target, args);
  };
  return () => {
    target.error = error;
  };
}
