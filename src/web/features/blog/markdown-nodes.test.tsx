import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_TOO_DEEP, MAX_MARKDOWN_DEPTH } from '../../../contract/markdown';
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
        '<ul><li>cē</li><li>ōme</li></ul>' +
        '<ol start="3"><li>ēyi</li><li>nāhui</li></ol>' +
        '<blockquote><p>A quote</p></blockquote>' +
        '<pre><code>code &lt;here&gt;\n</code></pre>' +
        '<hr>',
    );
  });

  it('keeps links to http, https, mailto and this site, takes the address off any other, and links bare addresses as GFM does', () => {
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
    const bare = [
      ...preview(
        'See www.inegi.org.mx, https://example.org/a and a@b.org; not INEGI.mx or //evil.example.',
      ).querySelectorAll('a'),
    ];
    expect(bare.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['www.inegi.org.mx', 'http://www.inegi.org.mx'],
      ['https://example.org/a', 'https://example.org/a'],
      ['a@b.org', 'mailto:a@b.org'],
    ]);
  });

  it('drops raw HTML, images and level 1–2 heading tags, as the server does, and never runs anything', () => {
    const element = preview(
      '# Big\n\nText <b onclick="alert(1)">bold</b> <script>alert(1)</script> ![pic](https://example.org/a.png) &amp; \\*stars\\*',
    );
    expect(element.innerHTML).toBe('<p>Big</p><p>Text bold   &amp; *stars*</p>');
    expect(element.querySelector('script, img, [onclick], h1, h2')).toBeNull();
  });

  it('shows a table as the text its author typed, as the server does', () => {
    expect(preview('|a|b|\n|-|-|\n|x|*y*|').innerHTML).toBe('<p>|a|b|\n|-|-|\n|x|<em>y</em>|</p>');
  });

  // Each input takes the parser a fraction of a second; on a busy machine, jsdom and React take more.
  it(
    'renders each pathological input of 100,000 characters, and shows the refusal for one nested too deeply',
    { timeout: 60_000 },
    () => {
      // Inputs of the CommonMark project's pathological tests and of issue 29 (minutes or a stack overflow in the old parser).
      for (const text of [
        '_a*'.repeat(33_333),
        '*a_ '.repeat(25_000),
        '['.repeat(100_000),
        '`'.repeat(100_000),
        '<'.repeat(100_000),
        '[ a_'.repeat(25_000),
        '**x [a*b**c*](d)'.repeat(6_250),
        `[a]: /${'x'.repeat(50_000)}\n\n${'[a] '.repeat(12_000)}`,
      ]) {
        // Finishing at all is the point; a run of ` or ~ opens an empty code block.
        expect(preview(text).childElementCount).toBeGreaterThan(0);
      }
      for (const text of [
        '>'.repeat(100_000),
        '1. '.repeat(33_333),
        '*a **a '.repeat(7_000) + 'b' + ' a** a*'.repeat(7_000),
      ]) {
        expect(preview(text).textContent).toBe(MARKDOWN_TOO_DEEP);
      }
      // At the limit, not past it.
      expect(preview('>'.repeat(MAX_MARKDOWN_DEPTH) + ' a').querySelectorAll('blockquote')).toHaveLength(
        MAX_MARKDOWN_DEPTH,
      );
    },
  );

  it('shows nothing for nothing', () => {
    expect(preview('').innerHTML).toBe('');
    expect(preview('   \n\n  ').innerHTML).toBe('');
  });
});
