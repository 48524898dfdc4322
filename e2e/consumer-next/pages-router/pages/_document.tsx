import { Head, Html, Main, NextScript } from 'next/document';

/** Gives the document a language, which the default one lacks, and an empty icon (no favicon 404). */
export default function Document() {
  return (
    <Html lang="en">
      <Head>
        <link rel="icon" href="data:," />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
