import type { ReactNode } from 'react';
import styles from './Placeholder.module.css';

/** A visible stand-in block for layout stories. */
export function Placeholder({ children, label }: { children?: ReactNode; label?: string }) {
  return (
    <div className={styles.placeholder} data-testid="item">
      {children ?? label}
    </div>
  );
}
