import { describe, expect, it } from 'vitest';
import type { HydrationMismatch } from '../../hydration-overlay';
import { hydrationMessage, withComponentStacks } from './componentStacks';
import { quietRendererWarning, rendererWarning } from './quietRendererWarning';

const text: HydrationMismatch = { kind: 'text', path: 'main > p', server: 'Rendered on the server', client: 'Rendered on the client' };
const attribute: HydrationMismatch = { kind: 'attribute', path: 'main > p', attribute: 'title', server: 'a', client: 'b' };
const added: HydrationMismatch = { kind: 'added', path: 'main > div > p', server: null, client: '<p>Only on the client</p>' };
const hydrationError = (message: string, componentStack: string) => ({ error: new Error(`Hydration failed because ${message}`), componentStack });

describe('withComponentStacks', () => {
  it('leaves the mismatches alone when React reported no hydration error', () => {
    const mismatches = [text, attribute];
    expect(withComponentStacks(mismatches, [{ error: new Error('something else'), componentStack: '\n    at X' }])).toBe(mismatches);
  });

  it('gives a text or element mismatch the stack of the report that quotes its value', () => {
    const reports = [
      hydrationError('the server rendered HTML did not match: Only on the client', '\n    at Added'),
      hydrationError('text: + Rendered on the client', '\n    at Text'),
    ];
    const [withText, withAdded] = withComponentStacks([text, added], reports);
    expect(withText!.componentStack).toBe('\n    at Text');
    expect(withAdded!.componentStack).toBe('\n    at Added');
  });

  it('falls back to the first hydration report, and never gives an attribute mismatch a stack', () => {
    const [withText, withAttribute] = withComponentStacks([text, attribute], [hydrationError('unquoted', '\n    at First'), hydrationError('also', '\n    at Second')]);
    expect(withText!.componentStack).toBe('\n    at First');
    expect(withAttribute!.componentStack).toBeUndefined();
  });

  it('keeps a stack the diff already had', () => {
    const known = { ...text, componentStack: '\n    at Known' };
    expect(withComponentStacks([known], [hydrationError('x', '\n    at Other')])[0]!.componentStack).toBe('\n    at Known');
  });
});

describe('hydrationMessage', () => {
  it("is React's first hydration message, or nothing", () => {
    expect(hydrationMessage([])).toBeUndefined();
    expect(hydrationMessage([{ error: new Error('unrelated') }, hydrationError('text differs', '')])).toBe('Hydration failed because text differs');
    expect(hydrationMessage([{ error: 'Hydration as a string' }])).toBe('Hydration as a string');
  });
});

describe('quietRendererWarning', () => {
  it("drops only React's multiple-renderers warning, until undone", () => {
    const seen: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void seen.push(args) };
    const undo = quietRendererWarning(target);
    target.error(`${rendererWarning}. This is currently unsupported.`);
    target.error('Something else', 1);
    expect(seen).toEqual([['Something else', 1]]);
    undo();
    target.error(rendererWarning);
    expect(seen).toHaveLength(2);
  });
});
