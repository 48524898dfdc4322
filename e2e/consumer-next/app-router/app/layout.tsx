import type { ReactNode } from 'react';
import '@groundwork/ui/tokens.css';
import '@groundwork/ui/reset.css';

// No favicon file: an empty icon keeps the browser from asking for one (a 404 in the console).
export const metadata = { title: 'Groundwork in the App Router', icons: { icon: 'data:,' } };

/** The root layout: a server component with the package's global CSS. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
