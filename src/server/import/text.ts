import { isUtf8 } from 'node:buffer';
import { FORBIDDEN_IN_TEXT as FORBIDDEN, forbiddenAt } from '../../contract/stored-text';

/**
 * The text rules every import shares (decision 038): a file is UTF-8 or it is refused, with
 * the line and column of its first byte that is not; no imported value holds a control
 * character or a lone surrogate, which PostgreSQL cannot store (NUL) or a terminal would obey
 * (ESC); and what the terminal shows of an input has such characters escaped.
 */

/**
 * What a terminal must not be given raw: every control character (tab and line breaks too,
 * which would break a one-line message), lone surrogates, the line and paragraph
 * separators, and the bidirectional overrides and isolates, which reorder what follows them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]|\p{Cs}/gu;

const escapeOf = (character: string) => `\\u${(character.codePointAt(0) as number).toString(16).padStart(4, '0')}`;

/** `text` with every character a terminal would act on written as its escape: NUL as `\u0000`, ESC as `\u001b`. */
export function escapeControls(text: string): string {
  return text.replace(UNPRINTABLE, escapeOf);
}

/**
 * Why an imported value cannot be stored, or null when it can: the first control character
 * or lone surrogate it holds, escaped.
 */
export function forbiddenCharacter(value: string): string | null {
  const at = forbiddenAt(value);
  return at === -1 ? null : forbiddenReason(value, at);
}

function forbiddenReason(value: string, at: number): string {
  const found = FORBIDDEN.exec(value.slice(at))?.[0] as string;
  const what = /\p{Cs}/u.test(found) ? 'a lone UTF-16 surrogate' : 'the control character';
  return `holds ${what} ${escapeOf(found)}, which cannot be imported.`;
}

/** Decodes the good text before a fault, to count its characters; keeps a byte-order mark, which is a column too. */
const PREFIX = new TextDecoder('utf-8', { ignoreBOM: true });

/** Where the first byte that is not UTF-8 is: its line, its column (1-based, in characters) and the bytes from it, in hex. */
export interface Utf8Fault {
  line: number;
  column: number;
  bytes: string;
}

/**
 * Where `bytes` stop being UTF-8, or null when they are all UTF-8. Checked a line at a time
 * once the whole is known to be faulty: a line break is never part of a UTF-8 sequence, so a
 * line of good text is good UTF-8 on its own.
 */
export function utf8Fault(bytes: Uint8Array): Utf8Fault | null {
  if (isUtf8(bytes)) return null;
  // Lines end in \n or \r\n, or (old Mac files) in \r alone.
  const end = bytes.includes(0x0a) ? 0x0a : 0x0d;
  let line = 1;
  let start = 0;
  for (;;) {
    const lineFeed = bytes.indexOf(end, start);
    const text = bytes.subarray(start, lineFeed === -1 ? bytes.length : lineFeed);
    if (!isUtf8(text)) {
      const at = firstBadByte(text);
      const shown = Array.from(text.subarray(at, at + 4), (byte) => byte.toString(16).toUpperCase().padStart(2, '0'));
      const before = PREFIX.decode(text.subarray(0, at));
      return { line, column: [...before].length + 1, bytes: shown.join(' ') };
    }
    if (lineFeed === -1) return null;
    line += 1;
    start = lineFeed + 1;
  }
}

/** The offset in `line` of the first byte that does not start a valid UTF-8 sequence (WHATWG's decoder's rules). */
function firstBadByte(line: Uint8Array): number {
  let at = 0;
  while (at < line.length) {
    const lead = line[at] as number;
    if (lead < 0x80) {
      at += 1;
      continue;
    }
    // How many continuation bytes follow, and the range of the first (no overlong forms, no surrogates, nothing past U+10FFFF).
    let follow: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) follow = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      follow = 2;
      if (lead === 0xe0) lower = 0xa0;
      if (lead === 0xed) upper = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      follow = 3;
      if (lead === 0xf0) lower = 0x90;
      if (lead === 0xf4) upper = 0x8f;
    } else return at;
    for (let k = 1; k <= follow; k++) {
      const byte = line[at + k];
      if (byte === undefined || byte < (k === 1 ? lower : 0x80) || byte > (k === 1 ? upper : 0xbf)) return at;
    }
    at += follow + 1;
  }
  return at;
}

/** Whether bytes start with a UTF-16 byte-order mark, either way round. */
const isUtf16 = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

/**
 * Why a file's bytes are not UTF-8, as the end of a sentence that names the file ("FILE is in
 * UTF-16 …", "FILE is not UTF-8: line 3, column 7 …", with what to do), or null when they are.
 */
export function encodingProblem(bytes: Uint8Array): string | null {
  // csv-parse would read a UTF-16 (little-endian) file, JSON.parse would not: neither is a format's.
  if (isUtf16(bytes)) return 'is in UTF-16 (it starts with its byte-order mark): save it as UTF-8 and import it again.';
  const fault = utf8Fault(bytes);
  if (fault === null) return null;
  const { line, column, bytes: shown } = fault;
  return (
    `is not UTF-8: line ${line}, column ${column} (bytes ${shown}) is not a UTF-8 character ` +
    '(was it saved as Latin-1, Windows-1252 or CESU-8?): save it as UTF-8 and import it again.'
  );
}

const FATAL = new TextDecoder('utf-8', { fatal: true });

/** The text of a UTF-8 file (without its byte-order mark), or the sentence saying why it is not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { problem: string } {
  const problem = encodingProblem(bytes);
  if (problem !== null) return { problem };
  return { text: FATAL.decode(bytes) };
}
