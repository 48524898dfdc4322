// React 19 has useSyncExternalStore built in: the shim package's fallback is dead weight.
export { useSyncExternalStore } from 'react';
