import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Word } from '../../../contract/words';
import { ApiError } from '../../api/api-client';
import { useNahuatl } from '../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import { WordListItem } from './word-list-item';
import textStyles from '../text.module.css';
import styles from './linked-words.module.css';

/** A link as a word-link client lists it: its id and the word itself. */
interface WordLink {
  id: number;
  nahuatl_word_data: Word;
}

/** What this needs of a word-link client (`wordLinkClient` in src/web/api/resource-client.ts). */
interface LinkClient<Link extends WordLink> {
  useList: (parentId: number) => { data?: Link[]; isPending: boolean; error: Error | null };
  useRemove: (parentId: number) => {
    mutate: (linkId: number, options?: { onSuccess?: () => void }) => void;
    isPending: boolean;
    variables?: number;
    error: Error | null;
  };
}

interface LinkedWordsProps<Link extends WordLink> {
  links: LinkClient<Link>;
  /** The record the words are linked to. */
  parentId: number;
  /** The heading's text, given the words once they are loaded ("Words in this vocabulary (3)"). */
  heading: (words: Link[] | undefined) => ReactNode;
  /** What an empty list says. */
  empty: ReactNode;
  /** The owner (in edit mode, where the record has one) may take words out with their "×". */
  canRemove: boolean;
  /** Not shown at all when there are no words (an entry's readers are not told of a list that is not there). */
  hideWhenEmpty?: boolean;
  /** The words side by side (a vocabulary's, an entry's) rather than one under another. */
  grid?: boolean;
  /** As wide as the screen rather than the record's wide card. */
  fullWidth?: boolean;
  /** Shown after a word, such as its tags in a sentence. */
  extra?: (link: Link) => ReactNode;
}

/**
 * The dictionary words linked to a record (SPEC.md §2), each linking to its page with its
 * facts; a verb whose transitivity is unknown shows it flagged, as everywhere else.
 */
export function LinkedWords<Link extends WordLink>({
  links,
  parentId,
  heading,
  empty,
  canRemove,
  hideWhenEmpty = false,
  grid = false,
  fullWidth = false,
  extra,
}: LinkedWordsProps<Link>) {
  const id = useId();
  const t = useT();
  const shown = useNahuatl();
  const { data, isPending, error } = links.useList(parentId);
  const remove = links.useRemove(parentId);
  // The word the last removal took out, for the status line (the item itself is gone).
  const [removed, setRemoved] = useState<string | null>(null);
  const words = data ?? [];
  if (hideWhenEmpty && !error && words.length === 0) return null;

  return (
    <section className={`${styles.section} ${fullWidth ? styles.fullWidth : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading(data)}</h2>
      <p role="status" className={textStyles.muted}>
        {removed !== null && !remove.isPending && (
          <FormattedMessage
            id="words.linked.removed"
            values={{ word: shown(removed), nah: (chunks) => <span lang={NAHUATL_LANG}>{chunks}</span> }}
          />
        )}
      </p>
      {remove.error instanceof ApiError && (
        <p role="alert" className={textStyles.error}>
          {t('words.linked.removeFailed', { error: remove.error.message })}
        </p>
      )}
      {isPending ? (
        <p className={textStyles.muted}>{t('words.loading')}</p>
      ) : error ? (
        <p role="alert" className={textStyles.error}>
          {t('words.linked.loadFailed', { error: error.message })}
        </p>
      ) : words.length === 0 ? (
        <p className={textStyles.muted}>{empty}</p>
      ) : (
        <ul className={`${styles.list} ${grid ? styles.grid : ''}`}>
          {words.map((link) => (
            <WordListItem
              key={link.id}
              word={link.nahuatl_word_data}
              onRemove={
                canRemove
                  ? () => remove.mutate(link.id, { onSuccess: () => setRemoved(link.nahuatl_word_data.word) })
                  : undefined
              }
              removing={remove.isPending && remove.variables === link.id}
            >
              {extra?.(link)}
            </WordListItem>
          ))}
        </ul>
      )}
    </section>
  );
}
