import sanitizeHtml from 'sanitize-html';
import { escapeHtml, MARKDOWN_TOO_DEEP, markdownHtml, parseMarkdown } from '../../contract/markdown';
import { errors } from './errors';

// What owners may format with: text structure and links, nothing that runs or restyles the page.
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'h6', 'hr'],
  // rel and target are set by the transform below, whatever the source said.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Links leave the app: open them without handing this page to the other site.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  // A link with nothing to click shows nothing: `[](b)` is dropped, not stored as markup.
  exclusiveFilter: (frame) => frame.tag === 'a' && frame.text.trim() === '' && !frame.mediaChildren.length,
};

/**
 * The most HTML a text may render to (decision 079): a few times its own length, which text,
 * emphasis, lists and links written by hand stay well within (the sample data's texts render
 * to at most 1.8 times theirs), so that what a page carries is bounded by what its limits let
 * an owner write.
 */
export const maxHtmlLength = (markdown: string) => HTML_PER_CHARACTER * markdown.length + HTML_ALLOWANCE;
const HTML_PER_CHARACTER = 8;
const HTML_ALLOWANCE = 2_000;

/** The refusal of a text whose HTML would pass {@link maxHtmlLength}, as the API names it under the field. */
export const MARKDOWN_TOO_HEAVY = 'Formatted, this text would be too long: use fewer links, lists, quotes and marks.';

/**
 * Renders an owner's Markdown to HTML that is safe to show: anything outside the allow-list
 * (scripts, event handlers, styles, javascript: links, raw HTML the Markdown carried) is
 * removed on save, so stored HTML is always clean (DESIGN.md §4). The parser and the
 * sanitiser both take time linear in the text (decision 036); a text nested deeper than
 * the contract allows is a 400 naming `field`, the body's field that carried it.
 */
export function renderMarkdown(markdown: string, field: string): string {
  const parsed = parseMarkdown(markdown);
  if (parsed.tooDeep) throw errors.invalid({ [field]: [MARKDOWN_TOO_DEEP] });
  const html = sanitizeHtml(markdownHtml(parsed.tokens), ALLOWED).trim();
  if (html.length > maxHtmlLength(markdown)) throw errors.invalid({ [field]: [MARKDOWN_TOO_HEAVY] });
  return html;
}

/** The most characters of its text a preview shows: a card's worth (decision 079). */
export const PREVIEW_LENGTH = 600;

/**
 * The preview of a text: its first paragraph that is not a heading (the whole text when it
 * has none), cut at a word to {@link PREVIEW_LENGTH} characters, rendered and sanitised like
 * the text itself. The text as a whole has passed renderMarkdown; a block cut out of it can
 * still read deeper (a fence's blank line cut off its closing), and is then shown as the
 * plain text it is.
 */
export function renderPreview(markdown: string): string {
  const blocks = markdown.split(/\n\s*\n/).map((block) => block.trim()).filter((block) => block !== '');
  const first = shortened(blocks.find((block) => !block.startsWith('#')) ?? blocks[0] ?? '');
  const parsed = parseMarkdown(first);
  const html = parsed.tooDeep ? `<p>${escapeHtml(first)}</p>` : markdownHtml(parsed.tokens);
  return sanitizeHtml(html, ALLOWED).trim();
}

/** A paragraph cut to PREVIEW_LENGTH characters, at the last space before it, with an ellipsis. */
function shortened(paragraph: string): string {
  if (paragraph.length <= PREVIEW_LENGTH) return paragraph;
  const cut = paragraph.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
