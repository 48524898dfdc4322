// Development only: main.tsx imports this chunk behind import.meta.env.DEV, so the build has none
// of it. Compares the server's HTML with the client's first render and shows the overlay.
//
// Why a second render to a string: React 19 reports text and element mismatches through
// onRecoverableError (and re-renders on the client), but an attribute mismatch is only a
// console.error, and React keeps the server's attribute. Rendering the same tree with the same
// data in the browser, with the server renderer, gives the client's first render as HTML, which
// diffHydration compares node by node with what the server sent.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { diffHydration } from '../../hydration-overlay';
import { hydrationMessage, withComponentStacks, type RecoverableReport } from './componentStacks';
import { quietRendererWarning } from './quietRendererWarning';
import { showHydrationOverlay } from './showHydrationOverlay';

export type { RecoverableReport } from './componentStacks';

/** What main.tsx hands over, before it hydrates. */
export interface HydrationCheckInput {
  /** The root's HTML as the server sent it, read before anything touched it. */
  serverHtml: string;
  /** What React reports through `onRecoverableError` (hydrating adds to it). */
  recoverable: RecoverableReport[];
  /** The app as the client renders it, without StrictMode. */
  app: ReactNode;
  /** Calls `hydrateRoot`: the check runs it once the client's HTML is rendered. */
  hydrate: () => void;
  /** The address the page was rendered for (path and query). @default location */
  address?: string;
}

/** The client's first render of `app` at `address`, as HTML, with the server renderer's browser build. */
export async function renderClientHtml(app: ReactNode, address: string): Promise<string> {
  const { prelude } = await prerender(<Router ssrPath={address}>{app}</Router>);
  return new Response(prelude).text();
}

/** Resolves when the main thread is idle: React has done the hydration work it could do. */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));

/**
 * Renders the client's HTML, then hydrates, then diffs the server's HTML against the client's
 * and, when they differ (or React reported a hydration error the HTML does not show), shows the
 * overlay. The string render comes first: two React renderers at work on the same contexts at
 * once is unsupported (React says so in the console). Hydration happens whatever the check does.
 * Resolves with what it found: an empty list when the page hydrated cleanly.
 * @example checkHydration({ serverHtml, recoverable, app: <App />, hydrate: () => hydrateRoot(root, app) })
 */
export async function checkHydration({ serverHtml, recoverable, app, hydrate, address = location.pathname + location.search }: HydrationCheckInput) {
  let clientHtml: string;
  quietRendererWarning();
  try {
    clientHtml = await renderClientHtml(app, address);
  } finally {
    hydrate();
  }
  await idle();
  const mismatches = withComponentStacks(diffHydration(serverHtml, clientHtml), recoverable);
  const reactMessage = hydrationMessage(recoverable);
  const clean = mismatches.length === 0 && !reactMessage;
  // The outcome, for tests and tools: `clean` or `mismatch`.
  document.documentElement.dataset.hydrationCheck = clean ? 'clean' : 'mismatch';
  if (!clean) showHydrationOverlay({ mismatches, url: location.href, reactMessage });
  return mismatches;
}
