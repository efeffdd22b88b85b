import type { accountsApi } from '../../contract/accounts';

/** The navigation state sign-up leaves on the page it goes on to, which greets the new learner (decision 077). */
export const WELCOME_STATE = { welcome: true } as const;

/** Whether a page's navigation state asks for the greeting after sign-up. */
export const isWelcome = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { welcome?: unknown }).welcome === true;

/** Where people land when there is no page to return to. */
export const HOME_PATH = '/piyali';

const PROBE_ORIGIN = 'http://next.invalid';

/**
 * The page to return to after login or sign-up: a path on this site, or the home page.
 * Anything that could leave the site (`//host`, `/\host`, `https://…`, `/<tab>/host`, whose
 * tab browsers strip) is refused, so a crafted login link cannot redirect elsewhere.
 * Resolving it as a URL catches the spellings a prefix check would miss.
 * Account pages are refused too, so login never returns to itself or to logout.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME_PATH;
  if (new URL(next, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return HOME_PATH;
  if (next.startsWith('/accounts/')) return HOME_PATH;
  return next;
}

/**
 * The address of an account page that returns to where the user is now. From another
 * account page the return address passes through unchanged.
 */
export function accountPageHref(
  page: typeof accountsApi.login | typeof accountsApi.signup,
  here: { pathname: string; search: string },
): string {
  const from = here.pathname.startsWith('/accounts/')
    ? new URLSearchParams(here.search).get('next')
    : here.pathname + here.search;
  return from === null ? page : `${page}?next=${encodeURIComponent(safeNextPath(from))}`;
}
