import { z } from 'zod';
import { Cognate, CognateCreate, CognateLanguageCount, CognatePatch, CognateWord, CognateWordCreate } from '../../../contract/utoaztecan';
import type { Word } from '../../../contract/words';
import type { Db } from '../../db/database';
import type { CognateRow } from '../../db/tables';
import { ownedResourceRoutes } from '../../http/resource';
import { apiRoute, type ApiRoute } from '../../http/routes';
import type { SessionUser } from '../../http/session-store';
import { requireVisibleRefs } from '../utoaztecan/visibility';
import { loadWords } from '../words/load';
import type { WordRepository } from '../words/repository';
import { wordLinkRoutes } from '../words/word-link-routes';
import { COGNATE_WORD_FILTERS, cognateFilters, type CognateRepository } from './repository';

const URL = '/utoaztecan/api/cognate/';

/** A cognate's link to a dictionary word on the wire (`nahuatl` is the word's id, SPEC.md §3). */
function presentCognateWord(row: { id: number; cognate: number; nahuatl_word: number }, word: Word): CognateWord {
  return { id: row.id, cognate: row.cognate, nahuatl: row.nahuatl_word, nahuatl_word_data: word };
}

/** Cognates on the wire, a page at a time, each with the Nahuatl words linked to it. */
async function presentCognates(cognates: CognateRepository, words: WordRepository, rows: Array<CognateRow & { language_name: string }>) {
  const links = await cognates.linksOf(rows.map((row) => row.id));
  const wordsById = await loadWords(words, links.map((link) => link.nahuatl_word));
  return rows.map(
    (row): Cognate => ({
      id: row.id,
      language: row.language,
      language_name: row.language_name,
      word: row.word,
      plain: row.plain,
      definition: row.definition,
      transforms: row.transforms,
      reconstructed: Boolean(row.reconstructed),
      loan: Boolean(row.loan),
      set: row.set,
      share: Boolean(row.share),
      owner: row.owner,
      nahuatl_words: links
        .filter((link) => link.cognate === row.id)
        .flatMap((link) => {
          const word = wordsById.get(link.nahuatl_word);
          return word ? [presentCognateWord(link, word)] : [];
        }),
    }),
  );
}

/** Cognates by language and their links to Nahuatl words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function cognateRoutes(db: Db, cognates: CognateRepository, words: WordRepository): ApiRoute<any, any>[] {
  const requireSet = (id: number | null | undefined, user: SessionUser, current?: CognateRow) =>
    requireVisibleRefs(db, user.id, [{ field: 'set', table: 'cognate_set', id, current: current?.set }]);

  return [
    ...ownedResourceRoutes({
      name: 'cognate',
      plural: 'cognates',
      url: URL,
      tag: 'uto-aztecan',
      item: Cognate,
      create: CognateCreate,
      patch: CognatePatch,
      repository: cognates,
      present: { all: (rows) => presentCognates(cognates, words, rows) },
      filters: cognateFilters(db),
      featured: false,
      creators: 'users',
      listSummary: 'Cognates; `language` those of one language, `set` those of a cognate set, `cognate` searches words and definitions, `nahuatl` those linked to a dictionary word',
      toValues: async (body, user) => {
        await requireSet(body.set, user);
        return body;
      },
      toChanges: async (body, current, user) => {
        await requireSet(body.set, user, current);
        return body;
      },
    }),
    apiRoute({
      method: 'GET',
      url: `${URL}language_counts/`,
      tag: 'uto-aztecan',
      summary: 'Per language: how many cognates, its name, and the title, year and authors of its source (a plain list)',
      response: z.array(CognateLanguageCount),
      handler: async (request) => cognates.languageCounts(request.user?.id ?? null),
    }),
    ...wordLinkRoutes(words, {
      url: '/utoaztecan/api/cognate-word/',
      tag: 'uto-aztecan',
      parent: 'cognate',
      wordField: 'nahuatl',
      filters: COGNATE_WORD_FILTERS,
      body: CognateWordCreate,
      response: CognateWord,
      duplicate: 'This word is already linked to the cognate.',
      getParent: async (id) => {
        const row = await cognates.getById(id);
        return row && cognates.guard(row);
      },
      links: cognates.links,
      present: presentCognateWord,
    }),
  ];
}
