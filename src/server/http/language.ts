import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedLanguages, isLocale, LOCALE_COOKIE, preferredLocale, type Locale } from '../../contract/locales';

/**
 * The language a request is answered in, as Django's LocaleMiddleware chooses it (decision
 * 040): the `lang` cookie (the learner's choice in this browser), then the signed-in user's
 * stored choice, then `Accept-Language`, then English. Safe before the cookie plugin and the
 * session hook have run (a framework error): they are then simply not there.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const stored = request.user?.language;
  if (isLocale(stored)) return stored;
  return preferredLocale(acceptedLanguages(request.headers['accept-language']));
}

/** What an answer in a request's language varies with: the header and the cookies (the choice, the session). */
const LANGUAGE_VARY = ['Accept-Language', 'Cookie'];

/** `reply`'s Vary with `fields` added to whatever it already names. */
export function addVary(reply: FastifyReply, fields: readonly string[]): void {
  const current = reply.getHeader('vary');
  const named =
    typeof current === 'string'
      ? current
          .split(',')
          .map((field) => field.trim())
          .filter(Boolean)
      : [];
  const lower = new Set(named.map((field) => field.toLowerCase()));
  reply.header('vary', [...named, ...fields.filter((field) => !lower.has(field.toLowerCase()))].join(', '));
}

/** Marks an answer whose body is in `locale` because the request chose it: `Content-Language` and `Vary`. */
export function answersIn(reply: FastifyReply, locale: Locale): FastifyReply {
  addVary(reply, LANGUAGE_VARY);
  return reply.header('content-language', locale);
}
