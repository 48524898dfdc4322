import { shortComponentStack } from './componentStack';
import type { HydrationOverlayMessages } from './messages';
import { shownValue } from './group';
import { heading, hints, positionSentence } from './report';
import { textDiff } from './textDiff';
import type { HydrationMismatch } from './types';
import styles from './HydrationOverlay.module.css';

export interface MismatchEntryProps {
  /** The mismatch to show. */
  mismatch: HydrationMismatch;
  /** Texts (labels, kinds). */
  messages: HydrationOverlayMessages;
  /** How many identical mismatches this entry stands for (1 by default). */
  count?: number;
  /**
   * Whether this entry is the list's one Tab stop (the others are reached with the arrow keys), and
   * its component stack with it.
   * @default true
   */
  tabStop?: boolean;
  /** Called when focus comes into the entry: it becomes the list's Tab stop. */
  onFocus?: () => void;
}

/**
 * One mismatch: its kind, where it is, and the server's against the client's value of that node
 * only, labelled in words (colour only repeats them), the differing part marked.
 */
export function MismatchEntry({ mismatch, messages: m, count = 1, tabStop = true, onFocus }: MismatchEntryProps) {
  const { kind, path, attribute, componentStack, outcome, pageValue, pageShowsClient, note } = mismatch;
  // Empty values as React prints them (`hidden=""`), never a blank cell.
  const server = mismatch.server === null ? null : shownValue(mismatch.server);
  const client = mismatch.client === null ? null : shownValue(mismatch.client);
  // Text values may be in any script (dir="auto"); markup and attribute values read left to right.
  const dir = kind === 'text' ? 'auto' : 'ltr';
  const diff = server !== null && client !== null && kind !== 'position' ? textDiff(server, client) : undefined;
  const stack = componentStack
    ?.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return (
    // One Tab stop for the whole list (the arrow keys move between entries: HydrationOverlay), so
    // "Copy report" stays a few Tabs away however many entries there are.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <li className={styles.entry} data-kind={kind} tabIndex={tabStop ? 0 : -1} onFocus={onFocus}>
      <h3 className={styles.kind}>
        {heading(mismatch, m)}
        {attribute && (
          <>
            :{' '}
            <code className={styles.code}>
              <bdi dir="ltr">{attribute}</bdi>
            </code>
          </>
        )}
        {count > 1 && <span className={styles.repeated}> ({m.repeated(count)})</span>}
      </h3>
      <p className={styles.where}>
        {m.where}:{' '}
        <code className={styles.code}>
          <bdi dir="ltr">{path}</bdi>
        </code>
      </p>
      {hints(mismatch, m).map((hint) => (
        <p key={hint} className={styles.where}>
          {hint}
        </p>
      ))}
      {stack && (
        <details className={styles.stack}>
          <summary tabIndex={tabStop ? undefined : -1}>
            {m.componentStack}:{' '}
            <code className={styles.code}>
              <bdi dir="ltr">{shortComponentStack(stack)}</bdi>
            </code>
          </summary>
          <pre className={styles.stackText} dir="ltr">
            {stack}
          </pre>
        </details>
      )}
      {note !== undefined && <p className={styles.where}>{note}</p>}
      {kind === 'position' && <p className={styles.where}>{positionSentence(mismatch, m)}</p>}
      {note === undefined && (
        <dl className={styles.diff}>
          <div className={styles.side} data-side="server">
            <dt className={styles.label}>{m.server}</dt>
            <dd className={styles.value}>
              {server === null ? (
                <span className={styles.none}>{m.none}</span>
              ) : (
                <bdi dir={dir}>
                  {diff ? (
                    <>
                      {diff.prefix}
                      {diff.server && <del className={styles.removed}>{diff.server}</del>}
                      {diff.suffix}
                    </>
                  ) : (
                    server
                  )}
                </bdi>
              )}
            </dd>
          </div>
          <div className={styles.side} data-side="client">
            <dt className={styles.label}>{m.client}</dt>
            <dd className={styles.value}>
              {client === null ? (
                <span className={styles.none}>{m.none}</span>
              ) : (
                <bdi dir={dir}>
                  {diff ? (
                    <>
                      {diff.prefix}
                      {diff.client && <ins className={styles.added}>{diff.client}</ins>}
                      {diff.suffix}
                    </>
                  ) : (
                    client
                  )}
                </bdi>
              )}
            </dd>
          </div>
        </dl>
      )}
      {pageValue !== undefined && (
        <p className={styles.changed}>
          <strong>{m.changedBetweenRenders}</strong> {m.pageNow}:{' '}
          <bdi className={styles.code} dir={dir}>
            {pageValue}
          </bdi>
        </p>
      )}
      {/* What the page shows is said only where the overlay found the node: never a guess. */}
      {outcome && <p className={styles.outcome}>{outcome === 'kept' ? m.kept : pageShowsClient ? m.regenerated : m.regeneratedOnly}</p>}
    </li>
  );
}
