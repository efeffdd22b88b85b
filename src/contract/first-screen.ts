/**
 * The id of the page's `<script type="application/json">` element with the queries its first
 * screen was drawn from (decision 073): written by the server (`src/server/http/first-screen.ts`),
 * read by the app (`src/web/main.tsx`).
 */
export const FIRST_SCREEN_ELEMENT = 'first-screen';
