import { useState } from 'react';
import { HydrationOverlay, HydrationOverlayBadge, type HydrationOverlayProps } from '../../src/hydration-overlay';
import styles from './OverlayDemo.module.css';

/**
 * A prerendered page after the overlay was closed, when a Suspense boundary hydrated later and
 * React reported again: the badge says so without taking focus; its button opens the dialog
 * (focus returns to it on close), as hydrateWithOverlay does.
 */
export function BadgeDemo(props: HydrationOverlayProps) {
  const [open, setOpen] = useState(false);
  const [unseen, setUnseen] = useState(1);
  return (
    <main className={styles.page}>
      <h1>Prerendered page</h1>
      <p>The hydration report was closed; a part of the page hydrated later and React reported again</p>
      <label>
        Search <input type="search" />
      </label>
      <HydrationOverlayBadge
        count={unseen}
        messages={props.messages}
        onOpen={() => {
          setUnseen(0);
          setOpen(true);
        }}
      />
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
