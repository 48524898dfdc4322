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

  it('shows the shell markup with the path as text, titles and focuses it', () => {
    expect(revealLastResort('/x?<img src=x>#h', () => {})).toBe(true);
    const page = document.querySelector<HTMLElement>('[data-last-resort]')!;
    expect(page.hidden).toBe(false);
    expect(page.querySelector('code')!.textContent).toBe('Route did not complete loading: /x?<img src=x>#h');
    expect(page.querySelector('img')).toBeNull();
    expect(document.title).toBe('This page could not be loaded');
    expect(document.activeElement).toBe(page.querySelector('h1'));
  });

  it('reloads once per click, even when revealed twice', () => {
    const reload = vi.fn();
    revealLastResort('/a', reload);
    revealLastResort('/b', reload);
    document.querySelector<HTMLButtonElement>('[data-last-resort-reload]')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-last-resort-path]')!.textContent).toBe('/b');
  });

  it('answers false when the shell has no last resort', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(revealLastResort('/a', () => {})).toBe(false);
  });
});
