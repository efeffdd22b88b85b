import type { Locale } from '../../../contract/locales';

/**
 * The Spanish of the rule-set labels the project's sample loanwords use
 * (`data/sample/loanwords.csv`, `CN>SP-absolutive tl to te`): the label after the pair. Any
 * other label is its author's text and stays as written.
 */
const SPANISH_LABELS: Readonly<Record<string, string>> = {
  'absolutive tl to te': 'absolutivo: tl a te',
  'absolutive li to le': 'absolutivo: li a le',
  'absolutive li dropped': 'absolutivo: se pierde li',
  other: 'otro cambio',
  'sound substitution': 'sustitución de sonidos',
  'taken as it is': 'tomado tal cual',
};

/** A rule-set label as shown: in Spanish where the project has its Spanish, else as written (data). */
export function shownRuleLabel(label: string, locale: Locale): { text: string; lang?: Locale; translate?: 'no' } {
  const spanish = locale === 'es' ? SPANISH_LABELS[label] : undefined;
  return spanish ? { text: spanish, lang: 'es' } : { text: label, translate: 'no' };
}
