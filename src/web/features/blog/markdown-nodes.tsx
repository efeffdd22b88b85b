import { createElement, Fragment, type ReactNode } from 'react';
import { MARKDOWN_TOO_DEEP, parseMarkdown, type MarkdownToken } from '../../../contract/markdown';

/*
 * The entry editor's live preview: the author's Markdown parsed by the same parser as the
 * server (the contract's markdown-it, in time linear in the text: a hostile text cannot
 * freeze the page, decision 036) and turned into React elements, never into an HTML string,
 * so nothing the author types can run or restyle the page. It keeps to what the server's
 * sanitiser keeps (src/server/http/markdown.ts): paragraphs, emphasis, strikethrough, code,
 * quotes, lists, links to http, https and mailto addresses, headings from level 3, rules.
 * A table reads as the text its author typed, as on the server. Raw HTML, images and level 1–2 heading tags are dropped, as the server
 * drops them; the server's rendering, shown after Save, is the one readers see. A text the
 * server would refuse for nesting too deeply shows the server's message instead.
 */

/** An address the server keeps on a link: http, https, mailto, or one on this site. */
function keptHref(href: string): string | undefined {
  if (/^(https?|mailto):/i.test(href)) return href;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(href);
  return hasScheme || href.startsWith('//') ? undefined : href;
}

/** Elements whose text the server's sanitiser drops with them (sanitize-html's non-text tags). */
const DROPPED_WITH_TEXT = /^<(script|style|textarea|option|noscript)\b/i;

/** The element an opening token makes around `children`. */
function element(open: MarkdownToken, key: number, children: ReactNode[]): ReactNode {
  switch (open.type) {
    case 'paragraph_open':
      // A tight list's paragraphs are hidden: their text sits in the item itself.
      return open.hidden ? <Fragment key={key}>{children}</Fragment> : <p key={key}>{children}</p>;
    case 'heading_open':
      // The server keeps h3–h6; the entry's title is the page's heading above them.
      return Number(open.tag.slice(1)) >= 3 ? createElement(open.tag, { key }, children) : <p key={key}>{children}</p>;
    case 'bullet_list_open':
      return <ul key={key}>{children}</ul>;
    case 'ordered_list_open': {
      const start = Number(open.attrGet('start') ?? 1);
      return (
        <ol key={key} start={start === 1 ? undefined : start}>
          {children}
        </ol>
      );
    }
    case 'list_item_open':
      return <li key={key}>{children}</li>;
    case 'blockquote_open':
      return <blockquote key={key}>{children}</blockquote>;
    case 'strong_open':
      return <strong key={key}>{children}</strong>;
    case 'em_open':
      return <em key={key}>{children}</em>;
    case 's_open':
      return <del key={key}>{children}</del>;
    case 'link_open': {
      const title = open.attrGet('title');
      return (
        <a
          key={key}
          href={keptHref(String(open.attrGet('href') ?? ''))}
          title={title === null ? undefined : String(title)}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {children}
        </a>
      );
    }
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

/** A token that opens or closes nothing. */
function leaf(token: MarkdownToken, key: number): ReactNode {
  switch (token.type) {
    case 'inline':
      return <Fragment key={key}>{nodes(token.children ?? [])}</Fragment>;
    case 'text':
    case 'text_special':
      return token.content;
    case 'softbreak':
      return '\n';
    case 'hardbreak':
      return <br key={key} />;
    case 'code_inline':
      return <code key={key}>{token.content}</code>;
    case 'code_block':
    case 'fence':
      return (
        <pre key={key}>
          <code>{token.content}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    default:
      // html_block, html_inline, image: nothing the reader would see.
      return null;
  }
}

/**
 * React elements from a flat run of tokens (markdown-it's opening and closing tokens), in
 * one pass with a stack of the elements still open.
 */
function nodes(tokens: readonly MarkdownToken[]): ReactNode[] {
  const root: ReactNode[] = [];
  const open: { token: MarkdownToken; children: ReactNode[] }[] = [];
  const into = () => open.at(-1)?.children ?? root;
  // Inline HTML comes as separate opening and closing tags, with the text between them as text.
  let droppedUntil: RegExp | null = null;
  tokens.forEach((token, key) => {
    if (droppedUntil) {
      if (token.type === 'html_inline' && droppedUntil.test(token.content)) droppedUntil = null;
      return;
    }
    if (token.nesting === 1) {
      open.push({ token, children: [] });
    } else if (token.nesting === -1) {
      const done = open.pop();
      if (done) into().push(element(done.token, key, done.children));
    } else {
      const dropped = token.type === 'html_inline' ? DROPPED_WITH_TEXT.exec(token.content) : null;
      if (dropped && !new RegExp(`</${dropped[1]}\\s*>`, 'i').test(token.content)) {
        droppedUntil = new RegExp(`^</${dropped[1]}\\s*>`, 'i');
      }
      into().push(leaf(token, key));
    }
  });
  // What a dropped element's text took the closing token of ends with the run.
  for (let done = open.pop(); done; done = open.pop())
    into().push(element(done.token, tokens.length + open.length, done.children));
  return root;
}

/** The preview of `markdown` as React elements; `tooDeep` is the refusal in the interface's language. */
export function markdownNodes(markdown: string, tooDeep: string = MARKDOWN_TOO_DEEP): ReactNode[] {
  const parsed = parseMarkdown(markdown);
  return parsed.tooDeep ? [<p key="too-deep">{tooDeep}</p>] : nodes(parsed.tokens);
}
