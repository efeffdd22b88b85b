import { sentenceResource, sentenceWordLink } from '../../../contract/sentences';
import { doesNotExist, errors } from '../../http/errors';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import { type LinkedWords, wordLinkRoutes } from '../../http/word-links';
import { presentSentence, presentSentenceWord } from './presenter';
import { SENTENCE_FILTERS, SENTENCE_WORD_FILTERS, type SentenceRepository } from './repository';

/** Example sentences and their words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function sentenceRoutes(sentences: SentenceRepository, words: LinkedWords): ApiRoute<any, any>[] {
  async function requireWordId(field: string, id: number | null | undefined): Promise<void> {
    if (id == null) return;
    if (!(await words.getById(id))) throw errors.invalid({ [field]: [doesNotExist(id)] });
  }

  return [
    ...ownedResourceRoutes({
      contract: sentenceResource,
      repository: sentences,
      present: presentSentence,
      filters: SENTENCE_FILTERS,
      // With `nahuatl`, the new sentence features that word and is linked to it.
      toValues: async ({ nahuatl, word, ...values }) => {
        await requireWordId('nahuatl', nahuatl);
        await requireWordId('word', word);
        return { ...values, word: word ?? nahuatl ?? null };
      },
      afterCreate: async (trx, row, { nahuatl }) => {
        if (nahuatl !== undefined) await sentences.linkOnCreate(trx, row.id, nahuatl);
      },
      toChanges: async (body) => {
        await requireWordId('word', body.word);
        return body;
      },
    }),
    ...wordLinkRoutes(words, {
      contract: sentenceWordLink,
      filters: SENTENCE_WORD_FILTERS,
      getParent: async (id) => {
        const row = await sentences.getById(id);
        return row && sentences.guard(row);
      },
      links: sentences.links,
      present: presentSentenceWord,
    }),
  ];
}
