import styles from './word-card.module.css';

interface DefinitionListProps {
  language: 'Spanish' | 'English';
  lang: 'es' | 'en';
  definitions: readonly string[];
}

/** One language's definitions, numbered only when there is more than one (SPEC.md §2). */
export function DefinitionList({ language, lang, definitions }: DefinitionListProps) {
  if (definitions.length === 0) return null;
  return (
    <div className={styles.definitions}>
      <span className={styles.fieldName}>{language}</span>
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
