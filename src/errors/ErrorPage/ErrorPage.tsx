'use client';
import { createElement, forwardRef, useId, useRef, version, type HTMLAttributes, type ReactNode } from 'react';
import { Center } from '../../layout/Center';
import { Cluster } from '../../layout/Cluster';
import { Cover } from '../../layout/Cover';
import { Stack } from '../../layout/Stack';
import { classNames } from '../../layout/internal/props';
import { useErrorMessages } from '../ErrorLocale';
import { useErrorLink, type ErrorLinkComponent } from '../ErrorLink';
import { en } from '../messages/en';
import { useDocumentTitle } from '../useDocumentTitle';
import { useFocusOnMount } from '../useFocusOnMount';
import styles from './ErrorPage.module.css';

// React 18 renders a <title> where it stands, in the body (and the hook's cleanup of body copies
// would then pull it out from under React): there the title is the hook's alone, browser only.
const hoistsTitle = Number(version.split('.')[0]) >= 19;

/** Props every error page shares: the way out, the slots, focus and title behaviour, overrides. */
export interface ErrorPageCommonProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * Locale of the texts, `lang` and `dir`: a BCP 47 tag or a preference list, matched against the
   * catalogues an `ErrorLocaleProvider` gives (English only without one). Unknown → English.
   * Without it the nearest `ErrorLocaleProvider` decides.
   * @example <NotFoundPage locale="de" /> // under <ErrorLocaleProvider catalogues={{ de: errorMessages.de }}>
   */
  locale?: string;
  /**
   * A plain next step under the heading; replaces the catalogue's. `null` hides it.
   * @example <NotFoundPage hint="Search for the page instead." />
   */
  hint?: ReactNode;
  /**
   * Where the home link goes.
   * @default '/'
   * @example <NotFoundPage homeHref="/app/" />
   */
  homeHref?: string;
  /**
   * The component the home link renders with: the app's router link, so the link navigates on
   * the client. Without it (and without an `ErrorLinkProvider` above) it is a plain `<a>`.
   * @example <NotFoundPage linkComponent={({ href, ...rest }) => <Link to={href} {...rest} />} />
   */
  linkComponent?: ErrorLinkComponent;
  /**
   * Text of the home link; replaces the catalogue's.
   * @example <NotFoundPage homeLabel="Back to the dashboard" />
   */
  homeLabel?: string;
  /**
   * Shows a "Try again" button that calls this (e.g. an error boundary's reset).
   * @example <ApplicationErrorPage onTryAgain={reset} />
   */
  onTryAgain?: () => void;
  /**
   * Text of the "Try again" button; replaces the catalogue's.
   * @example <ApplicationErrorPage onTryAgain={reset} tryAgainLabel="Retry" />
   */
  tryAgainLabel?: string;
  /**
   * Shows a "Reload" button that calls this (e.g. `() => location.reload()`).
   * @example <LoadFailurePage failure="page-data" onReload={() => location.reload()} />
   */
  onReload?: () => void;
  /**
   * Text of the "Reload" button; replaces the catalogue's.
   * @example <LoadFailurePage failure="page-data" onReload={reload} reloadLabel="Refresh" />
   */
  reloadLabel?: string;
  /**
   * Help or contact content, in the same place on every page (under the actions).
   * @example <StatusPage status={500} help={<p>Call 0800 000 000.</p>} />
   */
  help?: ReactNode;
  /**
   * A reference id to quote to support (500s), shown under the help slot. Rendered as text.
   * @example <StatusPage status={500} referenceId="7f3a-21" />
   */
  referenceId?: string;
  /**
   * Label before the reference id; replaces the catalogue's.
   * @example <StatusPage status={500} referenceId="7f3a-21" referenceLabel="Incident" />
   */
  referenceLabel?: string;
  /**
   * Moves focus to the heading once shown: set it when the page appears after a navigation.
   * Give the location instead of `true` to refocus on every navigation that keeps the page mounted.
   * @default false
   * @example <NotFoundPage focusHeading />
   * @example <NotFoundPage focusHeading={location.pathname} />
   */
  focusHeading?: boolean | string;
  /**
   * How many times in a row "Try again" has led back to this page: from 1, the page says so under
   * its heading (the catalogue's `actions.failedAgain`), the heading is described by that line, and
   * focus returns to the heading at each one, so a screen reader reads both (WCAG 4.1.3).
   * @example <StatusPage status={503} onTryAgain={retry} failedAgain={tries} />
   */
  failedAgain?: number;
  /**
   * The document title while the page is shown; each page has a default. Rendered as a `<title>`
   * (React 19 puts it in `<head>`, server HTML included; React 18 gets `document.title` in the
   * browser only) and kept as `document.title` in the browser even under an earlier static `<title>`. `false` renders none and leaves the title alone.
   * @example <NotFoundPage documentTitle="Not found – Acme" />
   */
  documentTitle?: string | false;
}

export interface ErrorPageProps extends ErrorPageCommonProps {
  /**
   * The status code shown before the divider; omit it for pages without one.
   * @example <ErrorPage code={404} message="This page could not be found." />
   */
  code?: number;
  /**
   * The heading text, as a sentence. Rendered as text, never as HTML.
   * @example <ErrorPage message="This page could not be found." />
   */
  message: string;
  /**
   * Technical detail under the hint (e.g. which load failed), in monospace.
   * @example <ErrorPage message="…" detail="Failed to load page data" />
   */
  detail?: ReactNode;
}

/**
 * The shell of every error page: the code, a thin divider and the message, centred in the
 * viewport, in one `<main>` with one `<h1>`; a plain hint; a link home first, then "Try again" /
 * "Reload" when given; the help and reference slots. Renders on the server with no `style`.
 * @example
 * <ErrorPage code={404} message="This page could not be found." documentTitle="404" />
 */
export const ErrorPage = forwardRef<HTMLElement, ErrorPageProps>(function ErrorPage(
  {
    code,
    message,
    detail,
    locale: ownLocale,
    hint,
    homeHref = '/',
    homeLabel,
    linkComponent,
    onTryAgain,
    tryAgainLabel,
    onReload,
    reloadLabel,
    help,
    referenceId,
    referenceLabel,
    focusHeading = false,
    failedAgain = 0,
    documentTitle,
    className,
    ...rest
  },
  ref,
) {
  const { locale, messages } = useErrorMessages(ownLocale);
  const heading = useRef<HTMLHeadingElement>(null);
  const Link = useErrorLink(linkComponent);
  const againId = useId();
  // Each failed retry is a change the person caused: focus goes back to the heading (a new trigger).
  useFocusOnMount(heading, failedAgain > 0 ? `${String(focusHeading)} again ${failedAgain}` : focusHeading);
  const title = documentTitle === false ? undefined : documentTitle;
  useDocumentTitle(title);
  return (
    <Cover ref={ref} as="main" lang={locale} dir={messages.dir} {...rest} className={classNames(styles.page, className)}>
      {/* React 19 hoists it into <head>, in server HTML too: crawlers and link previews read it. */}
      {title && hoistsTitle && <title>{title}</title>}
      <Center intrinsic andText>
        <Stack className={styles.content}>
          <h1
            ref={heading}
            tabIndex={-1}
            className={styles.heading}
            // Named as it reads: browsers put a space between the flex items' texts ("404 : This
            // page …"). The hidden colon stays for the text itself (copy, reader modes, no CSS).
            aria-label={code === undefined ? undefined : `${code}: ${message}`}
            aria-describedby={failedAgain > 0 ? againId : undefined}
          >
            {code !== undefined && (
              <>
                <span className={styles.code}>{code}</span>
                <span className={styles.visuallyHidden}>: </span>
              </>
            )}
            <span className={styles.message}>{message}</span>
          </h1>
          {failedAgain > 0 && (
            <p id={againId} className={styles.hint}>
              {messages.actions.failedAgain ?? en.actions.failedAgain}
            </p>
          )}
          {hint !== null && hint !== undefined && hint !== '' && <p className={styles.hint}>{hint}</p>}
          {detail !== null && detail !== undefined && detail !== '' && (
            <p className={styles.detail}>
              <code>{detail}</code>
            </p>
          )}
          <Cluster className={styles.actions}>
            {/* The app's link component or a plain <a>: chosen by props and context, never made here. */}
            {createElement(Link, { className: styles.link, href: homeHref }, homeLabel ?? messages.actions.home)}
            {onTryAgain && (
              <button type="button" className={styles.button} onClick={onTryAgain}>
                {tryAgainLabel ?? messages.actions.tryAgain}
              </button>
            )}
            {onReload && (
              <button type="button" className={styles.button} onClick={onReload}>
                {reloadLabel ?? messages.actions.reload}
              </button>
            )}
          </Cluster>
          {help !== null && help !== undefined && help !== '' && <div className={styles.help}>{help}</div>}
          {referenceId && (
            <p className={styles.reference}>
              {referenceLabel ?? messages.reference}: <code>{referenceId}</code>
            </p>
          )}
        </Stack>
      </Center>
    </Cover>
  );
});
