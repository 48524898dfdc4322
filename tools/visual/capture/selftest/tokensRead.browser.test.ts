/**
 * What the capture loop records of a story's rendering for visual:changed: the custom properties it
 * reads, in a real Chromium with real stylesheets (tokensRead in ../browser/tokensRead.ts). Names
 * start with --tr- so no stylesheet of the project's can read them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { tokensRead, widenedSelector } from '../browser/tokensRead';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A story root holding `html`, under a stylesheet of `css`; both removed after the test. */
function mount(css: string, html: string): HTMLElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const root = document.createElement('div');
  root.dataset.storyRoot = '';
  root.innerHTML = html;
  document.body.append(root);
  cleanups.push(() => {
    style.remove();
    root.remove();
  });
  return root;
}

/** The --tr- properties read (the page's own stylesheets read others). */
const read = (root: HTMLElement) => tokensRead(root).filter((name) => name.startsWith('--tr-'));

describe('tokensRead', () => {
  it('counts rules that match the story, not those that match nothing in it', () => {
    const root = mount('.tr-card { background: var(--tr-surface); } .tr-absent { color: var(--tr-danger); }', '<div class="tr-card">x</div>');
    expect(read(root)).toEqual(['--tr-surface']);
  });

  it('counts a rule whatever state, pseudo-element or media condition it waits for', () => {
    const css = `
      .tr-card:hover { color: var(--tr-hover); }
      .tr-card:focus-visible { outline-color: var(--tr-focus); }
      .tr-card::before { border-color: var(--tr-before); }
      @media (min-width: 99999px) { .tr-card { padding: var(--tr-wide); } }
      @supports (display: grid) { @layer tr { .tr-card { margin: var(--tr-layered); } } }`;
    const root = mount(css, '<button class="tr-card">x</button>');
    expect(read(root)).toEqual(['--tr-before', '--tr-focus', '--tr-hover', '--tr-layered', '--tr-wide']);
  });

  it("counts what the story inherits: a rule on one of its ancestors", () => {
    const root = mount('body { --tr-body-unread: 1px; } html body { caret-color: var(--tr-text); }', '<p>x</p>');
    expect(read(root)).toEqual(['--tr-text']);
  });

  it('follows custom properties: one that is read brings what it names, one that is not read brings nothing', () => {
    const css = `
      :root { --tr-alias: var(--tr-base); }
      .tr-card { --tr-shadow: 0 0 0 1px var(--tr-alias); --tr-unused: var(--tr-never); box-shadow: var(--tr-shadow); }`;
    const root = mount(css, '<div class="tr-card">x</div>');
    expect(read(root)).toEqual(['--tr-alias', '--tr-base', '--tr-shadow']);
  });

  it("reads style attributes inside the story (a layout prop's inline var())", () => {
    const root = mount('', '<div style="padding-block: var(--tr-space-3); gap: calc(var(--tr-space-1) * 2)">x</div>');
    expect(read(root)).toEqual(['--tr-space-1', '--tr-space-3']);
  });

  it("reads nothing from a shorthand's longhands it cannot see: the shorthand's own text counts", () => {
    const root = mount('.tr-card { border: 1px solid var(--tr-border); }', '<div class="tr-card">x</div>');
    expect(read(root)).toEqual(['--tr-border']);
  });
});

describe('widenedSelector', () => {
  it.each([
    [':root', '*'],
    ['a:hover > b', 'a > b'],
    ['.a::before', '.a'],
    ['.a :is(.b, .c)', '.a'],
    ['li:nth-child(2n + 1):not(.x)', 'li'],
    ['.a > :focus-visible', '.a > *'],
    ['[href^="https:"]', '*'],
    ['.md\\:flex', '*'],
    ['.a, .b:hover', '.a, .b'],
  ])('%s → %s', (selector, widened) => {
    expect(widenedSelector(selector)).toBe(widened);
  });
});
