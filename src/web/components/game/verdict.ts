import { lengthNoteParts, type AnswerCheck } from '../../../nahuatl';
import type { Say } from './say';

/** The long-vowel notes of a lenient match: "mark the long vowel ā", "i is short here", each vowel once. */
function vowelNotes(missed: readonly string[], shorts: readonly string[], say: Say): string[] {
  const notes: string[] = [];
  if (missed.length > 0)
    notes.push(say('practice.verdict.markLong', { count: missed.length, vowels: missed.join(', ') }));
  if (shorts.length > 0)
    notes.push(say('practice.verdict.shortHere', { count: shorts.length, vowels: shorts.join(', ') }));
  return notes;
}

/**
 * The verdict on a checked answer in the learner's language (SPEC.md §8's "It matches!" /
 * "Not quite.", the long vowels when they were wrong, and the dictionary's spelling of an answer
 * typed in the modern alphabet), from the check's own fields: the
 * language core words its `message` in English only. `printed` is the answer as the game prints it.
 */
export function verdictText(result: AnswerCheck, printed: string, say: Say): string {
  // An empty answer is never checked (Check is disabled), so a wrong one is "Not quite.".
  if (!result.correct) return say('practice.verdict.wrong');
  const matched = result.matched ?? printed;
  if (result.otherAlphabet) return say('practice.verdict.rightAlphabet', { form: lengthNoteParts(matched, [], []).form });
  if (result.exact) {
    const shown = printed.normalize('NFC').trim();
    return matched === shown ? say('practice.verdict.right') : say('practice.verdict.rightAlso', { printed: shown });
  }
  const { form, missed, shorts } = lengthNoteParts(matched, result.missedLongVowels, result.extraLongVowels);
  const notes = vowelNotes(missed, shorts, say);
  return notes.length > 0
    ? say('practice.verdict.rightLong', { form, notes: notes.join('; ') })
    : say('practice.verdict.rightSpelling', { form: matched });
}
