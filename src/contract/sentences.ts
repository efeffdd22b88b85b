import { z } from 'zod';
import { PERSONS, SENTENCE_WORD_TENSES } from '../nahuatl';
import { Word } from './words';
import { RecordId, RequiredText } from './common';
import { SENTENCE_LIMITS as LIMITS, sentencesApi, sentenceWordsApi } from './api/sentences';
import { resourceContract, wordLinkContract } from './resource';

const Id = RecordId;
const Text = (max: number) =>
  z.string({ error: 'Not a valid string.' }).trim().max(max, `Ensure this field has no more than ${max} characters.`);
const SentenceText = RequiredText(LIMITS.sentence);

/** An example sentence (SPEC.md §3). `word` is the id of the word it features. */
export const Sentence = z.object({
  id: z.number().int(),
  sentence: z.string(),
  word: z.number().int().nullable(),
  spanish: z.string(),
  english: z.string(),
  notes: z.string(),
  source: z.string(),
  share: z.boolean(),
  featured: z.boolean(),
  owner: z.number().int(),
  deleted: z.boolean(),
});
export type Sentence = z.infer<typeof Sentence>;

/** POST /utoaztecan/api/nahuatl-sentence/: `nahuatl` (a word id) also links the new sentence to that word. */
export const SentenceCreate = z.object({
  sentence: SentenceText,
  word: Id.nullable().optional(),
  nahuatl: Id.optional(),
  spanish: Text(LIMITS.spanish).default(''),
  english: Text(LIMITS.english).default(''),
  notes: Text(LIMITS.notes).default(''),
  source: Text(LIMITS.source).default(''),
  share: z.boolean({ error: 'Must be a valid boolean.' }).default(true),
});
export type SentenceCreate = z.input<typeof SentenceCreate>;

/** PATCH /utoaztecan/api/nahuatl-sentence/{id}/. */
export const SentencePatch = z
  .object({
    sentence: SentenceText,
    word: Id.nullable(),
    spanish: Text(LIMITS.spanish),
    english: Text(LIMITS.english),
    notes: Text(LIMITS.notes),
    source: Text(LIMITS.source),
    share: z.boolean({ error: 'Must be a valid boolean.' }),
  })
  .partial();
export type SentencePatch = z.infer<typeof SentencePatch>;

/** The tense and person tags a sentence word may carry (SPEC.md §9). */
export const SentenceWordTense = z.enum(SENTENCE_WORD_TENSES);
export const PersonCode = z.enum(PERSONS.map((p) => p.code) as [string, ...string[]]);

/** A word of a sentence, with the word itself in `nahuatl_word_data`. */
export const SentenceWord = z.object({
  id: z.number().int(),
  sentence: z.number().int(),
  nahuatl_word: z.number().int(),
  tense: z.string().nullable(),
  person: z.string().nullable(),
  nahuatl_word_data: Word,
});
export type SentenceWord = z.infer<typeof SentenceWord>;

/** POST /utoaztecan/api/sentence-word/. */
export const SentenceWordCreate = z.object({
  sentence: Id,
  nahuatl_word: Id,
  tense: SentenceWordTense.nullable().default(null),
  person: PersonCode.nullable().default(null),
});

/** Example sentences (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const sentenceResource = resourceContract({
  ...sentencesApi,
  tag: 'sentences',
  item: Sentence,
  create: SentenceCreate,
  patch: SentencePatch,
  listSummary:
    'Sentences, newest first; `nahuatl` gives those linked to a word, `sentence__icontains` searches the text, `search` the text and its translations word by word',
});

/** The words of a sentence, each with its tense and person tags. */
export const sentenceWordLink = wordLinkContract({
  ...sentenceWordsApi,
  tag: 'sentences',
  item: SentenceWord,
  create: SentenceWordCreate,
  duplicate: 'This word is already in the sentence.',
});
