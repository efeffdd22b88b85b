import { PASSWORD_BLANK, PASSWORD_MIN_LENGTH, passwordProblems } from '../../../contract/passwords';
import type { MessageId } from '../../i18n/messages';
import type { MessageValues } from '../../i18n/locale';

/*
 * The password rules are shared with the server, which words them in English (its messages
 * are their own ids, translated where it answers). The form gives the same advice while
 * typing, so it reads each rule's English text as the id of its message here.
 */
const RULE_MESSAGES: ReadonlyMap<string, MessageId> = new Map([
  [PASSWORD_BLANK, 'common.blank'],
  [
    `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
    'accounts.password.tooShort',
  ],
  ['This password is entirely numeric.', 'accounts.password.numeric'],
  ['This password is too common.', 'accounts.password.common'],
  ['The password is too similar to the username.', 'accounts.password.similar'],
]);

/** Why `password` is too weak, in the interface's language (a rule without a message stays as the rules word it). */
export function passwordAdvice(
  t: (id: MessageId, values?: MessageValues) => string,
  password: string,
  username: string,
): string[] {
  return passwordProblems(password, username).map((problem) => {
    const id = RULE_MESSAGES.get(problem);
    return id ? t(id, { min: PASSWORD_MIN_LENGTH }) : problem;
  });
}
