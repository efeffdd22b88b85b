import { useId, useState, type ReactNode } from 'react';
import type { Word } from '../../../contract/words';
import { ApiError } from '../../api/api-client';
import { useT } from '../../i18n/locale';
import { WordSearch, type WordSearchTarget } from './word-search';
import textStyles from '../text.module.css';
import sectionStyles from '../word-card/linked-words.module.css';
import styles from './add-linked-words.module.css';

/** What this needs of a word-link client (`wordLinkClient` in src/web/api/resource-client.ts). */
interface LinkClient<Link, Fields> {
  /** The field of a link naming the word (`nahuatl_word`; a cognate's `nahuatl`). */
  wordField: keyof Fields & string;
  wordIds: (links: readonly Link[]) => ReadonlySet<number>;
  useList: (parentId: number) => { data?: Link[] };
  useAdd: (parentId: number) => {
    mutate: (fields: Fields, options: { onSuccess: () => void }) => void;
    error: Error | null;
  };
}

interface AddLinkedWordsProps<Link, Fields> {
  links: LinkClient<Link, Fields>;
  /** The record the words are linked to: a vocabulary, a sentence, a cognate, a blog entry. */
  parentId: number;
  /** How the search's buttons name it: 'add to vocabulary', 'in cognate'. */
  kind: WordSearchTarget['kind'];
  name: string;
  title?: string;
  /** The link's fields besides the word (a sentence word's tense and person). */
  extraFields?: () => Partial<Fields>;
  /** After a word is linked (the sentence's tags go back to none). */
  onAdded?: () => void;
  /** Between the heading and the search: choices that go with the next word (the sentence's tags). */
  children?: ReactNode;
}

/** What the server said about a refused word, without the field name ("This word is already in the vocabulary."). */
const refusal = (error: ApiError): string => Object.values(error.fieldErrors).flat().join(' ') || error.message;

/**
 * The owner links dictionary words to their record with the word search (SPEC.md §2: 'add to
 * vocabulary', 'add to cognate', 'add to sentence'); words already linked show as such, an
 * added word is announced, and a refusal says why.
 */
export function AddLinkedWords<Link, Fields>({
  links,
  parentId,
  kind,
  name,
  title,
  extraFields,
  onAdded,
  children,
}: AddLinkedWordsProps<Link, Fields>) {
  const id = useId();
  const t = useT();
  const [added, setAdded] = useState('');
  const { data: linked = [] } = links.useList(parentId);
  const add = links.useAdd(parentId);

  function onAdd(word: Word) {
    setAdded('');
    // The word under the client's own field name, which the client was declared with.
    const fields = { [links.wordField]: word.id, ...extraFields?.() } as Fields;
    add.mutate(fields, {
      onSuccess: () => {
        setAdded(t('words.linked.added', { word: word.word, kind }));
        onAdded?.();
      },
    });
  }

  return (
    <section className={sectionStyles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t('words.linked.addTitle')}</h2>
      {children}
      <p role="status" className={styles.added}>
        {added}
      </p>
      {add.error instanceof ApiError && (
        <p role="alert" className={textStyles.error}>
          {t('words.linked.addFailed', { error: refusal(add.error) })}
        </p>
      )}
      <WordSearch target={{ kind, name, onAdd, addedIds: links.wordIds(linked) }} />
    </section>
  );
}
