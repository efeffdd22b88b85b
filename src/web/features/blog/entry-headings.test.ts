import { describe, expect, it } from 'vitest';
import { headingsUnderTitle } from './entry-headings';

describe('headingsUnderTitle', () => {
  it('moves every heading one level up, opening and closing tags alike', () => {
    expect(headingsUnderTitle('<h3>One</h3><p>a</p><h4 id="x">Two</h4><h6>Three</h6>')).toBe(
      '<h2>One</h2><p>a</p><h3 id="x">Two</h3><h5>Three</h5>',
    );
  });

  it('leaves everything else as it was, text that looks like a tag name included', () => {
    const html = '<p>h3 and <strong>h4</strong>, <hr> <a href="https://example.org/h3">h3</a></p><hr>';
    expect(headingsUnderTitle(html)).toBe(html);
  });
});
