import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_ADDRESS_BUDGET, MARKDOWN_TOO_DEEP, MAX_MARKDOWN_DEPTH, markdownHtml, parseMarkdown } from '../../contract/markdown';
import { createTestApp, staffClient, userClient, type TestApp, type TestClient } from '../test/harness';
import { ApiError } from './errors';
import { MARKDOWN_TOO_HEAVY, maxHtmlLength, PREVIEW_LENGTH, renderMarkdown, renderPreview } from './markdown';

const render = (markdown: string) => renderMarkdown(markdown, 'content_raw');

/** What renderMarkdown throws for `markdown`, as the API would answer it. */
function refusal(markdown: string, field = 'content_raw'): { status: number; body: unknown } | null {
  try {
    renderMarkdown(markdown, field);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, body: error.body };
  }
}

/** `open` nested `depth` times around `middle`. */
const nested = (open: string, close: string, depth: number, middle = 'a') =>
  open.repeat(depth) + middle + close.repeat(depth);
/** A list nested `depth` deep, one level a line. */
const nestedList = (depth: number, marker = '-') =>
  Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}${marker} a`).join('\n');

describe('renderMarkdown', () => {
  it('keeps what the app writes with: headings from h3, emphasis, strikethrough, code, lists, quotes, rules, links', () => {
    expect(
      render(
        [
          '### Counting',
          'Twenty is **cempōhualli**, *one score*, ~~ten~~ and `pōhualli`.',
          '- cē\n- ōme',
          '3. ēyi\n4. nāhui',
          '> A quote',
          '```\ncode <here>\n```',
          '---',
          'A [link](https://example.org "Ex").',
        ].join('\n\n'),
      ),
    ).toBe(
      '<h3>Counting</h3>\n' +
        '<p>Twenty is <strong>cempōhualli</strong>, <em>one score</em>, <del>ten</del> and <code>pōhualli</code>.</p>\n' +
        '<ul>\n<li>cē</li>\n<li>ōme</li>\n</ul>\n' +
        '<ol>\n<li>ēyi</li>\n<li>nāhui</li>\n</ol>\n' +
        '<blockquote>\n<p>A quote</p>\n</blockquote>\n' +
        '<pre><code>code &lt;here&gt;\n</code></pre>\n' +
        '<hr />\n' +
        '<p>A <a href="https://example.org" title="Ex" rel="noopener noreferrer nofollow" target="_blank">link</a>.</p>',
    );
  });

  it('links bare addresses as GFM does (www., http(s)://, e-mail), not bare domains or protocol-relative ones', () => {
    const html = render(
      'See www.inegi.org.mx, https://example.org/a and a@b.org; not INEGI.mx, example.com or //evil.example.',
    );
    expect([...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[2], match[1]])).toEqual([
      ['www.inegi.org.mx', 'http://www.inegi.org.mx'],
      ['https://example.org/a', 'https://example.org/a'],
      ['a@b.org', 'mailto:a@b.org'],
    ]);
    expect(html).toContain('not INEGI.mx, example.com or //evil.example.');
  });

  it("shows a table as the text its author typed, and drops level 1–2 headings' tags, raw HTML and images", () => {
    expect(render('|a|b|\n|-|-|\n|x|*y*|')).toBe('<p>|a|b|\n|-|-|\n|x|<em>y</em>|</p>');
    expect(
      render(
        '# Big\n\nText <b onclick="alert(1)">bold</b> <script>alert(1)</script> ![pic](https://example.org/a.png)',
      ),
    ).toBe('Big\n<p>Text bold  </p>');
  });

  it('makes no more links once their addresses pass the budget: a long reference used again and again stays small', () => {
    const reference = `[a]: /${'x'.repeat(10_000)}\n\n`;
    const text = reference + '[a] '.repeat((20_000 - reference.length) / 4);
    const parsed = parseMarkdown(text);
    const html = parsed.tooDeep ? '' : markdownHtml(parsed.tokens);
    expect(html.length).toBeLessThan(LINK_ADDRESS_BUDGET(text.length) + 200_000);
    expect(html).toMatch(/^<p><a href="\/x{10000}">a<\/a> <a /);
    expect(html.trim()).toMatch(/ a a a<\/p>$/);
    // Made safe, it still weighs more than its text may (decision 079): a 400 naming the field.
    expect(refusal(text)).toEqual({ status: 400, body: { content_raw: [MARKDOWN_TOO_HEAVY] } });
    // An ordinary text's links are all made.
    expect(render('[a] [a]\n\n[a]: https://example.org').match(/<a /g)).toHaveLength(2);
  });

  it('bounds the HTML by the text: empty links are dropped, and a text too heavy once formatted is refused (decision 079)', () => {
    expect(render('See [](https://example.org) [ ](b) [kalli](https://example.org/kalli).')).toBe(
      '<p>See   <a href="https://example.org/kalli" rel="noopener noreferrer nofollow" target="_blank">kalli</a>.</p>',
    );
    const links = '[x](b)'.repeat(1000);
    expect(render('[x](b)'.repeat(50)).length).toBeLessThanOrEqual(maxHtmlLength('[x](b)'.repeat(50)));
    expect(refusal(links, 'suggestions_raw')).toEqual({ status: 400, body: { suggestions_raw: [MARKDOWN_TOO_HEAVY] } });
  });

  it(`takes nesting up to ${MAX_MARKDOWN_DEPTH} levels and refuses one more with a 400 naming the field`, () => {
    const tooDeep = { status: 400, body: { suggestions_raw: [MARKDOWN_TOO_DEEP] } };
    for (const [name, text] of [
      ['quotes', (depth: number) => `${'>'.repeat(depth)} a`],
      ['quotes with spaces', (depth: number) => `${'> '.repeat(depth)}a`],
      ['ordered lists on a line', (depth: number) => `${'1. '.repeat(depth)}a`],
      ['lists a level a line', (depth: number) => nestedList(depth)],
      ['emphasis', (depth: number) => nested('*a **a ', ' a** a*', Math.ceil(depth / 2), 'b')],
      ['lists in quotes', (depth: number) => `${'> - '.repeat(Math.floor(depth / 2))}${depth % 2 === 1 ? '> ' : ''}a`],
    ] as const) {
      expect(refusal(text(MAX_MARKDOWN_DEPTH - 1), 'suggestions_raw'), name).toBeNull();
      expect(refusal(text(MAX_MARKDOWN_DEPTH + 1), 'suggestions_raw'), name).toEqual(tooDeep);
    }
    expect(refusal('>'.repeat(MAX_MARKDOWN_DEPTH) + ' a')).toBeNull();
    // The reports: every one a stack overflow in the old parser.
    for (const text of [
      '>'.repeat(4000),
      '1. '.repeat(2000),
      nestedList(2000),
      nestedList(2000, '1.'),
      '> - 1. '.repeat(2000),
    ]) {
      expect(refusal(text)).toEqual({ status: 400, body: { content_raw: [MARKDOWN_TOO_DEEP] } });
    }
    // "- " repeated on one line is a rule, not a list.
    expect(render('- '.repeat(2000))).toBe('<hr />');
  });

  it("gives any text a preview, even a block cut out of a fence that reads deeper than the text's limit", () => {
    // The preview is the first block that is not a heading: here, the fence's inside without its start.
    const text = `# Title\n\`\`\`\n\n${'>'.repeat(4000)} a\n\`\`\``;
    expect(refusal(text)).toBeNull();
    // Cut to a card's worth (decision 079), it is still deeper than the limit, and shown as text.
    expect(renderPreview(text)).toBe(`<p>${'&gt;'.repeat(PREVIEW_LENGTH)}…</p>`);
  });

  it('cuts a long first paragraph at a word, with an ellipsis', () => {
    const paragraph = 'cempōhualli '.repeat(100);
    const preview = renderPreview(`${paragraph}\n\nThe rest.`);
    expect(preview).toMatch(/^<p>(cempōhualli ){49}cempōhualli…<\/p>$/);
    expect(renderPreview('Short *and* whole.\n\nThe rest.')).toBe('<p>Short <em>and</em> whole.</p>');
  });
});

// The pathological inputs of issue 29 at each field's limit, through the API, on both databases:
// each is stored (201) or refused with a 400 naming its field, never a 500. bench/markdown.ts times them.
const fill = (unit: string, max: number) => unit.repeat(Math.floor(max / unit.length));
/** Each payload, and what refuses it: nesting too deep, HTML too heavy for the text (decision 079), or nothing. */
const PAYLOADS: [name: string, text: (max: number) => string, refused: string | null][] = [
  ['"_a*" repeated', (max) => fill('_a*', max), null],
  ['"*a_" repeated', (max) => fill('*a_', max), null],
  ['"[" repeated', (max) => fill('[', max), null],
  ['"`" repeated', (max) => fill('`', max), null],
  ['"<" repeated', (max) => fill('<', max), null],
  ['"- " repeated', (max) => fill('- ', max), null],
  ['unclosed links', (max) => fill('[a](<b', max), null],
  ['link openers and emph closers', (max) => fill('[ a_', max), null],
  [
    'short rows under a wide table header',
    (max) => `|${'a|'.repeat(100)}\n|${'-|'.repeat(100)}\n` + fill('|\n', max - 404),
    null,
  ],
  [
    'a long link reference used again and again',
    (max) => `[a]: /${'x'.repeat(max / 2)}\n\n` + fill('[a] ', max / 2 - 10),
    MARKDOWN_TOO_HEAVY,
  ],
  ['">" repeated', (max) => fill('>', max), MARKDOWN_TOO_DEEP],
  ['"1. " repeated', (max) => fill('1. ', max), MARKDOWN_TOO_DEEP],
  ['nested block quotes', (max) => fill('> ', max - 1) + 'a', MARKDOWN_TOO_DEEP],
  ['nested strong emphasis', (max) => nested('*a **a ', ' a** a*', Math.floor(max / 14), 'b'), MARKDOWN_TOO_DEEP],
];

describe('pathological Markdown through the API', { timeout: 60_000 }, () => {
  let t: TestApp;
  let owner: TestClient;
  let staff: TestClient;
  const V = '/utoaztecan/api/vocabulary/';
  const E = '/blog/api/entry/';

  beforeAll(async () => {
    t = await createTestApp();
    owner = await userClient(t, 'pathological');
    staff = await staffClient(t, 'pathological-staff');
  });
  afterAll(() => t.close());

  it.each(PAYLOADS)('%s at each field’s limit: stored, or a 400 naming the field', async (name, text, refused) => {
    const expected = (field: string) => (refused ? { status: 400, body: { [field]: [refused] } } : null);
    const answer = (response: { statusCode: number; json(): unknown }) =>
      response.statusCode === 400 ? { status: 400, body: response.json() } : null;
    const suggestions = text(20_000);
    const content = text(100_000);
    expect(suggestions.length).toBeLessThanOrEqual(20_000);
    expect(content.length).toBeLessThanOrEqual(100_000);

    // Each payload's own names: an owner's vocabularies have different names (decision 077).
    const vocabulary = await owner.post(V, { name: `Hostile ${name}`, suggestions_raw: suggestions });
    expect(vocabulary.statusCode).toBe(refused ? 400 : 201);
    expect(answer(vocabulary)).toEqual(expected('suggestions_raw'));
    const plain = (await owner.post(V, { name: `Plain ${name}` })).json().id;
    const patched = await owner.patch(`${V}${plain}/`, { suggestions_raw: suggestions });
    expect(patched.statusCode).toBe(refused ? 400 : 200);
    expect(answer(patched)).toEqual(expected('suggestions_raw'));
    // A client of the original API sends the Markdown as `suggestions`: the 400 names that.
    expect(answer(await owner.patch(`${V}${plain}/`, { suggestions }))).toEqual(expected('suggestions'));

    const entry = await staff.post(E, { title: 'Hostile', content_raw: content });
    expect(entry.statusCode).toBe(refused ? 400 : 201);
    expect(answer(entry)).toEqual(expected('content_raw'));
    const draft = (await staff.post(E, { title: 'Plain', content_raw: 'Plain.' })).json().id;
    const edited = await staff.patch(`${E}${draft}/`, { content_raw: content });
    expect(edited.statusCode).toBe(refused ? 400 : 200);
    expect(answer(edited)).toEqual(expected('content_raw'));
    if (refused) expect((await staff.get(`${E}${draft}/`)).json().content).toBe('<p>Plain.</p>');
  });
});
