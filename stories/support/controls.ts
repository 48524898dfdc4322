// Story controls from the library's own tables (tokens/space.ts, layout/internal/props.ts): a step
// or value added there shows in every story's controls, with no list to update here. Imported from
// the tables' own modules, not the package root, so a story's module graph (what `--changed`
// reruns) stays the primitives it renders.
import { layoutPropValues } from '../../src/layout/internal/props';
import { spaceTokens } from '../../src/tokens/space';

interface ControlOptions<T> {
  /** Offer "unset" first (a prop with a default of its own). */
  optional?: boolean;
  /** Values beyond the table, e.g. a CSS length as the escape hatch. */
  extra?: readonly T[];
}

const optionsOf = <T,>(values: readonly T[], { optional = false, extra = [] }: ControlOptions<T>) => [
  ...(optional ? [undefined] : []),
  ...values,
  ...extra,
];

/**
 * A select of the space scale.
 * @example argTypes: { gap: spaceControl({ extra: ['13px'] }) }
 */
export const spaceControl = (options: ControlOptions<string> = {}) => ({ control: 'select' as const, options: optionsOf(spaceTokens, options) });

/**
 * A select of the elements a primitive's `as` takes, from the tag tables it is typed by.
 * @example argTypes: { as: tagControl(['blockTag', 'listTag']) }
 */
export const tagControl = (tables: (keyof typeof layoutPropValues)[], options: ControlOptions<string> = {}) => ({
  control: 'select' as const,
  options: optionsOf<string>(
    tables.flatMap((name) => layoutPropValues[name]),
    options,
  ),
});

/**
 * Radio buttons of one layout prop's values, by its table's name.
 * @example argTypes: { align: valuesControl('stackAlign') }
 */
export const valuesControl = (name: keyof typeof layoutPropValues, options: ControlOptions<string> = {}) => ({
  control: 'inline-radio' as const,
  options: optionsOf<string>(layoutPropValues[name], options),
});
