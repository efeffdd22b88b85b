/**
 * The reference lists of SPEC.md §3 and §9 and GRAMMAR.md §2, kept as data so
 * that screens, games and the conjugation engine read one source.
 */

/** The six tenses in SPEC.md's column order, with the labels the tense table shows. */
export const TENSES = [
  { id: 'present', label: 'present' },
  { id: 'past', label: 'past' },
  { id: 'future', label: 'future' },
  { id: 'imperfect', label: 'imperfect' },
  { id: 'conditional', label: 'conditional' },
  { id: 'imperative', label: 'imperative' },
] as const;

/** A tense id: `'present' | 'past' | 'future' | 'imperfect' | 'conditional' | 'imperative'`. */
export type Tense = (typeof TENSES)[number]['id'];

/** The tense ids alone, in table order. */
export const TENSE_IDS: readonly Tense[] = TENSES.map((tense) => tense.id);

/**
 * The six persons, indexed 0–5 as the `tenses` lists of SPEC.md §3 are.
 * `grammaticalPerson` lets the engine spot same-person subject and object.
 */
export const PERSONS = [
  { index: 0, code: '1-S', label: 'I', subjectPrefix: 'ni', plural: false, grammaticalPerson: 1 },
  { index: 1, code: '2-S', label: 'you', subjectPrefix: 'ti', plural: false, grammaticalPerson: 2 },
  { index: 2, code: '3-S', label: 'he/she', subjectPrefix: '', plural: false, grammaticalPerson: 3 },
  { index: 3, code: '1-P', label: 'we', subjectPrefix: 'ti', plural: true, grammaticalPerson: 1 },
  { index: 4, code: '2-P', label: 'you all', subjectPrefix: 'in', plural: true, grammaticalPerson: 2 },
  { index: 5, code: '3-P', label: 'they', subjectPrefix: '', plural: true, grammaticalPerson: 3 },
] as const;

/** A person index, 0 (1-S) to 5 (3-P). */
export type PersonIndex = (typeof PERSONS)[number]['index'];

/** A person code as SPEC.md §9 writes it: `'1-S'` … `'3-P'`. */
export type PersonCode = (typeof PERSONS)[number]['code'];

/** The person indices alone, in order. */
export const PERSON_INDICES: readonly PersonIndex[] = PERSONS.map((person) => person.index);

/**
 * The nine object prefixes of SPEC.md §3, in its order.
 *
 * `code` is SPEC.md's spelling (plain, `''` for the specific third person
 * singular); `form` is what goes into a word (`''` again, because that object
 * is realised c/qu/qui by position, see conjugate.ts); `display` is the label a
 * learner sees, with long vowels marked. `person` is the person the object
 * refers to, where it is one of the six.
 *
 * The forms are written as the Nāhuatlahtolli course (lesson 13: nēch, mītz,
 * tēch, mēch, quin) and GRAMMAR.md §2's object list write them, `mītz` with a
 * long ī. Answers are compared leniently on macrons, so `nimitzcuā` is still
 * accepted, with the note that names the long vowel.
 */
export const OBJECT_PREFIXES = [
  { code: 'nech', form: 'nēch', display: 'nēch', gloss: 'me', person: 0 },
  { code: 'mitz', form: 'mītz', display: 'mītz', gloss: 'you', person: 1 },
  { code: '', form: '', display: 'c/qu/qui', gloss: 'him/her/it', person: 2 },
  { code: 'tech', form: 'tēch', display: 'tēch', gloss: 'us', person: 3 },
  { code: 'mech', form: 'mēch', display: 'mēch', gloss: 'you all', person: 4 },
  { code: 'quin', form: 'quin', display: 'quin', gloss: 'them', person: 5 },
  { code: 'mo', form: 'mo', display: 'mo', gloss: 'oneself', person: null },
  { code: 'te', form: 'tē', display: 'tē', gloss: 'someone', person: null },
  { code: 'tla', form: 'tla', display: 'tla', gloss: 'something', person: null },
] as const;

/** An object prefix code: `'nech' | 'mitz' | '' | 'tech' | 'mech' | 'quin' | 'mo' | 'te' | 'tla'`. */
export type ObjectPrefix = (typeof OBJECT_PREFIXES)[number]['code'];

/** One row of {@link OBJECT_PREFIXES}. */
export type ObjectPrefixInfo = (typeof OBJECT_PREFIXES)[number];

/** The object prefix codes alone, in SPEC.md's order. */
export const OBJECT_PREFIX_CODES: readonly ObjectPrefix[] = OBJECT_PREFIXES.map((object) => object.code);

/**
 * What the reflexive `mo` means for each subject, by person index: one `mo`
 * serves every person in this variety (GRAMMAR.md §2), but English needs six words.
 */
export const REFLEXIVE_GLOSSES = ['myself', 'yourself', 'himself/herself', 'ourselves', 'yourselves', 'themselves'] as const;

/** The tense options for sentence words (SPEC.md §9), spelled and ordered as listed there. */
export const SENTENCE_WORD_TENSES = [
  'Present',
  'Preterite',
  'Future',
  'Imperfect',
  'Conditional',
  'Imperative',
  'purposive',
  'Midafternoon',
  'Evening',
  'Late',
  'Night',
] as const;

/** Possession prefixes and suffixes (SPEC.md §9), prefixes first, as listed there. */
export const POSSESSION_AFFIXES = ['no-', 'mo-', 'i-', 'to-', 'inmo-', 'inin-', 'te-', 'pil-', '-tzin', '-tzitzin'] as const;

/** Subject prefixes (SPEC.md §9); the third persons have none. */
export const SUBJECT_PREFIXES = ['ni-', 'ti-', 'in-'] as const;

/** Purposive endings (SPEC.md §9); the `!` forms are the imperative ones. */
export const PURPOSIVE_ENDINGS = ['-co', '-qui', '-qui!', '-to', '-ti', '-ti!'] as const;

/**
 * The two word parts of SPEC.md §9 with their Spanish and Nahuatl names.
 *
 * The Nahuatl terms are the ones modern Nahuatl-language grammars use:
 * tōcāitl 'name' for the noun (M. A. Arenas Chipola, *Nahuatilnahuatl: las
 * leyes del náhuatl*, "In tocaitl – el sustantivo"; *Chiucnāhui ozomatli
 * nāhuayōtl: gramática náhuatl nueve mono*, ch. 2 "Tōcāitl – sustantivo") and
 * tlaāyiliztli 'deed, action' for the verb (*Chiucnāhui ozomatli*, ch. 3
 * "Tlaāyiliztli – verbo").
 */
export const WORD_PARTS = [
  { id: 'noun', label: 'Noun', spanish: 'sustantivo', nahuatl: 'tōcāitl' },
  { id: 'verb', label: 'Verb', spanish: 'verbo', nahuatl: 'tlaāyiliztli' },
] as const;

/** The other morpheme tokens of SPEC.md §9, as listed there. */
export const MORPHEME_TOKENS = [
  'nech',
  'mitz',
  'c/qu/qui',
  'tech',
  'mech',
  'quin',
  'on',
  'hual',
  'mo',
  'tla',
  'te',
  'noun object',
  'noun adverb',
] as const;
