export const dynamic = 'force-dynamic';

/** Fails while rendering on the server, so app/error.tsx takes over. */
export default function Broken(): never {
  throw new Error('The consumer fixture broke this page on purpose');
}
