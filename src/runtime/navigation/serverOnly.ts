/**
 * True for `/api` and every path under `/api/`: those belong to the server. The client router
 * never renders them, and a link to one makes a full document navigation.
 * `/apis` or `/api-docs` are ordinary app paths.
 * @example isServerOnlyPath('/api/users?id=1') // true
 */
export function isServerOnlyPath(pathOrHref: string): boolean {
  const path = pathOrHref.split(/[?#]/, 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
