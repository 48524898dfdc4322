// What a change to the API report (API Extractor's etc/*.api.md) means for a consumer's types, as
// the bump it needs. Read from the report's text, declaration by declaration:
//   major  a removed export or member; a required member or parameter added; a member or
//          parameter type narrowed (fewer values accepted); a return or constant type widened
//          (more values returned); anything whose direction cannot be proven from the text
//          (a changed generic, an extends clause, a signature, a type that is neither a subset
//          nor a superset of the old one): counted as breaking, and said so;
//   minor  an added export; an optional member or parameter added; a member or parameter type
//          widened, a required one made optional; a return or constant type narrowed; a type
//          alias widened.
// It sees types only: behaviour (what a function does with the same types) is the changeset
// author's to judge (docs/releasing.md). Pure text in, a list out: check-release.mjs applies it.

/** The bumps in order; `levels.indexOf` compares them. */
export const levels = ['none', 'patch', 'minor', 'major'];

/** Removes comments and folds whitespace, so a reflowed or re-documented declaration is the same. */
export function normalize(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:'"])\/\/.*$/gm, '$1')
    .replace(/\s+/g, ' ')
    .replace(/\s*;\s*$/, '')
    .replace(/([(<[{])\s+/g, '$1')
    .replace(/\s+([)>\]}])/g, '$1')
    .trim();
}

/** Splits `text` at `separator` where it stands outside brackets and quotes. */
export function splitTop(text, separator) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth += 1;
    else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '=')) depth -= 1;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

/** The index of the bracket closing the one at `open`. */
function closing(text, open) {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth += 1;
    else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '=')) {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const literal = {
  string: (member) => /^(['"]).*\1$/.test(member) || member.startsWith('`'),
  number: (member) => /^-?\d[\d_.e]*$/i.test(member),
  boolean: (member) => member === 'true' || member === 'false',
};
/** Whether a union member `wide` takes every value of the member `narrow`. */
const covers = (wide, narrow) => wide === narrow || (literal[wide]?.(narrow) ?? false);
const members = (type) => splitTop(type, '|').filter(Boolean);
const objectLiteral = (type) => type.startsWith('{') && closing(type, 0) === type.length - 1;

/**
 * How `after` relates to `before` as sets of values: `same`, `wider` (takes all `before` took and
 * more), `narrower`, or `unknown` (neither can be shown from the text).
 * @example compareTypes('unknown', 'number') // 'narrower'
 * @example compareTypes("'a' | 'b'", "'a' | 'b' | 'c'") // 'wider'
 */
export function compareTypes(before, after) {
  const a = normalize(before);
  const b = normalize(after);
  if (a === b) return 'same';
  const top = (type) => type === 'unknown' || type === 'any';
  if (top(b)) return 'wider';
  if (top(a)) return 'narrower';
  // Two object literals: member by member, as an interface's props (an optional member added, or a
  // member widened, still takes every object the old type took).
  if (objectLiteral(a) && objectLiteral(b)) {
    const changes = compareMembers('', interfaceParts(`interface _ ${a}`).members, interfaceParts(`interface _ ${b}`).members);
    return changes.some((c) => c.level === 'major') ? 'unknown' : 'wider';
  }
  const old = members(a);
  const now = members(b);
  const oldInNew = old.every((m) => now.some((n) => covers(n, m)));
  const newInOld = now.every((n) => old.some((m) => covers(m, n)));
  if (oldInNew && newInOld) return 'same';
  if (oldInNew) return 'wider';
  if (newInOld) return 'narrower';
  return 'unknown';
}

const declarationHead = /^export (?:declare )?(?:abstract )?(function|const|let|var|interface|type|class|enum|namespace) ([\w$]+)/;

/**
 * The report's declarations by name (a name with overloads has several), each normalized.
 * @param {string} report an API Extractor report's text
 * @returns {Map<string, { kind: string, name: string, text: string }[]>}
 */
export function parseReport(report) {
  const code = report.match(/```ts\n([\s\S]*?)\n```/)?.[1] ?? report;
  const declarations = new Map();
  for (const chunk of code.split(/\n\s*\n/)) {
    const text = normalize(chunk);
    const head = text.match(declarationHead);
    if (!head) continue;
    const [, kind, name] = head;
    declarations.set(name, [...(declarations.get(name) ?? []), { kind, name, text }]);
  }
  return declarations;
}

/** An interface's members by name (`(call)`, `(call) 2`… for call signatures), with the head before its body. */
export function interfaceParts(text) {
  // The body's brace: the first one outside the type parameters and extends clause.
  let open = -1;
  for (let i = 0, depth = 0; i < text.length && open === -1; i += 1) {
    if (text[i] === '<' || text[i] === '(') depth += 1;
    else if ((text[i] === '>' && text[i - 1] !== '=') || text[i] === ')') depth -= 1;
    else if (text[i] === '{' && depth === 0) open = i;
  }
  const head = text.slice(0, open).trim();
  const body = text.slice(open + 1, closing(text, open));
  const parsed = new Map();
  let calls = 0;
  for (const member of splitTop(body, ';').filter(Boolean)) {
    const named = member.match(/^(?:readonly )?([\w$]+|'[^']*'|"[^"]*"|\[[^\]]*\])(\?)?\s*(:|\(|<)/);
    if (!named) {
      calls += 1;
      parsed.set(calls === 1 ? '(call)' : `(call) ${calls}`, { optional: false, type: member, signature: true });
    } else {
      const [whole, key, optional, separator] = named;
      parsed.set(key, { optional: Boolean(optional), type: separator === ':' ? member.slice(whole.length).trim() : member.slice(whole.length - 1).trim(), signature: separator !== ':' });
    }
  }
  return { head, members: parsed };
}

/** A declaration's type parameters (`<T>`, or '') and where the text after them starts. */
function afterGenerics(text) {
  const at = text.match(declarationHead)[0].length;
  if (text[at] !== '<') return { generics: '', at };
  const end = closing(text, at);
  return { generics: text.slice(at, end + 1), at: end + 1 };
}

/** A function declaration's type parameters, parameters and return type. */
export function functionParts(text) {
  const { generics, at } = afterGenerics(text);
  const end = closing(text, at);
  const params = splitTop(text.slice(at + 1, end), ',')
    .filter(Boolean)
    .map((param) => {
      const m = param.match(/^(\.\.\.)?([\w$]+)(\?)?\s*(?::\s*([\s\S]*))?$/);
      return m ? { name: m[2], rest: Boolean(m[1]), optional: Boolean(m[3]) || Boolean(m[1]), type: m[4] ?? 'any' } : { name: param, rest: false, optional: false, type: param };
    });
  const returns = text.slice(end + 1).replace(/^\s*:\s*/, '');
  return { generics, params, returns };
}

/** A type alias's or constant's type parameters and type. */
function aliasParts(text, kind) {
  const { generics, at } = afterGenerics(text);
  const rest = text.slice(at).trim();
  // `const x: T`, `const x = "literal"`, `type X = T`
  const type = kind === 'type' ? rest.replace(/^=\s*/, '') : rest.replace(/^[:=]\s*/, '');
  return { generics, type };
}

/** A change for the list: its level and a sentence. */
const change = (level, what) => ({ level, what });
const shown = (type) => (type.length > 80 ? `${type.slice(0, 77)}…` : type);

function compareInterfaces(name, before, after) {
  const changes = [];
  const a = interfaceParts(before);
  const b = interfaceParts(after);
  if (normalize(a.head) !== normalize(b.head)) {
    changes.push(change('major', `${name}: its declaration changed (\`${shown(a.head)}\` → \`${shown(b.head)}\`): type parameters or extends cannot be shown compatible, counted as breaking`));
  }
  return [...changes, ...compareMembers(name, a.members, b.members)];
}

/** The changes between two sets of members (interfaceParts), read as props a consumer passes. */
function compareMembers(name, aMembers, bMembers) {
  const changes = [];
  const a = { members: aMembers };
  const b = { members: bMembers };
  for (const [key, old] of a.members) {
    const now = b.members.get(key);
    if (!now) {
      changes.push(change('major', `${name}.${key} removed`));
      continue;
    }
    if (old.signature || now.signature) {
      if (normalize(old.type) !== normalize(now.type)) changes.push(change('major', `${name}.${key}: signature changed (\`${shown(old.type)}\` → \`${shown(now.type)}\`), not shown compatible: counted as breaking`));
      continue;
    }
    if (old.optional && !now.optional) changes.push(change('major', `${name}.${key} became required`));
    else if (!old.optional && now.optional) changes.push(change('minor', `${name}.${key} became optional`));
    const relation = compareTypes(old.type, now.type);
    if (relation === 'narrower') changes.push(change('major', `${name}.${key} narrowed: \`${shown(old.type)}\` → \`${shown(now.type)}\``));
    else if (relation === 'wider') changes.push(change('minor', `${name}.${key} widened: \`${shown(old.type)}\` → \`${shown(now.type)}\``));
    else if (relation === 'unknown') changes.push(change('major', `${name}.${key} changed: \`${shown(old.type)}\` → \`${shown(now.type)}\`, neither wider nor narrower as far as the text shows: counted as breaking`));
  }
  for (const [key, now] of b.members) {
    if (a.members.has(key)) continue;
    changes.push(now.optional ? change('minor', `${name}.${key} added (optional)`) : change('major', `${name}.${key} added, required`));
  }
  return changes;
}

function compareFunctions(name, before, after) {
  const a = functionParts(before);
  const b = functionParts(after);
  const changes = [];
  if (normalize(a.generics) !== normalize(b.generics)) changes.push(change('major', `${name}: type parameters changed (\`${a.generics || 'none'}\` → \`${b.generics || 'none'}\`), counted as breaking`));
  const count = Math.max(a.params.length, b.params.length);
  for (let i = 0; i < count; i += 1) {
    const old = a.params[i];
    const now = b.params[i];
    if (!now) {
      changes.push(change('major', `${name}(): parameter ${old.name} removed`));
      continue;
    }
    if (!old) {
      changes.push(now.optional ? change('minor', `${name}(): optional parameter ${now.name} added`) : change('major', `${name}(): required parameter ${now.name} added`));
      continue;
    }
    if (old.optional && !now.optional) changes.push(change('major', `${name}(): parameter ${now.name} became required`));
    else if (!old.optional && now.optional) changes.push(change('minor', `${name}(): parameter ${now.name} became optional`));
    const relation = compareTypes(old.type, now.type);
    if (relation === 'narrower') changes.push(change('major', `${name}(): parameter ${now.name} narrowed: \`${shown(old.type)}\` → \`${shown(now.type)}\``));
    else if (relation === 'wider') changes.push(change('minor', `${name}(): parameter ${now.name} widened: \`${shown(old.type)}\` → \`${shown(now.type)}\``));
    else if (relation === 'unknown') changes.push(change('major', `${name}(): parameter ${now.name} changed: \`${shown(old.type)}\` → \`${shown(now.type)}\`, not shown compatible: counted as breaking`));
  }
  const relation = compareTypes(a.returns, b.returns);
  if (relation === 'wider') changes.push(change('major', `${name}(): return type widened: \`${shown(a.returns)}\` → \`${shown(b.returns)}\``));
  else if (relation === 'narrower') changes.push(change('minor', `${name}(): return type narrowed: \`${shown(a.returns)}\` → \`${shown(b.returns)}\``));
  else if (relation === 'unknown') changes.push(change('major', `${name}(): return type changed: \`${shown(a.returns)}\` → \`${shown(b.returns)}\`, not shown compatible: counted as breaking`));
  return changes;
}

function compareDeclarations(name, before, after) {
  if (before.kind !== after.kind) return [change('major', `${name}: was a ${before.kind}, is a ${after.kind} now: counted as breaking`)];
  if (before.text === after.text) return [];
  if (before.kind === 'interface') return compareInterfaces(name, before.text, after.text);
  if (before.kind === 'function') return compareFunctions(name, before.text, after.text);
  if (before.kind === 'type' || before.kind === 'const' || before.kind === 'let' || before.kind === 'var') {
    const a = aliasParts(before.text, before.kind);
    const b = aliasParts(after.text, after.kind);
    if (normalize(a.generics) !== normalize(b.generics)) return [change('major', `${name}: type parameters changed (\`${a.generics || 'none'}\` → \`${b.generics || 'none'}\`), counted as breaking`)];
    const relation = compareTypes(a.type, b.type);
    // A type alias is mostly what consumers pass in (a prop's type); a constant is what they read.
    const read = before.kind !== 'type';
    if (relation === 'same') return [];
    if (relation === 'unknown') return [change('major', `${name} changed: \`${shown(a.type)}\` → \`${shown(b.type)}\`, neither wider nor narrower as far as the text shows: counted as breaking`)];
    const breaking = read ? relation === 'wider' : relation === 'narrower';
    return [change(breaking ? 'major' : 'minor', `${name} ${relation === 'wider' ? 'widened' : 'narrowed'}: \`${shown(a.type)}\` → \`${shown(b.type)}\``)];
  }
  return [change('major', `${name} (${before.kind}) changed, not shown compatible: counted as breaking`)];
}

/**
 * Every change from the report `before` to the report `after`, each with the bump it needs.
 * @param {string} before the report as released
 * @param {string} after the report now
 * @returns {{ level: 'minor' | 'major', what: string }[]}
 */
export function classifyReportChanges(before, after) {
  const old = parseReport(before);
  const now = parseReport(after);
  const changes = [];
  for (const [name, declarations] of old) {
    const current = now.get(name);
    if (!current) {
      changes.push(change('major', `${name} removed`));
    } else if (declarations.length === 1 && current.length === 1) {
      changes.push(...compareDeclarations(name, declarations[0], current[0]));
    } else {
      // Overloads: matched by their text; one gone is breaking, one added is not.
      const texts = new Set(current.map((d) => d.text));
      const oldTexts = new Set(declarations.map((d) => d.text));
      for (const d of declarations) if (!texts.has(d.text)) changes.push(change('major', `${name}: the overload \`${shown(d.text)}\` removed or changed`));
      for (const d of current) if (!oldTexts.has(d.text)) changes.push(change('minor', `${name}: the overload \`${shown(d.text)}\` added`));
    }
  }
  for (const name of now.keys()) if (!old.has(name)) changes.push(change('minor', `${name} added`));
  return changes;
}

/** The highest bump a list of changes needs (`none` for none). */
export const requiredBump = (changes) => changes.reduce((high, { level }) => (levels.indexOf(level) > levels.indexOf(high) ? level : high), 'none');
