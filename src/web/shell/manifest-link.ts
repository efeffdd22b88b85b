/*
 * The web app manifest's link (decision 073). The page is sent without it, and the app adds it
 * once the first screen is drawn: a browser fetches the manifest and its icon as soon as it
 * sees the link, and on a weak signal those two files took connections the first screen's code
 * was waiting for. Installing the app needs the link only when the learner asks for it.
 */

/** The manifest's address: the one vite-plugin-pwa writes (the build checks that they agree). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/** Adds the manifest's link to the page's head, once. */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}
