import MarkdownIt, { type Token } from 'markdown-it';

/*
 * The Markdown of vocabulary suggestions and blog entries (SPEC.md §3), as both ends read
 * it: the server renders it to HTML on save (src/server/http/markdown.ts), the entry
 * editor's live preview to React elements (src/web/features/blog/markdown-nodes.tsx).
 * markdown-it parses in time linear in the text, with GFM's strikethrough and autolinks
 * (decision 036). Its output is bounded too: no tables (which fill in missing cells, up to
 * 65,536 a table), and link references repeat at most LINK_ADDRESS_BUDGET's characters of
 * addresses. A text nested deeper than MAX_MARKDOWN_DEPTH is refused whole.
 */

/** The most quotes, lists, emphasis and links a text may nest inside one another. */
export const MAX_MARKDOWN_DEPTH = 100;

/** The refusal of a text nested deeper, as the API names it under the field. */
export const MARKDOWN_TOO_DEEP = `Nested too deeply: at most ${MAX_MARKDOWN_DEPTH} levels of quotes, lists, emphasis and links.`;

/*
 * markdown-it stops descending (and drops the rest) past `maxNesting` open tokens, which
 * bounds its recursion. A list is two open tokens (the list and its item) and a paragraph
 * one more, so a text within MAX_MARKDOWN_DEPTH never reaches this, and one that does has
 * more than MAX_MARKDOWN_DEPTH levels among its tokens and is refused: nothing is dropped
 * silently.
 */
const MAX_NESTING = 2 * MAX_MARKDOWN_DEPTH + 10;

const markdown = new MarkdownIt('default', {
  html: true,
  linkify: true,
  breaks: false,
  typographer: false,
  maxNesting: MAX_NESTING,
});
// GFM's extended autolinks: addresses starting with www. as well as with a scheme.
markdown.linkify.set({ fuzzyLink: true, fuzzyIP: false, fuzzyEmail: true });
/*
 * No GFM tables: the server's allow-list never kept one (readers saw the cells' text run
 * together), and markdown-it fills each short row up to the header's width: 100,000
 * characters of short rows under a wide header made 11 million tokens and 38 MB of HTML.
 * A table now reads as the text its author typed.
 */
markdown.disable('table');
/*
 * Every address makes a link, as with marked: the server's allow-list and the preview's
 * keptHref decide which keep their address, so [x](javascript:…) reads "x" and goes nowhere,
 * where markdown-it's own check would leave the whole bracketed text on the page.
 */
markdown.validateLink = () => true;

/** The text of the link whose tokens start at `open`. */
function linkText(children: readonly Token[], open: number): string {
  let text = '';
  for (let i = open + 1; i < children.length && children[i]!.type !== 'link_close'; i += 1)
    text += children[i]!.content;
  return text;
}

/** Whether GFM makes a link of an address found in plain text: www., http(s):// and e-mail addresses. */
const gfmAutolink = (href: string, text: string) =>
  /^mailto:/i.test(href) || (/^https?:\/\//i.test(href) && /^(https?:\/\/|www\.)/i.test(text));

/*
 * linkify-it's fuzzy links also take a bare domain ("example.com", "INEGI.mx"), and its
 * schemes a protocol-relative or ftp address, where GFM links only what gfmAutolink says:
 * the others go back to plain text (text_join, which runs next, merges the pieces).
 */
markdown.core.ruler.after('linkify', 'gfm_autolinks', (state) => {
  for (const block of state.tokens) {
    const children = block.type === 'inline' ? block.children : null;
    if (!children?.some((token) => token.markup === 'linkify')) continue;
    const kept: Token[] = [];
    let unwrapping = false;
    children.forEach((token, i) => {
      if (
        token.type === 'link_open' &&
        token.markup === 'linkify' &&
        !gfmAutolink(String(token.attrGet('href') ?? ''), linkText(children, i))
      ) {
        unwrapping = true;
      } else if (unwrapping && token.type === 'link_close') {
        unwrapping = false;
      } else {
        kept.push(token);
      }
    });
    block.children = kept;
  }
});

/**
 * Characters of link and image addresses and titles a text of `length` characters may
 * render: far more than any text's own links (an address percent-encoded grows at most
 * ninefold), far less than a long reference used thousands of times (85,000 characters
 * rendered to 300 MB of HTML).
 */
export const LINK_ADDRESS_BUDGET = (length: number) => 10 * length + 10_000;

/*
 * As cmark does, links past the budget are not made: a link keeps its text, an image
 * (which the server drops anyway) goes.
 */
markdown.core.ruler.push('link_budget', (state) => {
  let budget = LINK_ADDRESS_BUDGET(state.src.length);
  for (const block of state.tokens) {
    if (!block.children) continue;
    const used = addressLength(block.children);
    if (used <= budget) {
      budget -= used;
    } else {
      block.children = withinBudget(block.children, budget);
      budget = 0;
    }
  }
});

/** The characters of addresses and titles that `tokens` render. */
function addressLength(tokens: readonly Token[]): number {
  let length = 0;
  for (const token of tokens) {
    if (token.type !== 'link_open' && token.type !== 'image') continue;
    for (const [, value] of token.attrs ?? []) length += String(value).length;
  }
  return length;
}

/** `tokens` with the links and images past `budget` characters of addresses taken out. */
function withinBudget(tokens: readonly Token[], budget: number): Token[] {
  const kept: Token[] = [];
  let unwrapping = false;
  for (const token of tokens) {
    if (token.type === 'link_open' || token.type === 'image') {
      budget -= addressLength([token]);
      if (budget < 0) {
        unwrapping = token.type === 'link_open';
        continue;
      }
    } else if (unwrapping && token.type === 'link_close') {
      unwrapping = false;
      continue;
    }
    kept.push(token);
  }
  return kept;
}

// Strikethrough as GFM writes it (and as the server's allow-list keeps it): <del>, not <s>.
markdown.renderer.rules.s_open = () => '<del>';
markdown.renderer.rules.s_close = () => '</del>';

/** Tokens that open a level of nesting, and close it with their `_close`. */
const NESTING = new Set([
  'blockquote_open',
  'bullet_list_open',
  'ordered_list_open',
  'em_open',
  'strong_open',
  's_open',
  'link_open',
]);

/** How deep `tokens` nest quotes, lists, emphasis and links (the deepest point), in one pass. */
export function markdownDepth(tokens: readonly Token[]): number {
  let depth = 0;
  let deepest = 0;
  for (const token of tokens) {
    // At markdown-it's own limit it drops the rest: count that as too deep.
    if (token.level >= MAX_NESTING - 1) return Infinity;
    if (NESTING.has(token.type)) deepest = Math.max(deepest, (depth += 1));
    else if (token.nesting < 0 && NESTING.has(token.type.replace(/_close$/, '_open'))) depth -= 1;
    if (token.children) {
      let inline = 0;
      for (const child of token.children) {
        if (NESTING.has(child.type)) deepest = Math.max(deepest, depth + (inline += 1));
        else if (child.nesting < 0 && NESTING.has(child.type.replace(/_close$/, '_open'))) inline -= 1;
      }
    }
  }
  return deepest;
}

/** A text's tokens, or `tooDeep` when it nests deeper than MAX_MARKDOWN_DEPTH (then there are no tokens to use). */
export type ParsedMarkdown = { tooDeep: false; tokens: Token[] } | { tooDeep: true };

/** Parses `text`: time linear in its length; recursion bounded whatever it holds. */
export function parseMarkdown(text: string): ParsedMarkdown {
  const tokens = markdown.parse(text, {});
  return markdownDepth(tokens) > MAX_MARKDOWN_DEPTH ? { tooDeep: true } : { tooDeep: false, tokens };
}

/** The HTML of parsed tokens, before any sanitising (raw HTML in the text passes through). */
export function markdownHtml(tokens: Token[]): string {
  return markdown.renderer.render(tokens, markdown.options, {});
}

/** `text` with &, <, >, " escaped for HTML. */
export const escapeHtml = (text: string): string => markdown.utils.escapeHtml(text);

export type { Token as MarkdownToken };
