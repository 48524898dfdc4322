import { beforeEach, describe, expect, it, vi } from 'vitest';
import { revealLastResort } from './lastResort';

const shell = `
  <div id="root"><p>app</p></div>
  <main data-last-resort hidden>
    <h1 tabindex="-1" data-title="This page could not be loaded">This page could not be loaded.</h1>
    <p><code>Route did not complete loading: <bdi data-last-resort-path></bdi></code></p>
    <button type="button" data-last-resort-reload>Reload the page</button>
  </main>`;

describe('revealLastResort', () => {
  beforeEach(() => {
    document.body.innerHTML = shell;
    document.title = 'Groundwork';
  });

  it('shows the shell markup with the path as text, hides the app, titles and focuses it', () => {
    const root = document.getElementById('root')!;
    expect(revealLastResort({ path: '/x?<img src=x>#h', appRoot: root, reload: () => {} })).toBe(true);
    const page = document.querySelector<HTMLElement>('[data-last-resort]')!;
    expect(page.hidden).toBe(false);
    expect(root.hidden).toBe(true);
    expect(page.querySelector('code')!.textContent).toBe('Route did not complete loading: /x?<img src=x>#h');
    expect(page.querySelector('img')).toBeNull();
    expect(document.title).toBe('This page could not be loaded');
    expect(document.activeElement).toBe(page.querySelector('h1'));
  });

  it('reloads once per click, even when revealed twice', () => {
    const reload = vi.fn();
    revealLastResort({ path: '/a', reload });
    revealLastResort({ path: '/b', reload });
    document.querySelector<HTMLButtonElement>('[data-last-resort-reload]')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-last-resort-path]')!.textContent).toBe('/b');
  });

  it('answers false when the shell has no last resort', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(revealLastResort({ path: '/a', reload: () => {} })).toBe(false);
  });
});
