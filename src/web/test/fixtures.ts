import type { User } from '../../contract/users';
import type { Vocabulary } from '../../contract/vocabularies';
import type { Word } from '../../contract/words';

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
  definition_spanish: ['dormir'],
  definition_english: ['to sleep'],
  annotations: [],
  tenses: null,
  ...changes,
});

/** A vocabulary as the API sends it: Beto's, shared, and nothing but a name unless `changes` say otherwise. */
export const vocabulary = (id: number, name: string, changes: Partial<Vocabulary> = {}): Vocabulary => ({
  id,
  name,
  description: '',
  owner: beto.id,
  tags: [],
  suggestions: '',
  suggestions_raw: '',
  share: true,
  favorite: false,
  featured: false,
  ...changes,
});
