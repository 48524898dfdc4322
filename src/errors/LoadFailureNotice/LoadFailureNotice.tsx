'use client';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Box } from '../../layout/Box';
import { Cluster } from '../../layout/Cluster';
import { Stack } from '../../layout/Stack';
import { classNames } from '../../layout/internal/props';
import { useErrorMessages } from '../ErrorLocale';
import { sentence } from '../messages/sentence';
import { loadFailureDetailNodes, type LoadFailure } from '../pages/LoadFailurePage';
import styles from './LoadFailureNotice.module.css';

export interface LoadFailureNoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * What failed: the page's data, a route that did not complete loading, or the build manifest.
   * @example <LoadFailureNotice failure="route" path="/settings" />
   */
  failure: LoadFailure;
  /**
   * The path of the route that did not complete loading (`failure="route"`). Shown as text.
   * @example <LoadFailureNotice failure="route" path={to} />
   */
  path?: string;
  /**
   * Locale of the texts, `lang` and `dir`, among the catalogues an `ErrorLocaleProvider` gives
   * (English only without one); without it the nearest provider's locale decides.
   * @example <LoadFailureNotice failure="page-data" locale="fr" /> // under <ErrorLocaleProvider catalogues={{ fr: errorMessages.fr }}>
   */
  locale?: string;
  /**
   * The heading level, to fit the page the notice sits in.
   * @default 2
   * @example <LoadFailureNotice failure="page-data" headingLevel={3} />
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The heading; replaces the catalogue's. Rendered as text.
   * @example <LoadFailureNotice failure="page-data" message="Your data did not arrive." />
   */
  message?: string;
  /**
   * A plain next step; replaces the catalogue's. `null` hides it.
   * @example <LoadFailureNotice failure="page-data" hint={null} />
   */
  hint?: ReactNode;
  /**
   * The technical detail; replaces the catalogue's. `null` hides it.
   * @example <LoadFailureNotice failure="page-data" detail={error.message} />
   */
  detail?: ReactNode;
  /**
   * Shows a "Reload" button that calls this.
   * @example <LoadFailureNotice failure="build-manifest" onReload={() => location.reload()} />
   */
  onReload?: () => void;
  /**
   * Text of the "Reload" button; replaces the catalogue's.
   * @example <LoadFailureNotice failure="page-data" onReload={reload} reloadLabel="Refresh" />
   */
  reloadLabel?: string;
}

const present = (node: ReactNode) => node !== null && node !== undefined && node !== '' && node !== false;

/**
 * A load failure as a notice inside a page that stays on screen (a navigation whose route or data
 * did not arrive), instead of a whole page: announced as an alert, with the same texts and
 * technical detail as `LoadFailurePage`, and "Reload" when `onReload` is given. The ref is
 * forwarded to the notice's root element.
 * @example
 * {failed && <LoadFailureNotice failure="route" path={to} onReload={() => location.reload()} />}
 * @example <LoadFailureNotice failure="page-data" ref={noticeRef} />
 */
export const LoadFailureNotice = forwardRef<HTMLElement, LoadFailureNoticeProps>(function LoadFailureNotice(
  {
    failure,
    path,
    locale: ownLocale,
    headingLevel = 2,
    message,
    hint,
    detail,
    onReload,
    reloadLabel,
    className,
    ...rest
  },
  ref,
) {
  const { locale, messages } = useErrorMessages(ownLocale);
  const Heading = `h${[2, 3, 4].includes(headingLevel) ? headingLevel : 2}` as 'h2';
  const shownHint = hint === undefined ? messages.loadFailure.hint : hint;
  const shownDetail = detail === undefined ? loadFailureDetailNodes(failure, path, messages) : detail;
  return (
    <Box
      ref={ref}
      as="section"
      role="alert"
      background="surface"
      radius="2"
      lang={locale}
      dir={messages.dir}
      {...rest}
      className={classNames(styles.notice, className)}
    >
      <Stack className={styles.content}>
        <Heading className={styles.heading}>{message ?? sentence(messages.loadFailure.heading, messages)}</Heading>
        {present(shownHint) && <p className={styles.text}>{shownHint}</p>}
        {present(shownDetail) && (
          <p className={styles.text}>
            <code className={styles.detail}>{shownDetail}</code>
          </p>
        )}
        {onReload && (
          <Cluster className={styles.actions}>
            <button type="button" className={styles.button} onClick={onReload}>
              {reloadLabel ?? messages.actions.reload}
            </button>
          </Cluster>
        )}
      </Stack>
    </Box>
  );
});
