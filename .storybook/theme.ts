// The manager's look: Groundwork's name, link and mark, with the light token colours
// (src/tokens/tokens.css). The manager cannot read custom properties, so the values are copied.
import { create } from 'storybook/theming';

// A simple mark: three stacked blocks, the accent colour on the foundation row.
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32" viewBox="0 0 160 32" role="img" aria-label="Groundwork">
<rect x="10" y="4" width="12" height="7" rx="1.5" fill="#52525b"/>
<rect x="6" y="13" width="20" height="7" rx="1.5" fill="#52525b"/>
<rect x="2" y="22" width="28" height="7" rx="1.5" fill="#0b57d0"/>
<text x="38" y="23" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#171717">Groundwork</text>
</svg>`;

/** The Storybook manager theme: brand title, link and logo, Groundwork's colours and fonts. */
export const groundworkTheme = create({
  base: 'light',
  brandTitle: 'Groundwork',
  // The brand opens the landing page (the Introduction).
  brandUrl: './',
  brandImage: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(logo)}`,
  brandTarget: '_self',
  colorPrimary: '#0b57d0',
  colorSecondary: '#0b57d0',
  appBg: '#f4f4f5',
  appContentBg: '#ffffff',
  textColor: '#171717',
  textMutedColor: '#52525b',
  // The tokens' stack (src/tokens/tokens.css says why it has no Arial).
  fontBase: 'system-ui, -apple-system, "Segoe UI", roboto, "Helvetica Neue", "Noto Sans", sans-serif',
  fontCode: 'ui-monospace, sfmono-regular, menlo, consolas, "Liberation Mono", monospace',
});
