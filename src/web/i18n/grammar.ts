import type { NounFormKind } from '../../nahuatl/nouns';
import type { ObjectPrefix, PersonIndex, Tense } from '../../nahuatl/reference';
import { SENTENCE_WORD_TENSES } from '../../nahuatl/reference';
import type { MessageId } from './messages';

/*
 * The message ids of the grammar terms, so that every screen and game names a tense, a
 * person or an object as the glossary (docs/glossary-es.md) does. The language core keeps
 * its English labels for its own use; what a learner reads comes from here.
 */

export const tenseLabelId = (tense: Tense): MessageId => `grammar.tense.${tense}`;

export const personLabelId = (person: PersonIndex): MessageId => `grammar.person.${person}`;

/** The object's gloss ("me", "a mí"); `''` is the specific third person object (c/qu/qui). */
export const objectGlossId = (object: ObjectPrefix): MessageId => `grammar.object.${object === '' ? 'specific' : object}`;

/** What the reflexive `mo` means for a subject ("myself", "a mí mismo"). */
export const reflexiveGlossId = (person: PersonIndex): MessageId => `grammar.reflexive.${person}`;

/** A sentence word's tense label of SPEC.md §9 ("Preterite", "Pretérito"). */
export const sentenceTenseLabelId = (tense: (typeof SENTENCE_WORD_TENSES)[number]): MessageId =>
  `grammar.sentenceTense.${tense}`;

/** What a noun form is ("possessed", "forma poseída"; decision 056). */
export const nounFormLabelId = (kind: NounFormKind): MessageId => `grammar.nounForm.${kind}`;
