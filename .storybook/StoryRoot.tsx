import type { ReactNode } from 'react';
import type { Direction, Locale, Theme } from './globals';
import './story-root.css';

/**
 * The element every story renders inside. It carries the toolbar's theme, direction and locale
 * as `data-theme`, `dir` and `lang`, and is what the visual tests photograph.
 */
export function StoryRoot({
  theme,
  direction,
  locale,
  padded,
  children,
}: {
  theme: Theme;
  direction: Direction;
  locale: Locale;
  padded: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="gw-story-root"
      data-story-root=""
      data-theme={theme}
      dir={direction}
      lang={locale}
      data-padded={padded ? '' : undefined}
    >
      {children}
    </div>
  );
}
