import { createElement, type ReactNode } from 'react';
import { Lexer, type MarkedToken, type Token, type Tokens } from 'marked';

/*
 * The entry editor's live preview: the author's Markdown parsed by the same parser and
 * options as the server (marked, GFM, no soft line breaks) and turned into React elements,
 * never into an HTML string, so nothing the author types can run or restyle the page.
 * It keeps to what the server's sanitiser keeps (src/server/http/markdown.ts): paragraphs,
 * emphasis, code, quotes, lists, links to http, https and mailto addresses, headings from
 * level 3, rules. Raw HTML, images and level 1–2 heading tags are dropped, as the server
 * drops them; the server's rendering, shown after Save, is the one readers see.
 */

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The named character references a writer is likely to type, as the browser shows them. */
const decodeEntities = (text: string) =>
  text.replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);

/** An address the server keeps on a link: http, https, mailto, or one on this site. */
function keptHref(href: string): string | undefined {
  if (/^(https?|mailto):/i.test(href)) return href;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(href);
  return hasScheme || href.startsWith('//') ? undefined : href;
}

/** Elements whose text the server's sanitiser drops with them (sanitize-html's non-text tags). */
const DROPPED_WITH_TEXT = /^<(script|style|textarea|option|noscript)\b/i;

function nodes(tokens: readonly Token[] | undefined): ReactNode[] {
  const shown: ReactNode[] = [];
  // Inline HTML comes as separate opening and closing tokens, with the text between them as text.
  let droppedUntil: RegExp | null = null;
  (tokens ?? []).forEach((token, key) => {
    if (droppedUntil) {
      if (token.type === 'html' && droppedUntil.test((token as Tokens.HTML).text)) droppedUntil = null;
      return;
    }
    const opening = token.type === 'html' ? DROPPED_WITH_TEXT.exec((token as Tokens.HTML).text) : null;
    if (opening && !new RegExp(`</${opening[1]}\\s*>`, 'i').test((token as Tokens.HTML).text)) {
      droppedUntil = new RegExp(`^</${opening[1]}\\s*>`, 'i');
    }
    shown.push(node(token, key));
  });
  return shown;
}

function node(token: Token, key: number): ReactNode {
  const known = token as MarkedToken;
  switch (known.type) {
    case 'paragraph':
      return <p key={key}>{nodes(known.tokens)}</p>;
    case 'heading':
      // The server keeps h3–h6; the entry's title is the page's heading above them.
      return known.depth >= 3 ? (
        createElement(`h${known.depth}`, { key }, nodes(known.tokens))
      ) : (
        <p key={key}>{nodes(known.tokens)}</p>
      );
    case 'text':
      return known.tokens ? <span key={key}>{nodes(known.tokens)}</span> : decodeEntities(known.text);
    case 'escape':
      return known.text;
    case 'strong':
      return <strong key={key}>{nodes(known.tokens)}</strong>;
    case 'em':
      return <em key={key}>{nodes(known.tokens)}</em>;
    case 'del':
      return <del key={key}>{nodes(known.tokens)}</del>;
    case 'codespan':
      return <code key={key}>{known.text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link':
      return (
        <a
          key={key}
          href={keptHref(known.href)}
          title={known.title ?? undefined}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {nodes(known.tokens)}
        </a>
      );
    case 'list': {
      const items = known.items.map((item, index) => <li key={index}>{nodes(item.tokens)}</li>);
      return known.ordered ? (
        <ol key={key} start={known.start === '' || known.start === 1 ? undefined : known.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{nodes(known.tokens)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{known.text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    case 'table':
      // The server keeps a table's text but not the table.
      return [known.header, ...known.rows].map((cells, row) => (
        <p key={`${key}-${row}`}>{cells.map((cell) => decodeEntities(cell.text)).join(' ')}</p>
      ));
    default:
      // space, def (link definitions), html, image, checkbox: nothing the reader would see.
      return null;
  }
}

/** The preview of `markdown` as React elements. */
export function markdownNodes(markdown: string): ReactNode[] {
  return nodes(Lexer.lex(markdown, { gfm: true, breaks: false }));
}
