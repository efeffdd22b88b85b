import { useT } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';
import styles from './word-card.module.css';

/** The languages a word has definitions in. */
export type DefinitionLang = 'es' | 'en';

/** How the card names each language ("Spanish", "Español"). */
const LANGUAGE_NAMES: Record<DefinitionLang, MessageId> = {
  es: 'words.facts.spanish',
  en: 'words.facts.english',
};

interface DefinitionListProps {
  lang: DefinitionLang;
  definitions: readonly string[];
}

/** One language's definitions, numbered only when there is more than one (SPEC.md §2). */
export function DefinitionList({ lang, definitions }: DefinitionListProps) {
  const t = useT();
  if (definitions.length === 0) return null;
  return (
    <div className={styles.definitions}>
      <span className={styles.fieldName}>{t(LANGUAGE_NAMES[lang])}</span>
      {definitions.length === 1 ? (
        <p lang={lang} className={styles.single}>
          {definitions[0]}
        </p>
      ) : (
        <ol lang={lang} className={styles.numbered}>
          {definitions.map((definition, index) => (
            <li key={index}>{definition}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
