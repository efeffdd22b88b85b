import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/contract/locales';
import { manifestHref } from '../src/web/shell/manifest-link';

/** What a manifest says in a language: the app's name, short name and description, and the language. */
export interface ManifestTexts {
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
}

/** The manifest's texts in `locale`, from that language's shell catalog, where the interface's texts live. */
export function manifestTexts(locale: Locale): ManifestTexts {
  const file = new URL(`../src/web/i18n/catalogs/${locale}/shell.json`, import.meta.url);
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const text = (id: string) => {
    const value = catalog[id];
    if (!value) throw new Error(`The ${locale} shell catalog has no ${id}, which the manifest needs.`);
    return value;
  };
  return {
    name: text('shell.product'),
    short_name: text('shell.manifest.shortName'),
    description: text('shell.manifest.description'),
    lang: locale,
  };
}

/**
 * Writes the manifest of each language but the default beside the one vite-plugin-pwa writes
 * (decision 076): the same manifest (`base`, its icons, colours and addresses) with the
 * language's texts, at `manifestHref(locale)`.
 */
export function localizedManifests(base: Record<string, unknown>): Plugin {
  return {
    name: 'localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
        this.emitFile({
          type: 'asset',
          fileName: manifestHref(locale).slice(1),
          source: JSON.stringify({ ...base, ...manifestTexts(locale) }),
        });
      }
    },
  };
}
