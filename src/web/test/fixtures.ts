import type { Entry } from '../../contract/entries';
import type { User } from '../../contract/users';
import type { Cognate, CognateSet } from '../../contract/utoaztecan';
import type { Vocabulary } from '../../contract/vocabularies';
import type { Word } from '../../contract/words';
import type { ExportWord } from '../../contract/word-export';

/** Two learners: Ana, who owns what a test gives her, and Beto, who owns the rest. */
export const ana: User = { id: 2, username: 'ana', first_name: 'Ana', email: '', is_staff: false };
export const beto: User = { id: 3, username: 'beto', first_name: '', email: '', is_staff: false };

/** A dictionary word as the API sends it: an intransitive verb "to sleep" unless `changes` say otherwise. */
export const word = (id: number, text: string, changes: Partial<Word> = {}): Word => ({
  id,
  word: text,
  plain: text,
  type: 'tlach2',
  past: null,
  owned: null,
  transitive: false,
  ambitransitive: false,
  variant: null,
  definition_spanish: ['dormir'],
  definition_english: ['to sleep'],
  annotations: [],
  tenses: null,
  ...changes,
});

/** A word as the dictionary export sends it (decision 054): the API's word, with no stored forms. */
export const exportWord = (id: number, text: string, changes: Partial<ExportWord> = {}): ExportWord => {
  // The export leaves a verb's tense table out: the device makes it (decision 073).
  const { tenses: _table, ...fields } = word(id, text);
  return { ...fields, overrides: null, ...changes };
};

/** A vocabulary as the API sends it: Beto's, shared, and nothing but a name unless `changes` say otherwise. */
export const vocabulary = (id: number, name: string, changes: Partial<Vocabulary> = {}): Vocabulary => ({
  id,
  name,
  description: '',
  source: '',
  owner: beto.id,
  tags: [],
  suggestions: '',
  suggestions_raw: '',
  share: true,
  favorite: false,
  featured: false,
  language: 'en',
  ...changes,
});

/** Staff: the seed's account, who writes the blog and features what the dashboard shows. */
export const staff: User = { id: 1, username: 'admin', first_name: '', email: '', is_staff: true };

/** A blog entry as the API sends it: by staff, published, written at noon (the same day in any time zone). */
export const entry = (id: number, title: string, changes: Partial<Entry> = {}): Entry => ({
  id,
  title,
  plain: title.toLowerCase(),
  tags: [],
  is_published: true,
  featured: false,
  language: 'en',
  author: staff.id,
  author_name: 'Nahuatl Practice',
  created_at: '2026-03-12T12:00:00.000Z',
  content: `<p>All about ${title}.</p>`,
  content_raw: `All about ${title}.`,
  preview_content: `<p>All about ${title}.</p>`,
  ...changes,
});

/** A cognate as the API sends it: Beto's, shared, of Hopi, in no set, with no words unless `changes` say otherwise. */
export const cognate = (id: number, text: string, changes: Partial<Cognate> = {}): Cognate => ({
  id,
  language: 'hopi1249',
  language_name: 'Hopi',
  word: text,
  plain: text,
  definition: '',
  transforms: '',
  reconstructed: false,
  loan: false,
  source: '',
  set: null,
  share: true,
  owner: beto.id,
  nahuatl_words: [],
  ...changes,
});

/** A cognate set as the API sends it: a Proto-Aztecan reconstruction of staff's, with no cognates, unless `changes` say otherwise. */
export const cognateSet = (id: number, word: string, changes: Partial<CognateSet> = {}): CognateSet => ({
  id,
  set: 'Proto-Aztecan',
  word,
  plain: word,
  definition: '',
  number: '',
  reconstructed: true,
  semantic_category: null,
  transforms: '',
  original_text: '',
  collections: [],
  cognates: [],
  languages: [],
  credit: null,
  share: true,
  featured: false,
  owner: staff.id,
  deleted: false,
  ...changes,
});
