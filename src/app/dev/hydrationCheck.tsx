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
import { showHydrationOverlay } from './showHydrationOverlay';

export type { RecoverableReport } from './componentStacks';

/** What main.tsx hands over after `hydrateRoot`. */
export interface HydrationCheckInput {
  /** The root's HTML as the server sent it, read before `hydrateRoot`. */
  serverHtml: string;
  /** What React reported through `onRecoverableError` so far (it keeps adding to it). */
  recoverable: RecoverableReport[];
  /** The app as the client renders it, without StrictMode. */
  app: ReactNode;
  /** The address the page was rendered for (path and query). @default location */
  address?: string;
}

/** The client's first render of `app` at `address`, as HTML, with the server renderer's browser build. */
export async function renderClientHtml(app: ReactNode, address: string): Promise<string> {
  const { prelude } = await prerender(<Router ssrPath={address}>{app}</Router>);
  return new Response(prelude).text();
}

/**
 * Diffs the server's HTML against the client's first render and, when they differ (or React
 * reported a hydration error the HTML does not show), shows the overlay. Resolves with what it
 * found: an empty list when the page hydrated cleanly.
 * @example checkHydration({ serverHtml, recoverable, app: <App /> })
 */
export async function checkHydration({ serverHtml, recoverable, app, address = location.pathname + location.search }: HydrationCheckInput) {
  const clientHtml = await renderClientHtml(app, address);
  const mismatches = withComponentStacks(diffHydration(serverHtml, clientHtml), recoverable);
  const reactMessage = hydrationMessage(recoverable);
  if (mismatches.length > 0 || reactMessage) showHydrationOverlay({ mismatches, url: location.href, reactMessage });
  return mismatches;
}
