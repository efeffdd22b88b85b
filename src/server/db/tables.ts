import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Locale } from '../../contract/locales';
import type { Alphabet } from '../../contract/accounts';
import type { Entry } from '../../contract/entries';
import type { Loanword } from '../../contract/loanwords';
import type { Pattern } from '../../contract/patterns';
import type { Recording, Speaker } from '../../contract/recordings';
import type { ReviewCard, ReviewLogEntry } from '../../contract/review';
import type { Sentence } from '../../contract/sentences';
import type { Cognate, CognateSet, SemanticCategory } from '../../contract/utoaztecan';
import type { Vocabulary } from '../../contract/vocabularies';

/** SQLite stores booleans as 0/1; PostgreSQL as true/false. Presenters read both. */
export type Flag = ColumnType<boolean | number, boolean, boolean>;
/** ISO-8601 text on SQLite, timestamptz on PostgreSQL; written as ISO strings. */
export type Timestamp = ColumnType<string | Date, string, string>;

/** How a wire value is stored: a boolean as a Flag, a list or object as JSON text, text and numbers as they are. */
type Stored<T> = T extends boolean ? Flag : T extends string | number | null ? T : string;

/**
 * The table of an owned resource, read from its wire shape (`Item`, from the contract): a
 * column for each field, less those the wire makes from other records (`Computed`: a set's
 * cognates), plus the columns only the server reads (`Extra`: folded text, creation time),
 * which also say how a field is stored where the rule above does not (a generated default).
 * A field added to the contract's item is then a column here without another edit.
 */
export type TableOf<Item, Extra, Computed extends keyof Item = never> = { id: Generated<number> } & {
  [K in Exclude<keyof Item, 'id' | Computed | keyof Extra>]: Stored<Item[K]>;
} & Extra;

export interface UserTable {
  id: Generated<number>;
  username: string;
  /** Folded username: uniqueness is case-insensitive, as users expect. */
  username_key: string;
  /**
   * usernameSkeleton(username): names that look alike share it (UTS #39, decision 037). Unique;
   * null only for an account that already looked like an older one when migration 019 ran.
   */
  username_skeleton: string | null;
  first_name: string;
  email: string;
  /** null means no usable password (the seed's staff account until `npm run createuser`). */
  password_hash: string | null;
  is_staff: Flag;
  is_active: Flag;
  date_joined: Timestamp;
  /** The interface language the user chose; null until they choose one (decision 040). */
  language: Locale | null;
  /** The alphabet the user reads Nahuatl in; null until they choose one (decision 052). */
  alphabet: Alphabet | null;
}

export interface SessionTable {
  /** sha256 of the cookie value, so a copy of the database does not hand out sessions. */
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginFailureTable {
  id: Generated<number>;
  username_key: string;
  ip: string;
  at: Timestamp;
}

/** Writes counted per user and per address in each minute (the write limit, decision 037). */
export interface WriteCountTable {
  /** `user:{id}` or `address:{ip}`. */
  key: string;
  /** Minutes since 1970: the fixed window the count belongs to. */
  minute: number;
  hits: number;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface WordTable {
  id: Generated<number>;
  word: string;
  /** foldNahuatl(word): what prefix search and the natural key compare. */
  plain: string;
  /** spellingKey(word): finds `kochi` for `cochi`. */
  spelling: string;
  type: string;
  past: string | null;
  owned: string | null;
  transitive: ColumnType<boolean | number | null, boolean | null, boolean | null>;
  ambitransitive: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** The variety when not the app's Huasteca (`classical` …, WORD_VARIANTS), else null (migration 012). */
  variant: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON lists of strings. */
  definition_spanish: string;
  definition_english: string;
  /** Folded definitions, space-delimited, for word-start search. */
  definitions_plain: string;
  /** JSON of stored irregular forms by tense, or null. */
  overrides: string | null;
  /** JSON of the tense table computed when the word was written (`null` JSON when it has none); NULL: not computed yet. */
  tenses: string | null;
}

/** The full-form index: the keys of a verb's folded object-less forms, one per line (migration 015, decision 028). */
export interface WordFormTable {
  word_id: number;
  forms: string;
}

export interface AnnotationTable {
  id: Generated<number>;
  nahuatl: number;
  owner: number;
  definition: string;
}

/** An example sentence: the wire's fields (`Sentence`), and the folded text its search reads. */
export type SentenceTable = TableOf<Sentence, { plain: string; spanish_words: string; english_words: string; created_at: Timestamp }>;

/** A speaker (issue 51): the wire's fields, and when they were added. */
export type SpeakerTable = TableOf<Speaker, { created_at: Timestamp }>;

/**
 * A recording: the wire's fields but those made from others (its speaker, where to hear it),
 * and its files in the media store by their SHA-256, with their types.
 */
export type RecordingTable = TableOf<
  Recording,
  { original_key: string; original_type: string; playback_key: string | null; playback_type: string | null; created_at: Timestamp },
  'speaker_data' | 'audio'
>;

/** A media file no recording names any more, since when: deleted after its grace period. */
export interface MediaReleaseTable {
  key: string;
  released_at: Timestamp;
}

export interface SentenceWordTable {
  id: Generated<number>;
  sentence: number;
  nahuatl_word: number;
  tense: string | null;
  person: string | null;
}

/** A vocabulary: the wire's fields (`Vocabulary`), its folded name and its tags folded between bars (`|food|verbs|`, found with LIKE '%|tag|%'). */
export type VocabularyTable = TableOf<Vocabulary, { plain: string; tags_plain: string; created_at: Timestamp }>;

export interface VocabularyWordTable {
  id: Generated<number>;
  vocabulary: number;
  nahuatl_word: number;
}

/** A pattern: the wire's fields, the folded name, and the words of the name and description (`wordsText`) its search reads. */
export type PatternTable = TableOf<Pattern, { plain: string; name_words: string; description_words: string; created_at: Timestamp }>;

/**
 * A blog entry: the wire's fields (`Entry`: its Markdown, the HTML rendered from it on save,
 * its tags as JSON text), its author as `owner`, and its tags folded between bars.
 */
export type EntryTable = TableOf<Entry, { owner: number; tags_plain: string; created_at: Timestamp }, 'author' | 'author_name'>;

export interface EntryWordTable {
  id: Generated<number>;
  entry: number;
  nahuatl_word: number;
}

/** A dataset the comparative data was imported from, kept for its credit. */
export interface DatasetTable {
  id: Generated<number>;
  key: string;
  title: string;
  citation: string;
  authors: string;
  year: string;
  licence: string;
  url: string;
}

/** One BibTeX source of a dataset. */
export interface SourceTable {
  id: Generated<number>;
  dataset: number;
  key: string;
  title: string;
  authors: string;
  year: string;
  bibtex: string;
}

/** A language of a dataset; `reconstructed` for a proto-language, `in_family` false outside Uto-Aztecan. */
export interface LanguageTable {
  id: Generated<number>;
  dataset: number;
  key: string;
  name: string;
  glottocode: string;
  iso639: string;
  family: string;
  reconstructed: Flag;
  in_family: Flag;
  /** The BibTeX key of the language's source. */
  source: string;
}

/**
 * A concept: the wire's fields (`SemanticCategory`; the word is its identifier, `words` the
 * English and Spanish words that find it, as JSON text), the word folded, the words folded
 * between bars (for `words__icontains`), and the project's Spanish gloss of its concept
 * (decision 044; '' when it has none) with its alternatives folded the same way.
 */
export type SemanticCategoryTable = TableOf<
  SemanticCategory,
  { plain: string; words_plain: string; gloss_es: Generated<string>; gloss_es_plain: Generated<string>; created_at: Timestamp },
  'set_count' | 'credits'
>;

/**
 * A reconstructed word, the forms of several languages judged cognate: the wire's fields
 * (`CognateSet`; its collections as JSON text), and the dataset and key it was imported by.
 */
export type CognateSetTable = TableOf<
  CognateSet,
  { dataset: number | null; key: string | null; created_at: Timestamp },
  'cognates' | 'languages' | 'credit'
>;

/**
 * One word of one language, in a cognate set or not (yet): the wire's fields (`Cognate`), its
 * definition folded for the search (migration 014), its set's category, and the dataset and
 * key it was imported by. Its language's name is read from `ua_language`.
 */
export type CognateTable = TableOf<
  Cognate,
  { definition_plain: Generated<string>; semantic_category: number | null; dataset: number | null; key: string | null; created_at: Timestamp },
  'language_name' | 'nahuatl_words'
>;

export interface CognateWordTable {
  id: Generated<number>;
  cognate: number;
  nahuatl_word: number;
}

/**
 * A word of one language (the target) borrowed from a word of another (the source): the
 * wire's fields (`Loanword`), both words and both definitions folded for the search
 * (migration 014), and the dataset and key an importer knows it by (`csv:…`, `cldf:…`; null
 * for rows made in the app).
 */
export type LoanwordTable = TableOf<
  Loanword,
  {
    source_plain: string;
    target_plain: string;
    source_definition_plain: Generated<string>;
    target_definition_plain: Generated<string>;
    dataset: number | null;
    key: string | null;
    created_at: Timestamp;
  }
>;

/** A counter per cached collection, bumped by triggers on every write to it (the read cache checks it). */
export interface DataVersionTable {
  name: string;
  /** Random per database, so equal counters of two databases never look alike. */
  epoch: string;
  version: number;
}

/** The dictionary's version at a word's last change, kept after the word is removed (migration 029, decision 054). */
export interface WordChangeTable {
  word_id: number;
  version: number;
}

/**
 * A learner's review card: what it asks, and its FSRS memory (migration 022, decision 042); the
 * wire's card (`ReviewCard`) but the answers and the word, which the presenter adds.
 */
export type ReviewCardTable = TableOf<
  Omit<ReviewCard, 'answers' | 'word_data'>,
  {
    owner: number;
    /** `cardKey(subject)`: one card per subject and learner. */
    card_key: string;
    /** A pattern card's expected response, which its answers hold. */
    expected: string;
    due: Timestamp;
    /** FSRS's state: 0 new, 1 learning, 2 review, 3 relearning. */
    state: number;
    last_review: Timestamp | null;
    created_at: Timestamp;
  }
>;

/** One answer, never changed: the wire's log entry (`ReviewLogEntry`). `card` is null once the card is removed. */
export type ReviewLogTable = TableOf<
  ReviewLogEntry,
  {
    owner: number;
    card_key: string;
    /** 1 again, 2 hard, 3 good, 4 easy. */
    rating: number;
    state_before: number;
    state_after: number;
    due_before: Timestamp;
    due_after: Timestamp;
    answered_at: Timestamp;
  }
>;

/** A learner's answers of one calendar day, counted as they are logged. */
export interface ReviewDayTable {
  owner: number;
  day: string;
  answers: number;
  /** Answers to new cards: the cards first studied that day. */
  new_cards: number;
  /** Answers to cards in review (not new, not in a (re)learning step): the day's reviews. */
  reviewed: number;
  /** Of those, the ones not rated again. */
  passed: number;
}

/** How often a learner's deck has changed: the due list's answer is kept while it stands (migration 026). */
export interface ReviewVersionTable {
  owner: number;
  version: number;
}

export interface ReviewSettingsTable {
  owner: number;
  desired_retention: number;
  new_per_day: number;
  max_reviews_per_day: number;
  add_mistakes: Flag;
  time_zone: string;
}

/** Every table the app owns, as Kysely sees them. */
export interface Database {
  app_user: UserTable;
  app_session: SessionTable;
  login_failure: LoginFailureTable;
  write_count: WriteCountTable;
  app_setting: SettingTable;
  nahuatl_word: WordTable;
  word_form: WordFormTable;
  nahuatl_annotation: AnnotationTable;
  nahuatl_sentence: SentenceTable;
  sentence_word: SentenceWordTable;
  vocabulary: VocabularyTable;
  vocabulary_word: VocabularyWordTable;
  pattern: PatternTable;
  blog_entry: EntryTable;
  entry_word: EntryWordTable;
  ua_dataset: DatasetTable;
  ua_source: SourceTable;
  ua_language: LanguageTable;
  semantic_category: SemanticCategoryTable;
  cognate_set: CognateSetTable;
  cognate: CognateTable;
  cognate_word: CognateWordTable;
  loanword: LoanwordTable;
  data_version: DataVersionTable;
  word_change: WordChangeTable;
  review_card: ReviewCardTable;
  review_log: ReviewLogTable;
  review_day: ReviewDayTable;
  review_settings: ReviewSettingsTable;
  review_version: ReviewVersionTable;
  speaker: SpeakerTable;
  recording: RecordingTable;
  media_release: MediaReleaseTable;
}

export type UserRow = Selectable<UserTable>;
export type WordRow = Selectable<WordTable>;
export type ReviewCardRow = Selectable<ReviewCardTable>;
export type ReviewLogRow = Selectable<ReviewLogTable>;
export type AnnotationRow = Selectable<AnnotationTable>;
export type SentenceRow = Selectable<SentenceTable>;
export type SpeakerRow = Selectable<SpeakerTable>;
export type RecordingRow = Selectable<RecordingTable>;
export type SentenceWordRow = Selectable<SentenceWordTable>;
export type VocabularyRow = Selectable<VocabularyTable>;
export type VocabularyWordRow = Selectable<VocabularyWordTable>;
export type PatternRow = Selectable<PatternTable>;
export type EntryRow = Selectable<EntryTable> & { author_name: string };
export type EntryWordRow = Selectable<EntryWordTable>;
export type DatasetRow = Selectable<DatasetTable>;
export type LanguageRow = Selectable<LanguageTable>;
export type SemanticCategoryRow = Selectable<SemanticCategoryTable>;
export type CognateSetRow = Selectable<CognateSetTable>;
export type CognateRow = Selectable<CognateTable>;
export type LoanwordRow = Selectable<LoanwordTable>;
