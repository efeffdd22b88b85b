import { Sentence, SentenceCreate, SentencePatch, SentenceWord, SentenceWordCreate } from '../../../contract/sentences';
import { doesNotExist, errors } from '../../http/errors';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import type { WordRepository } from '../words/repository';
import { wordLinkRoutes } from '../words/word-link-routes';
import { presentSentence, presentSentenceWord } from './presenter';
import { SENTENCE_FILTERS, SENTENCE_WORD_FILTERS, type SentenceRepository } from './repository';

/** Example sentences and their words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function sentenceRoutes(sentences: SentenceRepository, words: WordRepository): ApiRoute<any, any>[] {
  async function requireWordId(field: string, id: number | null | undefined): Promise<void> {
    if (id == null) return;
    if (!(await words.getById(id))) throw errors.invalid({ [field]: [doesNotExist(id)] });
  }

  return [
    ...ownedResourceRoutes({
      name: 'sentence',
      plural: 'sentences',
      url: '/utoaztecan/api/nahuatl-sentence/',
      tag: 'sentences',
      item: Sentence,
      create: SentenceCreate,
      patch: SentencePatch,
      repository: sentences,
      present: presentSentence,
      filters: SENTENCE_FILTERS,
      featured: { limit: 50, order: 'id' },
      creators: 'users',
      listSummary: 'Sentences; `nahuatl` gives those linked to a word, `sentence__icontains` searches the text',
      // With `nahuatl`, the new sentence features that word and is linked to it.
      toValues: async ({ nahuatl, word, ...values }) => {
        await requireWordId('nahuatl', nahuatl);
        await requireWordId('word', word);
        return { ...values, word: word ?? nahuatl ?? null };
      },
      afterCreate: async (trx, row, { nahuatl }) => {
        if (nahuatl !== undefined) {
          await trx.insertInto('sentence_word').values({ sentence: row.id, nahuatl_word: nahuatl, tense: null, person: null }).execute();
        }
      },
      toChanges: async (body) => {
        await requireWordId('word', body.word);
        return body;
      },
    }),
    ...wordLinkRoutes(words, {
      url: '/utoaztecan/api/sentence-word/',
      tag: 'sentences',
      parent: 'sentence',
      filters: SENTENCE_WORD_FILTERS,
      body: SentenceWordCreate,
      response: SentenceWord,
      duplicate: 'This word is already in the sentence.',
      getParent: async (id) => {
        const row = await sentences.getById(id);
        return row && sentences.guard(row);
      },
      links: sentences.links,
      present: presentSentenceWord,
    }),
  ];
}
