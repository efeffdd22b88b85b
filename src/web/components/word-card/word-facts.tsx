import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Annotation, Word, WordVariant } from '../../../contract/words';
import { isVerb } from '../../../nahuatl';
import { useNahuatl } from '../../i18n/alphabet';
import { NAHUATL_LANG, useLocale, useT } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';
import { shownEnding, verbClassNote } from '../../i18n/verb-classes';
import { DefinitionList, type DefinitionLang } from './definition-list';
import styles from './word-card.module.css';

/** How a word's transitivity reads on its card; verbs only. */
export function transitiveLabel(word: Pick<Word, 'type' | 'transitive' | 'ambitransitive'>): MessageId | null {
  if (!isVerb(word.type)) return null;
  if (word.ambitransitive) return 'words.facts.bothWays';
  if (word.transitive === null) return 'words.facts.transitivityUnknown';
  return word.transitive ? 'words.facts.transitive' : 'words.facts.intransitive';
}

/** The varieties' names (the labels of `WORD_VARIANTS`, decision 019) in the catalog. */
const VARIANT_LABELS: Record<WordVariant, MessageId> = {
  classical: 'words.variant.classical',
  other: 'words.variant.other',
};

/** The variety a word's card names when it is not the app's Huasteca Nahuatl ("Classical Nahuatl"), else null. */
function variantLabel(word: Pick<Word, 'variant'>): MessageId | null {
  return word.variant ? VARIANT_LABELS[word.variant] : null;
}

/**
 * The parts of speech the dictionary writes in English ("noun"); verb classes (tlach1…) show as
 * stored, with a note that links to the grammar help, and any other type as stored.
 */
const WORD_TYPES: Readonly<Record<string, MessageId>> = {
  noun: 'words.type.noun',
  adjective: 'words.type.adjective',
  adverb: 'words.type.adverb',
  pronoun: 'words.type.pronoun',
  number: 'words.type.number',
  particle: 'words.type.particle',
};

const typeLabelId = (type: string): MessageId | undefined =>
  Object.hasOwn(WORD_TYPES, type) ? WORD_TYPES[type] : undefined;

/** The learner's language's definitions first (issue 30): Spanish then English in Spanish, the reverse in English. */
const DEFINITION_ORDER: Record<DefinitionLang, readonly DefinitionLang[]> = { es: ['es', 'en'], en: ['en', 'es'] };

/** A verb (type tlach…) whose transitivity nobody has set yet: flagged for editors. */
export const needsTransitivity = (word: Pick<Word, 'type' | 'transitive'>) =>
  isVerb(word.type) && word.transitive === null;

/**
 * The facts every word shows wherever it appears (search results, word cards, vocabulary
 * and cognate lists): its variety when not Huasteca, type, past, owned form, transitivity,
 * definitions and annotations.
 */
export function WordFacts({
  word,
  annotationActions,
}: {
  word: Word;
  /** What follows each annotation: on the word's page, its author's Edit and Delete. */
  annotationActions?: (annotation: Annotation) => ReactNode;
}) {
  const t = useT();
  const shown = useNahuatl();
  const { locale } = useLocale();
  const transitive = transitiveLabel(word);
  const variant = variantLabel(word);
  const typeId = typeLabelId(word.type);
  const classNote = verbClassNote(word);
  const definitions: Record<DefinitionLang, readonly string[]> = {
    es: word.definition_spanish,
    en: word.definition_english,
  };
  return (
    <>
      <dl className={styles.facts}>
        {variant && (
          <div>
            <dt className="visually-hidden">{t('words.facts.variety')}</dt>
            <dd className={styles.variant}>{t(variant)}</dd>
          </div>
        )}
        {word.type && (
          <div>
            <dt>{t('words.facts.type')}</dt>
            {typeId ? <dd>{t(typeId)}</dd> : <dd translate="no">{word.type}</dd>}
            {classNote && (
              <dd className={styles.classNote}>
                <Link to={classNote.to}>
                  {t(classNote.note, { ending: classNote.ending && shownEnding(classNote.ending, shown) })}
                </Link>
              </dd>
            )}
          </div>
        )}
        {word.past && (
          <div>
            <dt>{t('words.facts.past')}</dt>
            <dd lang={NAHUATL_LANG}>{shown(word.past)}</dd>
          </div>
        )}
        {word.owned && (
          <div>
            <dt>{t('words.facts.owned')}</dt>
            <dd lang={NAHUATL_LANG}>{shown(word.owned)}</dd>
          </div>
        )}
        {transitive && (
          <div>
            <dt className="visually-hidden">{t('words.facts.transitivity')}</dt>
            <dd className={needsTransitivity(word) ? styles.flagged : undefined}>{t(transitive)}</dd>
          </div>
        )}
      </dl>
      {DEFINITION_ORDER[locale].map((lang) => (
        <DefinitionList key={lang} lang={lang} definitions={definitions[lang]} />
      ))}
      {word.annotations.length > 0 && (
        <div className={styles.annotations}>
          <span className={styles.fieldName}>{t('words.facts.annotations')}</span>
          <ul>
            {word.annotations.map((annotation) => (
              <li key={annotation.id}>
                <span translate="no">{annotation.definition}</span>
                {annotationActions?.(annotation)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
