/**
 * Just enough BibTeX for a CLDF `sources.bib`: the entries with their key, type and fields
 * (braced, quoted, numeric and `@string` values, joined with `#`), the raw text of each
 * entry, and LaTeX accents turned into Unicode for showing titles and authors.
 */

/** One entry: its citation key, type, fields by lower-case name (LaTeX left as it is), raw text and first line. */
export interface BibEntry {
  key: string;
  type: string;
  fields: Record<string, string>;
  raw: string;
  line: number;
}

/** An entry that could not be read, with the line it starts on. */
export interface BibProblem {
  line: number;
  reason: string;
}

class Scanner {
  position = 0;
  /** Where each line starts, to name an entry's line without counting from the top each time. */
  private readonly lineStarts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }

  lineAt(position: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((this.lineStarts[middle] as number) <= position) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }

  skipSpace(): void {
    while (/\s/.test(this.text.charAt(this.position))) this.position += 1;
  }

  /** Reads a name (entry type, key or field name): anything up to a space, comma, brace, parenthesis, `=` or `#`. */
  name(): string {
    const match = /^[^\s,{}()=#"]+/.exec(this.text.slice(this.position));
    this.position += match?.[0].length ?? 0;
    return match?.[0] ?? '';
  }

  /** Reads a `{…}` group with nested braces, returning what is inside. */
  braced(): string {
    const start = this.position + 1;
    let depth = 0;
    for (let i = this.position; i < this.text.length; i += 1) {
      const char = this.text[i];
      if (char === '\\') i += 1;
      else if (char === '{') depth += 1;
      else if (char === '}') {
        depth -= 1;
        if (depth === 0) {
          this.position = i + 1;
          return this.text.slice(start, i);
        }
      }
    }
    throw new Error('a brace is not closed');
  }

  /** Reads a `"…"` string; braces inside it may hold quotes. */
  quoted(): string {
    const start = this.position + 1;
    let depth = 0;
    for (let i = start; i < this.text.length; i += 1) {
      const char = this.text[i];
      if (char === '\\') i += 1;
      else if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '"' && depth === 0) {
        this.position = i + 1;
        return this.text.slice(start, i);
      }
    }
    throw new Error('a quote is not closed');
  }
}

/** One field value: parts joined with `#`, each braced, quoted, a number or an `@string` name. */
function readValue(scanner: Scanner, strings: Map<string, string>): string {
  let value = '';
  for (;;) {
    scanner.skipSpace();
    const char = scanner.text.charAt(scanner.position);
    if (char === '{') value += scanner.braced();
    else if (char === '"') value += scanner.quoted();
    else {
      const name = scanner.name();
      if (name === '') throw new Error(`a value is missing at line ${scanner.lineAt(scanner.position)}`);
      // A number, or an @string name; an undefined name (a month such as `jan`) stands for itself.
      value += strings.get(name.toLowerCase()) ?? name;
    }
    scanner.skipSpace();
    if (scanner.text.charAt(scanner.position) !== '#') return value;
    scanner.position += 1;
  }
}

/** The `name = value` pairs of an entry up to its closing delimiter. */
function readFields(scanner: Scanner, close: string, strings: Map<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (;;) {
    scanner.skipSpace();
    if (scanner.text.charAt(scanner.position) === ',') {
      scanner.position += 1;
      continue;
    }
    if (scanner.text.charAt(scanner.position) === close) {
      scanner.position += 1;
      return fields;
    }
    if (scanner.position >= scanner.text.length) throw new Error('the entry is not closed');
    const name = scanner.name().toLowerCase();
    scanner.skipSpace();
    if (name === '' || scanner.text.charAt(scanner.position) !== '=') {
      throw new Error(`expected "field = value" at line ${scanner.lineAt(scanner.position)}`);
    }
    scanner.position += 1;
    fields[name] = readValue(scanner, strings);
  }
}

/**
 * Reads every entry of a BibTeX text. `@comment` and `@preamble` are skipped, `@string`
 * definitions are applied, and text outside entries is ignored (as BibTeX does). An entry
 * that cannot be read is reported and reading goes on at the next `@`.
 */
export function parseBibtex(text: string): { entries: BibEntry[]; problems: BibProblem[] } {
  const scanner = new Scanner(text);
  const strings = new Map<string, string>();
  const entries: BibEntry[] = [];
  const problems: BibProblem[] = [];
  for (;;) {
    const at = text.indexOf('@', scanner.position);
    if (at < 0) break;
    scanner.position = at + 1;
    const line = scanner.lineAt(at);
    try {
      const type = scanner.name().toLowerCase();
      scanner.skipSpace();
      const open = text.charAt(scanner.position);
      if (open !== '{' && open !== '(') throw new Error(`expected "{" after "@${type}"`);
      const close = open === '{' ? '}' : ')';
      if (type === 'comment' || type === 'preamble') {
        if (open === '{') scanner.braced();
        else
          scanner.position = text.includes(')', scanner.position)
            ? text.indexOf(')', scanner.position) + 1
            : text.length;
        continue;
      }
      scanner.position += 1;
      if (type === 'string') {
        for (const [name, value] of Object.entries(readFields(scanner, close, strings))) strings.set(name, value);
        continue;
      }
      scanner.skipSpace();
      const key = scanner.name();
      if (key === '') throw new Error('the entry has no citation key');
      const fields = readFields(scanner, close, strings);
      entries.push({ key, type, fields, raw: text.slice(at, scanner.position), line });
    } catch (error) {
      problems.push({ line, reason: `The entry cannot be read: ${(error as Error).message}.` });
      scanner.position = at + 1;
    }
  }
  return { entries, problems };
}

// ------------------------------------------------------------------------------------ LaTeX text

/** Accent commands and the combining mark each stands for. */
const ACCENTS: Readonly<Record<string, string>> = {
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '"': '\u0308',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
  u: '\u0306',
  v: '\u030C',
  H: '\u030B',
  c: '\u0327',
  k: '\u0328',
  d: '\u0323',
  b: '\u0331',
  r: '\u030A',
};

const LETTERS: Readonly<Record<string, string>> = {
  ss: 'ß',
  o: 'ø',
  O: 'Ø',
  ae: 'æ',
  AE: 'Æ',
  oe: 'œ',
  OE: 'Œ',
  aa: 'å',
  AA: 'Å',
  l: 'ł',
  L: 'Ł',
  i: 'i',
  j: 'j',
};

/**
 * A LaTeX field as plain text: accents (`{\'{e}}`, `\~n`, `\c{c}`, `{\'{\i}}`) become letters,
 * protective braces go, `--` is an en dash and `~` a space. `latexToText("Garc{\\'{\\i}}a")` is "García".
 */
export function latexToText(latex: string): string {
  return latex
    .replace(/\\(ss|ae|AE|oe|OE|aa|AA|[oOlLij])(?![A-Za-z])\s*(?:\{\})?/g, (_, name: string) => LETTERS[name] ?? name)
    .replace(
      /\\([`'^"~=.])\s*(?:\{\s*([A-Za-z])\s*\}|([A-Za-z]))/g,
      (_, accent: string, braced?: string, bare?: string) => `${braced ?? bare}${ACCENTS[accent]}`,
    )
    .replace(
      /\\([uvHckdbr])(?:\s*\{\s*([A-Za-z])\s*\}|\s+([A-Za-z]))/g,
      (_, accent: string, braced?: string, bare?: string) => `${braced ?? bare}${ACCENTS[accent]}`,
    )
    .replace(/\\([&%$#_{}])/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/~/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}

/** The people of an author or editor field, each as written ("Karttunen, Frances"), without LaTeX. */
export function bibPeople(field: string): string[] {
  const people: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < field.length; i += 1) {
    const char = field[i];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (depth === 0 && /\s/.test(char ?? '') && /^\s+and\s/i.test(field.slice(i))) {
      people.push(field.slice(start, i));
      const match = /^\s+and\s+/i.exec(field.slice(i));
      i += (match?.[0].length ?? 1) - 1;
      start = i + 1;
    }
  }
  people.push(field.slice(start));
  return people.map(latexToText).filter((person) => person !== '');
}
