import { useId, type JSX } from 'react';
import { hydrationOverlayMessages, type HydrationOverlayMessages } from './messages';
import styles from './HydrationOverlay.module.css';

export interface HydrationOverlayBadgeProps {
  /**
   * How many hydration reports arrived since the dialog was closed; 0 once they were seen (the
   * badge then names the overlay and still opens it).
   * @example <HydrationOverlayBadge count={1} onOpen={reopen} />
   */
  count: number;
  /** Opens the dialog again. @example <HydrationOverlayBadge count={1} onOpen={() => setOpen(true)} /> */
  onOpen: () => void;
  /**
   * False renders the live region alone, empty: mounted when the dialog closes, so the badge that
   * appears in it later is announced (a live region inserted with its content may not be).
   * @example <HydrationOverlayBadge count={unseen} onOpen={reopen} visible={unseen > 0} />
   */
  visible?: boolean;
  /** Texts that replace the English defaults (`later`, `reopen`, `title`, `lang`, `dir`). @example <HydrationOverlayBadge count={1} onOpen={reopen} messages={{ reopen: 'Open' }} /> */
  messages?: Partial<HydrationOverlayMessages>;
}

/**
 * The overlay's signal after Close: a small box in a corner saying how many hydration reports
 * arrived since, with a button that opens the dialog again. It is a polite live region and never
 * takes focus: whatever the person was doing goes on.
 * @example {unseen > 0 && <HydrationOverlayBadge count={unseen} onOpen={reopen} />}
 */
export function HydrationOverlayBadge({ count, onOpen, visible = true, messages }: HydrationOverlayBadgeProps): JSX.Element {
  const m = { ...hydrationOverlayMessages, ...messages };
  const textId = useId();
  return (
    <div role="status" lang={m.lang} dir={m.dir}>
      {visible && (
        <div className={styles.badge}>
          <p id={textId} className={styles.badgeText}>
            {count > 0 ? m.later(count) : m.title}
          </p>
          <button type="button" className={styles.button} aria-describedby={textId} onClick={onOpen}>
            {m.reopen}
          </button>
        </div>
      )}
    </div>
  );
}
