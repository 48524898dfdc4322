/**
 * What the capture loop records of a story's rendering for the change-scoped runs: the stylesheets
 * (by the file Vite names each `<style>` with) whose rules reach it, in a real Chromium
 * (sheetsRead in ../browser/sheetsRead.ts). The files start with /sr- so no sheet of the project's
 * is counted in the assertions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sheetsRead } from '../browser/sheetsRead';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A `<style>` as Vite's dev server injects a stylesheet: its file in data-vite-dev-id. */
function sheet(file: string, css: string) {
  const style = document.createElement('style');
  style.dataset.viteDevId = file;
  style.textContent = css;
  document.head.append(style);
  cleanups.push(() => style.remove());
}

/** A story root holding `html`, removed after the test. */
function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.storyRoot = '';
  root.innerHTML = html;
  document.body.append(root);
  cleanups.push(() => root.remove());
  return root;
}

const read = (root: HTMLElement) => sheetsRead(root).filter((file) => file.startsWith('/sr-'));

describe('sheetsRead', () => {
  it('counts a sheet with a rule that matches the story, not one whose rules match nothing in it', () => {
    sheet('/sr-cluster.module.css', '._cluster_1 { display: flex; } ._cluster_1[data-wrap="false"] { flex-wrap: nowrap; }');
    sheet('/sr-grid.module.css', '._grid_2 { display: grid; }');
    const root = mount('<ul class="_cluster_1"><li>x</li></ul>');
    expect(read(root)).toEqual(['/sr-cluster.module.css']);
  });

  it('counts a rule whatever state or media condition it waits for, and rules that reach the root through its ancestors', () => {
    sheet('/sr-hover.module.css', '@media (width > 99999px) { ._link_3:hover::after { content: "x"; } }');
    sheet('/sr-body.css', 'body[data-sr-theme] { color: red; }');
    document.body.dataset.srTheme = '';
    cleanups.push(() => delete document.body.dataset.srTheme);
    const root = mount('<a class="_link_3" href="#x">x</a>');
    expect(read(root)).toEqual(['/sr-body.css', '/sr-hover.module.css']);
  });

  it("keeps :where() and :is() with their arguments: a module's defaults rule counts only where its class is", () => {
    sheet('/sr-defaults.module.css', ':where(._cluster_5) { --gw-gap: initial; } :is(._cluster_5:hover, ._row_5) { color: red; }');
    expect(read(mount('<p class="_other_5">x</p>'))).toEqual([]);
    expect(read(mount('<p class="_row_5">x</p>'))).toEqual(['/sr-defaults.module.css']);
    expect(read(mount('<p class="_cluster_5">x</p>'))).toEqual(['/sr-defaults.module.css']);
  });

  it('leaves out stylesheets Vite did not name', () => {
    const style = document.createElement('style');
    style.textContent = '._anon_4 { color: red; }';
    document.head.append(style);
    cleanups.push(() => style.remove());
    const root = mount('<p class="_anon_4">x</p>');
    expect(read(root)).toEqual([]);
  });
});
