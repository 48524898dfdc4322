/** The parts of React's fiber that say whether server HTML is still waiting to be hydrated. */
interface Fiber {
  tag: number;
  memoizedState: unknown;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

// React's work tags (react-reconciler's ReactWorkTags): the only fibers that hold server HTML
// React has not hydrated yet.
const suspenseTag = 13;
const activityTag = 31;

const isDehydratedBoundary = (fiber: Fiber) =>
  (fiber.tag === suspenseTag || fiber.tag === activityTag) &&
  typeof fiber.memoizedState === 'object' &&
  fiber.memoizedState !== null &&
  (fiber.memoizedState as { dehydrated?: unknown }).dehydrated != null;

/**
 * Whether React still has server HTML in `container` to hydrate: the root itself, or a Suspense or
 * Activity boundary whose code or data has not arrived. While one is left, React can still report a
 * mismatch in it; once none is, every report has been made (React reports in the commit that
 * hydrates or replaces a boundary). Reads the committed fiber tree `hydrateRoot` left on the
 * container, as React DevTools does; `false` when there is none (no React root there).
 * src/hydration-overlay/hydrationVerdict.browser.test.tsx pins it to the React this project runs.
 * @example hydrationPending(document.getElementById('root')!) // true while a lazy route's code loads
 */
export function hydrationPending(container: Element): boolean {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  const rootFiber = key === undefined ? undefined : (container as unknown as Record<string, Fiber | undefined>)[key];
  // The container keeps the root's first fiber; the root object knows the committed one.
  const current = (rootFiber?.stateNode as { current?: Fiber } | undefined)?.current;
  if (!current) return false;
  if ((current.memoizedState as { isDehydrated?: boolean } | null)?.isDehydrated) return true;
  const stack: Fiber[] = current.child ? [current.child] : [];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    if (isDehydratedBoundary(fiber)) return true;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return false;
}
