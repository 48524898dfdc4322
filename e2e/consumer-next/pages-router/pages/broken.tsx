/** Fails on the server, so Next.js answers 500 with pages/500.tsx. */
export function getServerSideProps(): never {
  throw new Error('The consumer fixture broke this page on purpose');
}

export default function Broken() {
  return null;
}
