// The ref type tests of the consumer matrix's typescript fixture: for every polymorphic primitive
// and every tag its `as` takes, the element's own ref and an `HTMLElement` ref type-check, and a
// ref for another element is an error (`@ts-expect-error`, so a ref that is wrongly accepted fails
// the compile as "unused directive"). Written from the package's own tag lists (layoutPropValues),
// with a type-level check that each list is exactly the primitive's exported tag union, so a tag
// added to the package without a test fails too.

/** Each primitive's tags, from the package's `layoutPropValues`, and the tag it renders by default. */
export function primitiveTags(values) {
  const block = values.blockTag;
  const blockAndList = [...values.blockTag, ...values.listTag];
  return {
    Bleed: { tags: [...block, 'figure', 'li'], byDefault: 'div' },
    Box: { tags: [...blockAndList, 'li'], byDefault: 'div' },
    Center: { tags: block, byDefault: 'div' },
    Cluster: { tags: blockAndList, byDefault: 'div' },
    Cover: { tags: block, byDefault: 'div' },
    Frame: { tags: values.frameTag, byDefault: 'div' },
    Grid: { tags: blockAndList, byDefault: 'div' },
    Sidebar: { tags: block, byDefault: 'div' },
    Stack: { tags: blockAndList, byDefault: 'div' },
    Switcher: { tags: blockAndList, byDefault: 'div' },
    VisuallyHidden: { tags: values.visuallyHiddenTag, byDefault: 'span' },
  };
}

/**
 * The test file's text. A ref for another element: an `ol`'s, or a `div`'s for an `ol` (an
 * `HTMLOListElement` fits neither a `div`'s ref nor a `ul`'s, nor any other tag's here).
 * @param {Record<string, readonly string[]>} values the package's layoutPropValues
 */
export function refTypeTests(values) {
  const primitives = primitiveTags(values);
  const names = Object.keys(primitives);
  const lines = [
    '// Written by scripts/consumer/ref-types.mjs on every run of the typescript fixture: do not edit.',
    "import { createRef } from 'react';",
    `import { ${names.join(', ')} } from '@groundwork/ui';`,
    `import type { ${names.map((name) => `${name}Tag`).join(', ')} } from '@groundwork/ui';`,
    '',
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    'const own = <T extends keyof HTMLElementTagNameMap>(_tag: T) => createRef<HTMLElementTagNameMap[T]>();',
    'const anyElement = createRef<HTMLElement>();',
    'const div = createRef<HTMLDivElement>();',
    'const ol = createRef<HTMLOListElement>();',
  ];
  for (const [name, { tags, byDefault }] of Object.entries(primitives)) {
    const wrong = (tag) => (tag === 'ol' ? ['div', 'a div'] : ['ol', 'an ol']);
    lines.push('', `// ${name}: ${tags.length} tags, ${byDefault} by default.`);
    lines.push(`export const ${name}TagsTested: Same<${tags.map((tag) => `'${tag}'`).join(' | ')}, ${name}Tag> = true;`);
    lines.push(`export const ${name}Refs = (`, '  <>');
    lines.push(`    <${name} ref={own('${byDefault}')} />`);
    lines.push(`    <${name} ref={anyElement} />`);
    lines.push(`    {/* @ts-expect-error by default a ${byDefault}: ${wrong(byDefault)[1]}'s ref does not fit it */}`);
    lines.push(`    <${name} ref={${wrong(byDefault)[0]}} />`);
    for (const tag of tags) {
      const [other, label] = wrong(tag);
      lines.push(`    <${name} as="${tag}" ref={own('${tag}')} />`);
      lines.push(`    <${name} as="${tag}" ref={anyElement} />`);
      lines.push(`    <${name} as="${tag}" ref={(element) => { element?.focus(); }} />`);
      lines.push(`    {/* @ts-expect-error ${label}'s ref on a ${tag} */}`);
      lines.push(`    <${name} as="${tag}" ref={${other}} />`);
    }
    lines.push('  </>', ');');
  }
  return `${lines.join('\n')}\n`;
}
