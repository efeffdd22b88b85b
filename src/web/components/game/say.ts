import type { MessageValues } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';

/**
 * How a pure game module words its texts: a catalog message in the learner's language.
 * Screens pass `useT()`'s function; tests pass `translate` (English) or a Spanish one, so
 * the modules stay pure and testable in both languages.
 */
export type Say = (id: MessageId, values?: MessageValues) => string;
