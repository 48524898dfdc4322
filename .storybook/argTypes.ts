// Controls only for props a person can edit as a value. `children`, React nodes, functions and refs
// would show as JSON trees of React elements or as empty text boxes: their rows stay in the Docs
// table (type and description), without a control.
import type { ArgTypesEnhancer } from 'storybook/internal/types';

const notEditable = /\bReactNode\b|\bReactElement\b|\bJSX\.Element\b|=>|\bRef(Object)?</;

/** Turns the control off for `children` and for every prop whose type is a node, function or ref. */
export const withoutUneditableControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const typeText = `${argType.table?.type?.summary ?? ''} ${argType.type?.name === 'function' ? '=>' : ''}`;
      const hidden = name === 'children' || argType.type?.name === 'function' || notEditable.test(typeText);
      return [name, hidden ? { ...argType, control: false as const } : argType];
    }),
  );
