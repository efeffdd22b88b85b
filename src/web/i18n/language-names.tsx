import { INTL_TAGS, type Locale } from '../../contract/locales';
import { useLocale } from './locale';

/**
 * The languages the project's own data names by a key of its own (`data/sample/utoaztecan.json`,
 * `data/sample/loanwords.csv`, the CLDF dataset's `languages.csv`): the ISO 639 code when the
 * language has one, for `Intl.DisplayNames`, and the project's Spanish name, for when `Intl`
 * does not know the code. Names are lower-case, as Spanish writes them (docs/glossary-es.md).
 */
const KNOWN_LANGUAGES: Readonly<Record<string, { iso639?: string; es: string }>> = {
  PUA: { es: 'protoyutoazteca' },
  CN: { iso639: 'nci', es: 'náhuatl clásico' },
  SP: { iso639: 'es', es: 'español' },
  Hopi: { iso639: 'hop', es: 'hopi' },
  ProtoAztecan: { es: 'protoazteca' },
  ClassicalNahuatl: { iso639: 'nci', es: 'náhuatl clásico' },
  JalupaNahuat: { iso639: 'nhc', es: 'náhuat de Jalupa' },
  MecayapanNahuat: { iso639: 'nhx', es: 'náhuat de Mecayapan' },
  NorthPueblaNahuatl: { iso639: 'ncj', es: 'náhuatl del norte de Puebla' },
  PajapanNahuat: { iso639: 'nhp', es: 'náhuat de Pajapan' },
  Pipil: { iso639: 'ppl', es: 'pipil' },
  Pochutec: { iso639: 'xpo', es: 'pochuteco' },
  TetelcingoNahuatl: { iso639: 'nhg', es: 'náhuatl de Tetelcingo' },
};

/** An ISO 639 code as a key may be one (`es`, `hop`): two or three lower-case letters. */
const ISO_639 = /^[a-z]{2,3}$/;

/** A language's name as shown: its text, and its language when it is the interface's words rather than data. */
export interface ShownLanguageName {
  text: string;
  lang?: Locale;
  translate?: 'no';
}

/**
 * A language's name for a reader of `locale`, from its key (`CN`, `hopi1249`) and the name the
 * data gives (English). In Spanish: CLDR's name through `Intl.DisplayNames` where it knows the
 * code, else the project's own Spanish name; a language neither knows keeps the data's name, as
 * data. In English the data's name (or the key) is shown as it was.
 */
export function languageName(key: string, dataName: string | undefined, locale: Locale): ShownLanguageName {
  const asData: ShownLanguageName = { text: dataName ?? key, translate: 'no' };
  if (locale === 'en') return asData;
  const known = KNOWN_LANGUAGES[key];
  const iso639 = known?.iso639 ?? (ISO_639.test(key) ? key : undefined);
  const fromCldr = iso639 ? namesIn(locale).of(iso639) : undefined;
  const text = fromCldr ?? known?.[locale];
  return text ? { text, lang: locale } : asData;
}

const displayNames = new Map<Locale, Intl.DisplayNames>();
/** `Intl`'s language names in `locale`, undefined for a code it does not know. */
function namesIn(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_TAGS[locale]], { type: 'language', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names;
}

/** A language's name in the interface's language (see `languageName`), marked with its language or as data. */
export function LanguageName({ code, name, className }: { code: string; name?: string; className?: string }) {
  const shown = languageName(code, name, useLocale().locale);
  return (
    <span className={className} lang={shown.lang} translate={shown.translate}>
      {shown.text}
    </span>
  );
}

/** `languageName` in the interface's language, for texts built from it (a heading's words, a label). */
export function useLanguageName(): (key: string, dataName?: string) => ShownLanguageName {
  const { locale } = useLocale();
  return (key, dataName) => languageName(key, dataName, locale);
}
