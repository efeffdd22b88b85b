import { DEFAULT_LOCALE, type Locale } from '../../contract/locales';

/*
 * The web app manifest's link (decision 073). The page is sent without it, and the app adds it
 * once the first screen is drawn: a browser fetches the manifest and its icon as soon as it
 * sees the link, and on a weak signal those two files took connections the first screen's code
 * was waiting for. Installing the app needs the link only when the learner asks for it.
 */

/** The manifest's address: the one vite-plugin-pwa writes, in English (the build checks that they agree). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * The manifest in `locale` (decision 076): the English one vite-plugin-pwa writes, and one per
 * other language, which the build writes beside it with the name, short name and description of
 * that language's catalog (`scripts/localized-manifests.ts`).
 */
export const manifestHref = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? MANIFEST_HREF : `/manifest-${locale}.webmanifest`;

const manifestLink = () => document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');

/** Adds the link to the manifest in the interface's language to the page's head, once. */
export function linkManifest(locale: Locale): void {
  if (manifestLink()) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = manifestHref(locale);
  document.head.append(link);
}

/** After a change of language: the link, once added, points to that language's manifest. */
export function relinkManifest(locale: Locale): void {
  manifestLink()?.setAttribute('href', manifestHref(locale));
}
