import { useState } from 'react';
import { HydrationOverlay, type HydrationOverlayProps } from '../../src/hydration-overlay';
import styles from './OverlayDemo.module.css';

/**
 * A prerendered page with the overlay open over it, as an app shows it after hydration. Closing
 * unmounts the overlay; "Show the hydration report" opens it again (focus returns there on close).
 */
export function OverlayDemo(props: HydrationOverlayProps) {
  const [open, setOpen] = useState(true);
  return (
    <main className={styles.page}>
      <h1>Prerendered page</h1>
      <p>The server HTML of this page and its first client render differ</p>
      <button type="button" onClick={() => setOpen(true)}>
        Show the hydration report
      </button>
      {open && (
        <HydrationOverlay
          {...props}
          onClose={() => {
            props.onClose();
            setOpen(false);
          }}
        />
      )}
    </main>
  );
}
