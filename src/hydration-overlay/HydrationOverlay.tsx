'use client';
import { useEffect, useId, useLayoutEffect, useRef, useState, type JSX } from 'react';
import { hydrationOverlayMessages, type HydrationOverlayMessages } from './messages';
import { MismatchEntry } from './MismatchEntry';
import { groupMismatches } from './group';
import { countSentences, formatHydrationReport } from './report';
import type { HydrationMismatch } from './types';
import styles from './HydrationOverlay.module.css';

export interface HydrationOverlayProps {
  /**
   * The differing nodes (from `diffHydration`, or a capture of its own). An empty list still
   * shows the dialog, saying no differing node was found (React may report what HTML cannot show).
   * @example <HydrationOverlay mismatches={diffHydration(serverHtml, clientHtml)} onClose={hide} />
   */
  mismatches: HydrationMismatch[];
  /**
   * Called when the user dismisses the dialog (Escape or "Close"). The dialog is shown while it is
   * mounted: unmount it here. Focus then returns to the element that had it before it opened, or,
   * when that is gone (React's client render replaced it) or was nothing, to the page's main heading.
   * @example <HydrationOverlay mismatches={mismatches} onClose={() => setMismatches(undefined)} />
   */
  onClose: () => void;
  /**
   * The page the mismatches happened on, shown above the list and put in the report.
   * @example <HydrationOverlay mismatches={mismatches} onClose={hide} url={location.href} />
   */
  url?: string;
  /**
   * React's own error message (from `onRecoverableError`), shown collapsed and put in the report.
   * @example <HydrationOverlay mismatches={mismatches} onClose={hide} reactMessage={error.message} />
   */
  reactMessage?: string;
  /**
   * React's diffs as it printed them (`+` the client's render, `-` the server's HTML), one per
   * report: shown collapsed under the list and put in the report, so nothing React said is lost.
   * @example <HydrationOverlay mismatches={mismatches} onClose={hide} reactDiffs={reports.map((report) => report.diff)} />
   */
  reactDiffs?: string[];
  /**
   * React's reports the mismatches come from (what `hydrateWithOverlay` collected): the count then
   * says what React reported, and that each hydration error is the first difference in its
   * boundary, with how to see the next. Without it the count is the list's length.
   * @example <HydrationOverlay mismatches={mismatches} onClose={hide} reactReports={reports} />
   */
  reactReports?: readonly { source: 'recoverable' | 'console' }[];
  /**
   * Writes the report to the clipboard; `navigator.clipboard.writeText` by default. Inject one to
   * route the report elsewhere. A rejection shows the report selected, to copy by hand.
   * @example <HydrationOverlay mismatches={mismatches} onClose={hide} copyText={(text) => navigator.clipboard.writeText(text)} />
   */
  copyText?: (text: string) => Promise<void>;
  /**
   * Texts that replace the English defaults (the title is "Hydration Mismatch Occurred"); with
   * another language, give its `lang` and `dir` too: the dialog follows its texts, not the page.
   * @example <HydrationOverlay mismatches={mismatches} onClose={hide} messages={{ close: 'Dismiss' }} />
   */
  messages?: Partial<HydrationOverlayMessages>;
}

type CopyState = 'idle' | 'copied' | 'failed';

const clipboardWrite = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('navigator.clipboard is not available (an insecure origin?)'));

/**
 * The development overlay for hydration mismatches: a modal dialog titled "Hydration Mismatch
 * Occurred" listing each differing node (kind, where, server against client), with "Copy report"
 * and "Close", as the WAI-ARIA dialog pattern has it: named by its title and described by its
 * summary (the count React reported), focus on the dialog itself when it opens (or, in a frame that
 * does not have focus then, when the frame gets it), the entries one Tab stop (the arrow keys, Home
 * and End move between them; an entry's component stack is reached inside it), so "Copy report" is
 * a few Tabs away however long the list; Escape closes it, and focus returns to where it was, or to
 * the page's main heading when that is gone.
 * Styled by a CSS module and the tokens only (no style attributes: it works under a strict CSP).
 * Import it in development only, so production bundles carry none of it, and render it in a root
 * of its own: inside the hydrated root it would itself be a mismatch.
 * @example
 * {mismatches && <HydrationOverlay mismatches={mismatches} url={location.href} onClose={() => setMismatches(undefined)} />}
 */
export function HydrationOverlay({ mismatches, onClose, url, reactMessage, reactDiffs, reactReports, copyText = clipboardWrite, messages }: HydrationOverlayProps): JSX.Element {
  const m = { ...hydrationOverlayMessages, ...messages };
  const titleId = useId();
  const summaryId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // The entry that is the list's one Tab stop.
  const [current, setCurrent] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const reportRef = useRef<HTMLTextAreaElement>(null);
  const onCloseRef = useRef(onClose);
  const [copy, setCopy] = useState<CopyState>('idle');
  const list = Array.isArray(mismatches) ? mismatches : [];
  const diffs = (Array.isArray(reactDiffs) ? reactDiffs : []).filter((diff) => typeof diff === 'string' && diff.trim() !== '');
  const reports = Array.isArray(reactReports) ? reactReports : undefined;
  const report = formatHydrationReport(list, { url, reactMessage, reactDiffs: diffs, reactReports: reports, messages: m });
  const [count, firstDifference] = countSentences(list, reports, m);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // A layout effect: the dialog is open (and has focus) in the commit that mounts it, never a
  // frame later, so whoever rendered it (a test, a story's play) finds it open at once.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // showModal() focuses the dialog's first focusable descendant (the list's group) unless it finds
    // none: with its contents inert for that moment, it focuses the dialog itself, and a screen
    // reader starts at the dialog's name and description (the APG dialog pattern). (`autofocus` on
    // the dialog says the same in the HTML standard; Chromium 156 still focused the group.)
    const parts = [...dialog.children] as HTMLElement[];
    for (const part of parts) part.inert = true;
    if (!dialog.open) dialog.showModal();
    for (const part of parts) part.inert = false;
    // The dialog itself, not its first control: a screen reader starts reading at the title.
    // focus() does nothing while the dialog is not rendered (an ancestor still hidden: Storybook's
    // preview shows a story only once it rendered) or while this frame may not take focus (its
    // embedder holds the keyboard: Storybook's sidebar after a click, a page that embeds the app).
    // So it is taken again as soon as the dialog gets a box or the frame gets focus.
    dialog.focus();
    const takeFocus = () => {
      if (dialog.open && !dialog.contains(document.activeElement)) dialog.focus();
    };
    const rendered = new ResizeObserver(takeFocus);
    rendered.observe(dialog);
    window.addEventListener('focus', takeFocus);
    return () => {
      rendered.disconnect();
      window.removeEventListener('focus', takeFocus);
      // Focus goes back only from the dialog (or from nowhere, once it closed): where the person
      // has taken it elsewhere (the embedder's sidebar, another frame), it stays there.
      const active = document.activeElement;
      const focusWasHere = document.hasFocus() && (active === document.body || dialog.contains(active));
      if (dialog.open) dialog.close();
      if (!focusWasHere) return;
      if (previous?.isConnected && previous !== document.body) return previous.focus();
      // What had focus is gone (React's client render replaced it) or was nothing: the page's main
      // heading, or its main, so a screen reader and the next Tab start in the page, not at <body>.
      const main = document.querySelector<HTMLElement>('main');
      const target = main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1') ?? main;
      if (!target) return;
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
      target.focus();
    };
  }, []);

  // Selected in the commit that shows the words "refused", not a task later: whoever reads the
  // status (a person, a play, a screen reader's user moving on) finds the report ready to copy.
  useLayoutEffect(() => {
    if (copy !== 'failed') return;
    reportRef.current?.focus();
    reportRef.current?.select();
  }, [copy]);

  const copyReport = async () => {
    try {
      await copyText(report);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      lang={m.lang}
      dir={m.dir}
      tabIndex={-1}
      // Escape (a cancel) and close(): the dialog closed itself; tell the owner, who unmounts it.
      // A close event that arrives after a StrictMode remount reopened the dialog is stale.
      onClose={(event) => {
        if (!event.currentTarget.open) onCloseRef.current();
      }}
      // The browser closes a modal dialog on Escape by itself, but may ignore a repeated one (close
      // watchers) and never sees a synthetic one: close it here, once, for every Escape.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        event.currentTarget.close();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {m.title}
        </h2>
        <p id={summaryId} className={styles.summary}>
          {count}
        </p>
      </div>
      {/* Scrolls when the list is long, so it must be reachable from the keyboard; a named group,
          not a landmark region: landmarks inside a modal dialog only add noise. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.body} role="group" aria-label={m.mismatchList} tabIndex={0}>
        {/* Here, not in the header: a long URL scrolls with the list instead of crowding it out. */}
        {url && (
          <p className={styles.where}>
            {m.page}:{' '}
            <code className={styles.code}>
              <bdi dir="ltr">{url}</bdi>
            </code>
          </p>
        )}
        {firstDifference && <p className={styles.where}>{firstDifference}</p>}
        {reactMessage && (
          <details className={styles.stack}>
            <summary>{m.reactMessage}</summary>
            <p className={styles.reactMessage}>{reactMessage}</p>
          </details>
        )}
        {list.length === 0 ? (
          <p className={styles.empty}>{m.empty}</p>
        ) : (
          // The arrow keys, Home and End move between the entries (one Tab stop for all of them).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <ol
            ref={listRef}
            className={styles.list}
            onKeyDown={(event) => {
              const entries = [...(listRef.current?.children ?? [])] as HTMLElement[];
              const at = entries.findIndex((entry) => entry === document.activeElement);
              const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 }[event.key];
              if (at < 0 || to === undefined) return;
              event.preventDefault();
              entries[Math.max(0, Math.min(entries.length - 1, to))]?.focus();
            }}
          >
            {groupMismatches(list).map(({ mismatch, count: times }, index) => (
              <MismatchEntry key={index} mismatch={mismatch} count={times} messages={m} tabStop={index === current} onFocus={() => setCurrent(index)} />
            ))}
          </ol>
        )}
        {diffs.length > 0 && (
          <details className={styles.stack}>
            <summary>{m.reactDiff}</summary>
            {diffs.map((diff, index) => (
              <pre key={index} className={styles.stackText} dir="ltr">
                {diff}
              </pre>
            ))}
          </details>
        )}
      </div>
      <div className={styles.footer}>
        <p role="status" className={styles.status}>
          {copy === 'copied' ? m.copied : copy === 'failed' ? m.copyFailed : ''}
        </p>
        {copy === 'failed' && (
          <label className={styles.reportLabel}>
            {m.report}
            <textarea ref={reportRef} className={styles.report} readOnly value={report} dir="ltr" rows={6} />
          </label>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={copyReport}>
            {m.copy}
          </button>
          <button type="button" className={styles.button} onClick={() => dialogRef.current?.close()}>
            {m.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
