/** The value of the cookie `name` in this browser, or null: the CSRF token, the chosen language. */
export function readCookie(name: string): string | null {
  if (import.meta.env.SSR) return null;
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
