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
};

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
  return sanitizeHtml(markdownHtml(parsed.tokens), ALLOWED).trim();
}

/**
 * The preview of a text: its first paragraph that is not a heading (the whole text when it
 * has none), rendered and sanitised like the text itself. The text as a whole has passed
 * renderMarkdown; a block cut out of it can still read deeper (a fence's blank line cut
 * off its closing), and is then shown as the plain text it is.
 */
export function renderPreview(markdown: string): string {
  const blocks = markdown.split(/\n\s*\n/).map((block) => block.trim()).filter((block) => block !== '');
  const first = blocks.find((block) => !block.startsWith('#')) ?? blocks[0] ?? '';
  const parsed = parseMarkdown(first);
  const html = parsed.tooDeep ? `<p>${escapeHtml(first)}</p>` : markdownHtml(parsed.tokens);
  return sanitizeHtml(html, ALLOWED).trim();
}
