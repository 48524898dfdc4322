// Controls only for props a person can edit as a value. `children`, React nodes, functions, refs and
// components (an error page's `linkComponent`: text in it crashes the story) would show as JSON trees of React elements or as empty text boxes: their rows stay in the Docs
// table (type and description), without a control.
import type { ArgTypesEnhancer } from 'storybook/internal/types';

const notEditable = /\bReactNode\b|\bReactElement\b|\bJSX\.Element\b|=>|\bRef(Object)?<|\w*Component(Type)?\b/;

/** Turns the control off for `children` and for every prop whose type is a node, function, ref or component. */
export const withoutUneditableControls: ArgTypesEnhancer = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    // `children` is often missing from the docgen output; Storybook's later pass would infer it
    // from the story's args with a JSON control, unless it is already here without one.
    Object.entries({ ...('children' in (initialArgs ?? {}) ? { children: { name: 'children' } } : {}), ...argTypes }).map(([name, argType]) => {
      const typeText = `${argType.table?.type?.summary ?? ''} ${argType.type?.name === 'function' ? '=>' : ''}`;
      const hidden = name === 'children' || argType.type?.name === 'function' || notEditable.test(typeText);
      return [name, hidden ? { ...argType, control: false as const } : argType];
    }),
  );
