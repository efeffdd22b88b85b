/*
 * The element of the page that brings its first screen's reads (decision 067): written by the
 * server (`src/server/http/page-reads.ts`), read by the web client (`src/web/api/page-reads.ts`).
 * Apart from `first-reads.ts`, so that the client's fetch imports nothing of the dictionary.
 */

/** The id of the page's `<script type="application/json">` element with its reads' answers, by address. */
export const PAGE_READS_ELEMENT = 'page-reads';

/** The id of the page's element with the queries its first screen was drawn from (decision 068). */
export const FIRST_SCREEN_ELEMENT = 'first-screen';
