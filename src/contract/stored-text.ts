/*
 * What text may hold, wherever it comes in (an API body or query, an imported file): decisions
 * 038 and 079.
 */

/**
 * Characters no stored text may hold: the C0 controls but tab, line feed and carriage return;
 * DEL and the C1 controls; and UTF-16 halves that are not part of a pair (from a JSON escape
 * such as `"\ud800"`), which no database stores as written. None is typed or shown, and JSON
 * writes a control as six bytes, so a field's limit in characters also bounds its bytes.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Where the first character no stored text may hold is in `value`; -1 when there is none. */
export const forbiddenAt = (value: string): number => value.search(FORBIDDEN_IN_TEXT);
