import type { GetServerSideProps } from 'next';
import { StatusPage } from '@groundwork/ui/errors';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.statusCode = 405;
  return { props: {} };
};

/** Answers 405 with the status page for it. */
export default function MethodNotAllowed() {
  return <StatusPage status={405} />;
}
