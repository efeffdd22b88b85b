/**
 * The entry's HTML as its page shows it, with its headings one level up. The server keeps
 * an author's headings from h3 down (src/server/http/markdown.ts), the level they have under
 * a section's h2 elsewhere (a vocabulary's suggestions); on the entry's page they sit right
 * under the entry's title, the page's h1, so its top headings are h2s there (WCAG 1.3.1:
 * heading levels go down one at a time). Only tag names change: the HTML stays as the
 * server sanitised it.
 */
export const headingsUnderTitle = (html: string): string =>
  html.replace(/<(\/?)h([3-6])(?=[\s>])/gi, (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 1}`);
