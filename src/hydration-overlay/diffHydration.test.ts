import { describe, expect, it } from 'vitest';
import { diffHydration, maxMarkupLength } from './diffHydration';

describe('diffHydration', () => {
  it('finds nothing in identical input', () => {
    const html = '<main class="page"><h1>Hello</h1><p id="x" style="color:red">Text <b>bold</b></p></main>';
    expect(diffHydration(html, html)).toEqual([]);
  });

  it('reports a text difference at the element that holds it', () => {
    expect(diffHydration('<main><h1>Hello, server</h1></main>', '<main><h1>Hello, client</h1></main>')).toEqual([
      { kind: 'text', path: 'main > h1', server: 'Hello, server', client: 'Hello, client' },
    ]);
  });

  it('reads text across React text separators and ignores its Suspense markers', () => {
    const server = '<!--$--><p>Hello, <!-- -->Ada<!-- -->!</p><!--/$-->';
    expect(diffHydration(server, '<p>Hello, Ada!</p>')).toEqual([]);
    expect(diffHydration(server, '<p>Hello, <!-- -->Bob<!-- -->!</p>')).toEqual([
      { kind: 'text', path: 'p', server: 'Hello, Ada!', client: 'Hello, Bob!' },
    ]);
  });

  it('reports text only one side has with null on the other', () => {
    expect(diffHydration('<p><b>x</b></p>', '<p>Note: <b>x</b></p>')).toEqual([{ kind: 'text', path: 'p', server: null, client: 'Note: ' }]);
    expect(diffHydration('<p>Note: <b>x</b></p>', '<p><b>x</b></p>')).toEqual([{ kind: 'text', path: 'p', server: 'Note: ', client: null }]);
  });

  it('reports text directly under the root at (root)', () => {
    expect(diffHydration('one', 'two')).toEqual([{ kind: 'text', path: '(root)', server: 'one', client: 'two' }]);
  });

  it('reports changed, added and removed attributes by name', () => {
    const server = '<a href="/a" class="link" target="_blank">x</a>';
    const client = '<a href="/b" class="link" rel="next">x</a>';
    expect(diffHydration(server, client)).toEqual([
      { kind: 'attribute', path: 'a.link', attribute: 'href', server: '/a', client: '/b' },
      { kind: 'attribute', path: 'a.link', attribute: 'target', server: '_blank', client: null },
      { kind: 'attribute', path: 'a.link', attribute: 'rel', server: null, client: 'next' },
    ]);
  });

  it.each([
    ['color:red', 'color: red;'],
    ['color:red;margin:0 auto', 'margin: 0  auto ; color: red'],
    ['COLOR: red', 'color:red'],
    ['background:url("a;b.png")', 'background: url("a;b.png");'],
    ['color:red!important', 'color: red !important'],
  ])('does not report style %j against %j (serialisation only)', (server, client) => {
    expect(diffHydration(`<div style='${server}'></div>`, `<div style='${client}'></div>`)).toEqual([]);
  });

  it('reports a style whose declarations differ, with both strings as written', () => {
    expect(diffHydration('<div style="color:red"></div>', '<div style="color: blue;"></div>')).toEqual([
      { kind: 'attribute', path: 'div', attribute: 'style', server: 'color:red', client: 'color: blue;' },
    ]);
    expect(diffHydration('<div style="color:red"></div>', '<div style="color:red;margin:0"></div>')).toHaveLength(1);
    expect(diffHydration('<div style="--Gap:1px"></div>', '<div style="--gap:1px"></div>')).toHaveLength(1);
  });

  it('compares class by its words, not its spacing', () => {
    expect(diffHydration('<p class=" a  b"></p>', '<p class="a b"></p>')).toEqual([]);
    expect(diffHydration('<p class="a b"></p>', '<p class="a c"></p>')).toEqual([
      { kind: 'attribute', path: 'p.a', attribute: 'class', server: 'a b', client: 'a c' },
    ]);
  });

  it('reports an element only the client has as added, once, with its markup', () => {
    const server = '<main><h1>Title</h1><p>Body</p></main>';
    const client = '<main><h1>Title</h1><aside class="note"><p>One</p><p>Two</p></aside><p>Body</p></main>';
    expect(diffHydration(server, client)).toEqual([
      { kind: 'added', path: 'main > aside.note', server: null, client: '<aside class="note"><p>One</p><p>Two</p></aside>' },
    ]);
  });

  it('reports an element only the server has as missing, without its comments', () => {
    const server = '<ul><li>A</li><li>B<!-- --> x</li><li>C</li></ul>';
    const client = '<ul><li>A</li><li>C</li></ul>';
    expect(diffHydration(server, client)).toEqual([
      { kind: 'missing', path: 'ul > li:nth-of-type(2)', server: '<li>B x</li>', client: null },
    ]);
  });

  it('reports an element whose tag changed as missing plus added', () => {
    expect(diffHydration('<div><span>x</span></div>', '<div><em>x</em></div>')).toEqual([
      { kind: 'missing', path: 'div > span', server: '<span>x</span>', client: null },
      { kind: 'added', path: 'div > em', server: null, client: '<em>x</em>' },
    ]);
  });

  it('pairs similar siblings in place rather than reporting them added and missing', () => {
    expect(diffHydration('<ul><li>A</li><li>B</li><li>C</li></ul>', '<ul><li>A</li><li>X</li><li>C</li></ul>')).toEqual([
      { kind: 'text', path: 'ul > li:nth-of-type(2)', server: 'B', client: 'X' },
    ]);
  });

  it('finds nested differences at readable, stable paths', () => {
    const card = (title: string, href: string) => `<div class="card gw-box"><h2>${title}</h2><p><a href="${href}">More</a></p></div>`;
    const server = `<main><section id="list">${card('One', '/1')}${card('Two', '/2')}</section></main>`;
    const client = `<main><section id="list">${card('One', '/1')}${card('Deux', '/2?x')}</section></main>`;
    const result = diffHydration(server, client);
    expect(result).toEqual([
      { kind: 'text', path: 'main > section#list > div.card:nth-of-type(2) > h2', server: 'Two', client: 'Deux' },
      { kind: 'attribute', path: 'main > section#list > div.card:nth-of-type(2) > p > a', attribute: 'href', server: '/2', client: '/2?x' },
    ]);
    expect(diffHydration(server, client)).toEqual(result);
  });

  it('ignores whitespace-only text between elements', () => {
    expect(diffHydration('<ul>\n  <li>A</li>\n</ul>', '<ul><li>A</li></ul>')).toEqual([]);
  });

  it('compares the content of templates', () => {
    expect(diffHydration('<template><p>a</p></template>', '<template><p>b</p></template>')).toEqual([
      { kind: 'text', path: 'template > p', server: 'a', client: 'b' },
    ]);
  });

  it('cuts very long markup', () => {
    const long = `<p>${'x'.repeat(maxMarkupLength * 2)}</p>`;
    const [mismatch] = diffHydration('', long);
    expect(mismatch?.client).toHaveLength(maxMarkupLength + 1);
    expect(mismatch?.client?.endsWith('…')).toBe(true);
  });

  it('pairs very long child lists by position', () => {
    const items = (count: number, odd = '') => Array.from({ length: count }, (_, i) => `<li>${i === 7 ? odd || i : i}</li>`).join('');
    const result = diffHydration(`<ul>${items(501)}</ul>`, `<ul>${items(501, 'seven')}<li>extra</li></ul>`);
    expect(result).toEqual([
      { kind: 'text', path: 'ul > li:nth-of-type(8)', server: '7', client: 'seven' },
      { kind: 'added', path: 'ul > li:nth-of-type(502)', server: null, client: '<li>extra</li>' },
    ]);
  });

  it.each([
    ['', ''],
    ['', '<p>x</p>'],
    ['<div><p>unclosed', '<div><p>unclosed</p></div>'],
    ['<<>>&&</div></span>', '<table><td>cell'],
    [null, undefined],
  ])('does not throw on bad input %j / %j', (server, client) => {
    expect(() => diffHydration(server as unknown as string, client as unknown as string)).not.toThrow();
  });

  it('treats malformed HTML as a browser parses it', () => {
    expect(diffHydration('<div><p>unclosed', '<div><p>unclosed</p></div>')).toEqual([]);
    expect(diffHydration('', '<p>x</p>')).toEqual([{ kind: 'added', path: 'p', server: null, client: '<p>x</p>' }]);
  });
});

describe('diffHydration without a DOM', () => {
  it('says what it needs instead of failing somewhere inside', () => {
    const saved = globalThis.DOMParser;
    // @ts-expect-error: a server runtime without a DOM
    delete globalThis.DOMParser;
    try {
      expect(() => diffHydration('<p>a</p>', '<p>b</p>')).toThrow('diffHydration needs DOMParser');
    } finally {
      globalThis.DOMParser = saved;
    }
  });
});
