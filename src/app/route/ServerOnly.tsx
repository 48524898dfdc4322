import { useEffect } from 'react';
import { recovery } from '../appRuntime';

/**
 * Rendered if the client router ever lands on a `/api` path (a programmatic navigation): hands the
 * address to the server with a full navigation instead of rendering anything.
 */
export function ServerOnly() {
  useEffect(() => {
    recovery.navigate(window.location.href, { replace: true });
  }, []);
  return null;
}
