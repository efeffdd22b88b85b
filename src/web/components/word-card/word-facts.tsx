import { WORD_VARIANTS, type Word } from '../../../contract/words';
import { isVerb } from '../../../nahuatl';
import { DefinitionList } from './definition-list';
import styles from './word-card.module.css';

/** How a word's transitivity reads on its card; verbs only. */
export function transitiveLabel(word: Pick<Word, 'type' | 'transitive'>): string | null {
  if (!isVerb(word.type)) return null;
  if (word.transitive === null) return 'transitivity unknown';
  return word.transitive ? 'transitive' : 'intransitive';
}

/** The variety a word's card names when it is not the app's Huasteca Nahuatl ("Classical Nahuatl"), else null. */
function variantLabel(word: Pick<Word, 'variant'>): string | null {
  return word.variant ? WORD_VARIANTS[word.variant] : null;
}

/** A verb (type tlach…) whose transitivity nobody has set yet: flagged for editors. */
export const needsTransitivity = (word: Pick<Word, 'type' | 'transitive'>) =>
  isVerb(word.type) && word.transitive === null;

/**
 * The facts every word shows wherever it appears (search results, word cards, vocabulary
 * and cognate lists): its variety when not Huasteca, type, past, owned form, transitivity,
 * definitions and annotations.
 */
export function WordFacts({ word }: { word: Word }) {
  const transitive = transitiveLabel(word);
  const variant = variantLabel(word);
  return (
    <>
      <dl className={styles.facts}>
        {variant && (
          <div>
            <dt className="visually-hidden">variety</dt>
            <dd className={styles.variant}>{variant}</dd>
          </div>
        )}
        {word.type && (
          <div>
            <dt>type</dt>
            <dd>{word.type}</dd>
          </div>
        )}
        {word.past && (
          <div>
            <dt>past</dt>
            <dd lang="nah">{word.past}</dd>
          </div>
        )}
        {word.owned && (
          <div>
            <dt>owned</dt>
            <dd lang="nah">{word.owned}</dd>
          </div>
        )}
        {transitive && (
          <div>
            <dt className="visually-hidden">transitivity</dt>
            <dd className={needsTransitivity(word) ? styles.flagged : undefined}>{transitive}</dd>
          </div>
        )}
      </dl>
      <DefinitionList language="Spanish" lang="es" definitions={word.definition_spanish} />
      <DefinitionList language="English" lang="en" definitions={word.definition_english} />
      {word.annotations.length > 0 && (
        <div className={styles.annotations}>
          <span className={styles.fieldName}>Annotations</span>
          <ul>
            {word.annotations.map((annotation) => (
              <li key={annotation.id}>{annotation.definition}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
