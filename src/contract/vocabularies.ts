import { z } from 'zod';
import { Word } from './words';
import { ContentLanguage, Flag, RecordId, RequiredText, Tags } from './common';
import { VOCABULARY_LIMITS as LIMITS, vocabulariesApi, vocabularyWordsApi } from './api/vocabularies';
import { resourceContract, wordLinkContract } from './resource';

const Name = RequiredText(LIMITS.name);
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

/**
 * A vocabulary as lists carry it (decision 079): what its card shows, without the suggestions
 * only its own page needs, so that no list grows with what owners write there.
 */
export const VocabularySummary = Vocabulary.omit({ suggestions: true, suggestions_raw: true });
export type VocabularySummary = z.infer<typeof VocabularySummary>;

/** POST /utoaztecan/api/vocabulary/. */
export const VocabularyCreate = z.object({
  name: Name,
  description: Text(LIMITS.description).default(''),
  source: Text(LIMITS.source).default(''),
  tags: Tags.default([]),
  suggestions_raw: Text(LIMITS.suggestions_raw).optional(),
  /** Accepted as Markdown too, for clients that send `suggestions` (SPEC.md §7). */
  suggestions: Text(LIMITS.suggestions_raw).optional(),
  /** Private until its owner shares it, as a learner expects of a list they just started (decision 077). */
  share: Flag.default(false),
  favorite: Flag.default(false),
  language: ContentLanguage.default('en'),
});
export type VocabularyCreate = z.input<typeof VocabularyCreate>;

/** PATCH /utoaztecan/api/vocabulary/{id}/: the owner's changes. */
export const VocabularyPatch = z
  .object({
    name: Name,
    description: Text(LIMITS.description),
    source: Text(LIMITS.source),
    tags: Tags,
    suggestions_raw: Text(LIMITS.suggestions_raw),
    suggestions: Text(LIMITS.suggestions_raw),
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
  listPreview: VocabularySummary,
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
