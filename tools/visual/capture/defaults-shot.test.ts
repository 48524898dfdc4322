// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkDefaultsShot, documentedDefaults, primitiveDefaults } from './defaults-shot.mjs';

describe('defaults are shot', () => {
  it('reads each documented default and the prop it belongs to', () => {
    const source = `export interface XProps {
  /**
   * The element.
   * @default 'div'
   * @example <X as="ul" />
   */
  as?: Tag;
  /** No default here. */
  rowGap?: Space;
  /**
   * @default true
   */
  wrap?: boolean;
}`;
    expect(documentedDefaults(source)).toEqual([{ prop: 'as', value: "'div'" }, { prop: 'wrap', value: 'true' }]);
  });

  it('reads every layout primitive, Cluster with its default gap among them', () => {
    const defaults = primitiveDefaults();
    expect(Object.keys(defaults)).toContain('Cluster');
    expect(defaults.Cluster).toContainEqual({ prop: 'gap', value: "'3'" });
  });

  it('fails a default that no shot renders, and a primitive with no all-defaults shot', () => {
    const defaults = { Cluster: [{ prop: 'gap', value: "'3'" }, { prop: 'wrap', value: 'true' }] };
    // As the issue found it: every Cluster story sets gap.
    const everySetsGap = { entries: [{ storyId: 'a', rendered: { Cluster: [['gap'], ['gap', 'wrap']] } }] };
    expect(checkDefaultsShot(everySetsGap, defaults).problems).toEqual([
      'Cluster: no shot renders it with all its defaults (no story like <Cluster>…</Cluster> without props)',
      "Cluster: the default gap = '3' appears in no shot (every instance sets gap, className or style)",
    ]);
    // The error pages' Cluster: no gap prop, but a className whose CSS may set it.
    const withClassName = { entries: [{ storyId: 'errors-page', rendered: { Cluster: [['className']] } }] };
    expect(checkDefaultsShot(withClassName, defaults).problems).toHaveLength(3);
    const withDefaults = { entries: [...everySetsGap.entries, { storyId: 'layout-cluster--defaults', rendered: { Cluster: [[]] } }] };
    expect(checkDefaultsShot(withDefaults, defaults)).toEqual({ problems: [], checked: 2 });
    expect(checkDefaultsShot({ entries: [] }, defaults).problems).toEqual(['Cluster: rendered in no shot']);
  });
});
