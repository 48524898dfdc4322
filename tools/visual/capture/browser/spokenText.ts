/**
 * The text of a spoken record (the contract of issue 49): a title line, then one section per thing
 * heard, each phrase on its own indented line; UTF-8, LF, ending with a newline, compared byte for
 * byte. No imports: the app's e2e builds its records with it too.
 */

/** One phrase as one line: the reader keeps a text node's own line breaks and runs of spaces. */
export const spokenLine = (phrase: string): string => phrase.replace(/\s+/g, ' ').trim();

/**
 * A record: `title`, then each section's heading and its phrases (`(nothing)` when it heard none).
 * @example spokenRecord('layout-stack--playground · ltr · en', [['heard during the play', []], ['heard reading the story from start to end', ['One', 'Two']]])
 */
export function spokenRecord(title: string, sections: readonly (readonly [heading: string, phrases: readonly string[]])[]): string {
  const lines = [title];
  for (const [heading, phrases] of sections) {
    lines.push(`${heading}:`);
    const said = phrases.map(spokenLine);
    if (said.length === 0) lines.push('  (nothing)');
    // A phrase with nothing in it (an item the reader visits and says nothing for) still takes its line.
    for (const phrase of said) lines.push(phrase ? `  ${phrase}` : '  (silence)');
  }
  return `${lines.join('\n')}\n`;
}
