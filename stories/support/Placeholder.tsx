import type { ReactNode } from 'react';
import styles from './Placeholder.module.css';

/** A visible stand-in block for layout stories; `as="li"` when it is an item of a list primitive. */
export function Placeholder({ children, label, as: Tag = 'div' }: { children?: ReactNode; label?: string; as?: 'div' | 'li' }) {
  return (
    <Tag className={styles.placeholder} data-testid="item">
      {children ?? label}
    </Tag>
  );
}

/**
 * The tag for a primitive's children when the Playground's `as` control picks a list: a list's
 * children must be `li` (axe: list, aria-required-children), so the story builds them as `li`
 * (components never rewrite their children: no cloneElement, no Children.map).
 */
export const itemTagFor = (as: unknown): 'div' | 'li' => (as === 'ul' || as === 'ol' ? 'li' : 'div');
