// Controls only for props a person can edit as a value. `children`, React nodes, functions, refs and
// components (an error page's `linkComponent`: text in it crashes the story) would show as JSON trees of React elements or as empty text boxes: their rows stay in the Docs
// table (type and description), without a control.
import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';

const notEditable = /\bReactNode\b|\bReactElement\b|\bJSX\.Element\b|=>|\bRef(Object)?<|\w*Component(Type)?\b/;

/**
 * A union of a boolean and a string gets Storybook's JSON editor, whose "Set object" puts an object
 * where a string belongs (a document title of "[object Object]"). Such props get a select of their
 * meaningful values, by label; one missing here gets no control at all.
 */
const choices: Record<string, Record<string, unknown>> = {
  focusHeading: { 'off (default)': false, on: true, 'on, and again at each new location': '/a-new-location' },
  documentTitle: { "the page's own (default)": undefined, 'a title of your own': 'Not found – Acme', 'none: leave the title alone': false },
};
const booleanAndString = /\b(boolean|false|true)\b.*\bstring\b|\bstring\b.*\b(boolean|false|true)\b/;

/**
 * Turns the control off for `children` and for every prop whose type is a node, function, ref or
 * component, and gives a boolean-or-string prop a select of its values (or no control).
 */
export const withoutUneditableControls: ArgTypesEnhancer = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    // `children` is often missing from the docgen output; Storybook's later pass would infer it
    // from the story's args with a JSON control, unless it is already here without one.
    // Typed by hand: TypeScript 7 inferred the entries from the `children` stub alone once the visual
    // loop's selftests (which import the preview) were checked after this file (tools/visual/).
    Object.entries<StrictInputType>({ ...('children' in (initialArgs ?? {}) ? { children: { name: 'children' } } : {}), ...argTypes }).map(([name, argType]) => {
      const summary = argType.table?.type?.summary ?? '';
      const typeText = `${summary} ${argType.type?.name === 'function' ? '=>' : ''}`;
      const hidden = name === 'children' || argType.type?.name === 'function' || notEditable.test(typeText);
      if (hidden) return [name, { ...argType, control: false as const }];
      if (!booleanAndString.test(summary)) return [name, argType];
      const values = choices[name];
      return [name, values ? { ...argType, control: { type: 'select' as const }, options: Object.keys(values), mapping: values } : { ...argType, control: false as const }];
    }),
  );
