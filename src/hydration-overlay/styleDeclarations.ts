/**
 * A `style` attribute as its declarations, so two strings that differ only in how they were
 * serialised (`color:red` and `color: red;`, spacing, a trailing semicolon, property case)
 * compare equal. Later declarations of a property win, as in CSS. Semicolons inside quotes or
 * parentheses (`url("a;b")`) do not split.
 */
export function styleDeclarations(style: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of splitOutside(style, ';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const property = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim().replace(/\s+/g, ' ').replace(/\s*!\s*important$/i, ' !important');
    if (!property || !value) continue;
    // Custom properties are case-sensitive; the others are not.
    declarations.set(property.startsWith('--') ? property : property.toLowerCase(), value);
  }
  return declarations;
}

/** Whether two `style` attribute values declare the same thing. */
export function sameStyle(a: string, b: string): boolean {
  const left = styleDeclarations(a);
  const right = styleDeclarations(b);
  if (left.size !== right.size) return false;
  for (const [property, value] of left) if (right.get(property) !== value) return false;
  return true;
}

function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
