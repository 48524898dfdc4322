// The last resort in index.html says what the English catalogue says: text is data, even here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesFor, sentence } from '../../errors/messages';
import { lastResortSelectors } from '../../runtime';

const html = readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');

describe('index.html last resort', () => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const page = doc.querySelector<HTMLElement>(lastResortSelectors.page)!;
  const en = messagesFor('en');

  it('ships hidden, with no inline script or style', () => {
    expect(page.hidden).toBe(true);
    expect(doc.querySelectorAll('script:not([src]), style, [style]')).toHaveLength(0);
  });

  it('uses the catalogue texts', () => {
    const heading = page.querySelector('h1')!;
    expect(heading.textContent).toBe(sentence(en.loadFailure.heading, en));
    expect(heading.dataset.title).toBe(en.loadFailure.heading);
    expect(page.textContent).toContain(en.loadFailure.hint);
    expect(page.querySelector('code')!.textContent).toBe(en.loadFailure.route.replace('{path}', ''));
    expect(page.querySelector('button')!.textContent).toBe(en.actions.reload);
    expect(page.querySelector('a')!.textContent).toBe(en.actions.home);
  });
});
