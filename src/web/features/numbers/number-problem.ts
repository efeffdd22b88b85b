import { MAX_NUMBER, type NumberProblem } from '../../../nahuatl';
import type { MessageValues } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';

/** Why the typed text gives no number, then the range it must be in, in the interface's language. */
export function numberProblemText(
  t: (id: MessageId, values?: MessageValues) => string,
  problem: NumberProblem,
): string {
  const range = t('numbers.problem.range', { max: MAX_NUMBER });
  switch (problem.kind) {
    case 'empty':
      return range;
    case 'notANumber':
      return `${problem.text === null ? t('numbers.problem.notANumberAtAll') : t('numbers.problem.notANumber', { text: problem.text })} ${range}`;
    case 'notWhole':
      // As typed: a fraction's digits are the learner's own.
      return `${t('numbers.problem.notWhole', { value: String(problem.value) })} ${range}`;
    case 'negative':
      return `${t('numbers.problem.negative')} ${range}`;
    case 'tooLarge':
      return `${t('numbers.problem.tooLarge', { value: problem.value, max: MAX_NUMBER })} ${range}`;
  }
}
