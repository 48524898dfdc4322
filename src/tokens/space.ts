/** The steps of the space scale, smallest first: the table `SpaceToken` and the stories' controls read. */
export const spaceTokens = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** A step of the space scale: `'0'` (none) to `'9'` (largest). Maps to `--gw-space-N`. */
export type SpaceToken = (typeof spaceTokens)[number];

/**
 * A space token name, or any CSS length string as an escape hatch (`'13px'`, `'2ch'`,
 * `'clamp(1rem, 3vw, 2rem)'`).
 */
// `string & {}` keeps the token names in autocomplete while still accepting any string.
export type SpaceValue = SpaceToken | (string & {});

/** Whether a value is a space token name rather than a raw CSS length. */
export function isSpaceToken(value: unknown): value is SpaceToken {
  return typeof value === 'string' && (spaceTokens as readonly string[]).includes(value);
}

/**
 * Breakpoints of the responsive props, as min-widths. CSS media queries cannot read custom
 * properties, so the same figures stand in the CSS files; this is their documentation.
 */
export const breakpoints = { sm: '36em', md: '48em', lg: '64em' } as const;

export type Breakpoint = 'initial' | keyof typeof breakpoints;

/**
 * The steps of a responsive value, narrowest first: `initial`, then each breakpoint (written out,
 * not read from `breakpoints`, so a primitive's bundle does not carry the min-widths; the layout
 * tests check the two agree).
 */
export const breakpointSteps: readonly Breakpoint[] = ['initial', 'sm', 'md', 'lg'];

/** A value, or one value per breakpoint (`initial` applies below `sm`; each applies from its min-width up). */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;
