/** The cookie the server hands out for CSRF, sent back in the header on every write (DESIGN.md §4). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** The value of the cookie `name` in `cookies` (a `Cookie` header, or `document.cookie`), or null. */
export function cookieIn(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null; // a value no browser of the app wrote
    }
  }
  return null;
}
