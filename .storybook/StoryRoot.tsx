import { useLayoutEffect, type ReactNode } from 'react';
import type { Direction, Locale, Theme } from './globals';
import './story-root.css';

/**
 * The element every story renders inside. It carries the toolbar's theme, direction and locale
 * as `data-theme`, `dir` and `lang`, and is what the visual tests photograph. The page around it
 * (`html`, `body`) takes `pageTheme`, by default the story's: otherwise it followed the OS scheme
 * (the reset paints the body from it), a light story on a near-black page.
 */
export function StoryRoot({
  theme,
  direction,
  locale,
  padded,
  pageTheme = theme,
  children,
}: {
  theme: Theme;
  direction: Direction;
  locale: Locale;
  padded: boolean;
  pageTheme?: Theme;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = pageTheme;
  }, [pageTheme]);
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
