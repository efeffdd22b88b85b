import { Cognate, type CognateWord } from '../../../contract/utoaztecan';
import type { Word } from '../../../contract/words';
import type { CognateRow } from '../../db/tables';
import type { LinkedWords } from '../../http/word-links';
import { wirePresenterWith } from '../../http/presenter';
import { COGNATE_COMPUTED, type CognateRepository } from './repository';

const presentCognate = wirePresenterWith(Cognate, COGNATE_COMPUTED);

/** A cognate's link to a dictionary word on the wire (`nahuatl` is the word's id, SPEC.md §3). */
export function presentCognateWord(row: { id: number; cognate: number; nahuatl_word: number }, word: Word): CognateWord {
  return { id: row.id, cognate: row.cognate, nahuatl: row.nahuatl_word, nahuatl_word_data: word };
}

/** Cognates on the wire, a page at a time, each with the Nahuatl words linked to it. */
export async function presentCognates(cognates: CognateRepository, words: LinkedWords, rows: Array<CognateRow & { language_name: string }>) {
  const links = await cognates.linksOf(rows.map((row) => row.id));
  const wordsById = await words.load(links.map((link) => link.nahuatl_word));
  return rows.map((row) =>
    presentCognate(row, {
      nahuatl_words: links
        .filter((link) => link.cognate === row.id)
        .flatMap((link) => {
          const word = wordsById.get(link.nahuatl_word);
          return word ? [presentCognateWord(link, word)] : [];
        }),
    }),
  );
}
