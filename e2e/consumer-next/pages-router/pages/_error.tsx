import type { NextPageContext } from 'next';
import { StatusPage } from '@groundwork/ui/errors';

interface ErrorProps {
  statusCode?: number;
}

/** Every other error status (a page's getServerSideProps may set one) gets the status page. */
function ErrorPage({ statusCode }: ErrorProps) {
  return <StatusPage status={statusCode} />;
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorProps => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
});

export default ErrorPage;
