import { z } from 'zod';
import { Word } from './words';
import { ContentLanguage, Flag, RecordId, RequiredText, Tags } from './common';
import { vocabulariesApi, vocabularyWordsApi } from './api/vocabularies';
import { resourceContract, wordLinkContract } from './resource';

const Name = RequiredText(200);
const Text = (max: number) =>
  z.string({ error: 'Not a valid string.' }).max(max, `Ensure this field has no more than ${max} characters.`);
const Id = RecordId;

/**
 * A vocabulary (SPEC.md §3). `suggestions_raw` is the owner's Markdown; `suggestions` is
 * the HTML the server rendered from it and sanitised, the only HTML the client shows.
 */
export const Vocabulary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Where its words come from: a book, a course, a teacher; '' when unsaid. */
  source: z.string(),
  owner: z.number().int(),
  tags: z.array(z.string()),
  suggestions: z.string(),
  suggestions_raw: z.string(),
  share: z.boolean(),
  favorite: z.boolean(),
  featured: z.boolean(),
  /** The language its name, description and suggestions are written in (`es` or `en`). */
  language: ContentLanguage,
});
export type Vocabulary = z.infer<typeof Vocabulary>;

/** POST /utoaztecan/api/vocabulary/. */
export const VocabularyCreate = z.object({
  name: Name,
  description: Text(2000).default(''),
  source: Text(500).default(''),
  tags: Tags.default([]),
  suggestions_raw: Text(20000).optional(),
  /** Accepted as Markdown too, for clients that send `suggestions` (SPEC.md §7). */
  suggestions: Text(20000).optional(),
  share: Flag.default(true),
  favorite: Flag.default(false),
  language: ContentLanguage.default('en'),
});
export type VocabularyCreate = z.input<typeof VocabularyCreate>;

/** PATCH /utoaztecan/api/vocabulary/{id}/: the owner's changes. */
export const VocabularyPatch = z
  .object({
    name: Name,
    description: Text(2000),
    source: Text(500),
    tags: Tags,
    suggestions_raw: Text(20000),
    suggestions: Text(20000),
    share: Flag,
    favorite: Flag,
    language: ContentLanguage,
  })
  .partial();
export type VocabularyPatch = z.infer<typeof VocabularyPatch>;

/** A word in a vocabulary, with the word itself. */
export const VocabularyWord = z.object({
  id: z.number().int(),
  vocabulary: z.number().int(),
  nahuatl_word: z.number().int(),
  nahuatl_word_data: Word,
});
export type VocabularyWord = z.infer<typeof VocabularyWord>;

/** POST /utoaztecan/api/vocabulary-word/. */
export const VocabularyWordCreate = z.object({ vocabulary: Id, nahuatl_word: Id });

/** Vocabularies (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const vocabularyResource = resourceContract({
  ...vocabulariesApi,
  tag: 'vocabularies',
  item: Vocabulary,
  create: VocabularyCreate,
  patch: VocabularyPatch,
  listSummary:
    'Vocabularies; `favorite=true` gives your favourites, `tag` one tag, `language` one language (es, en), `plain__icontains` searches names',
});

/** The words of a vocabulary. */
export const vocabularyWordLink = wordLinkContract({
  ...vocabularyWordsApi,
  tag: 'vocabularies',
  item: VocabularyWord,
  create: VocabularyWordCreate,
  duplicate: 'This word is already in the vocabulary.',
});
