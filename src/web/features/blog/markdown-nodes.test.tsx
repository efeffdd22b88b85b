import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownNodes } from './markdown-nodes';

/** The preview of `markdown` as the browser would hold it. */
function preview(markdown: string): HTMLElement {
  return render(<div>{markdownNodes(markdown)}</div>).container.firstElementChild as HTMLElement;
}

describe('the live preview of an entry', () => {
  it('shows paragraphs, emphasis, code, quotes, lists and rules as the server renders them', () => {
    const html = preview(
      [
        'Twenty is **cempōhualli**, *one score*, ~~ten~~ and `pōhualli`.',
        '### Counting',
        '- cē\n- ōme',
        '3. ēyi\n4. nāhui',
        '> A quote',
        '```\ncode <here>\n```',
        '---',
      ].join('\n\n'),
    ).innerHTML;
    expect(html).toBe(
      '<p>Twenty is <strong>cempōhualli</strong>, <em>one score</em>, <del>ten</del> and <code>pōhualli</code>.</p>' +
        '<h3>Counting</h3>' +
        '<ul><li><span>cē</span></li><li><span>ōme</span></li></ul>' +
        '<ol start="3"><li><span>ēyi</span></li><li><span>nāhui</span></li></ol>' +
        '<blockquote><p>A quote</p></blockquote>' +
        '<pre><code>code &lt;here&gt;</code></pre>' +
        '<hr>',
    );
  });

  it('keeps links to http, https, mailto and this site, and takes the address off any other', () => {
    const links = [
      ...preview(
        '[a](https://example.org "Ex") [b](mailto:a@b.org) [c](/words) [d](javascript:alert(1)) [e](//evil.example) [f](data:text/html,x)',
      ).querySelectorAll('a'),
    ];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['a', 'https://example.org'],
      ['b', 'mailto:a@b.org'],
      ['c', '/words'],
      ['d', null],
      ['e', null],
      ['f', null],
    ]);
    expect(links[0]?.getAttribute('title')).toBe('Ex');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('drops raw HTML, images and level 1–2 heading tags, as the server does, and never runs anything', () => {
    const element = preview(
      '# Big\n\nText <b onclick="alert(1)">bold</b> <script>alert(1)</script> ![pic](https://example.org/a.png) &amp; \\*stars\\*',
    );
    expect(element.innerHTML).toBe('<p>Big</p><p>Text bold   &amp; *stars*</p>');
    expect(element.querySelector('script, img, [onclick], h1, h2')).toBeNull();
  });

  it('shows nothing for nothing', () => {
    expect(preview('').innerHTML).toBe('');
    expect(preview('   \n\n  ').innerHTML).toBe('');
  });
});
