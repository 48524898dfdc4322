import type { AppProps } from 'next/app';
import '@groundwork/ui/tokens.css';
import '@groundwork/ui/reset.css';

/** The package's global CSS, once for every page. */
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
