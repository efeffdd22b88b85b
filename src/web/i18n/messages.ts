/*
 * The interface texts of both languages, one catalog file per part of the app (data files
 * under catalogs/, ICU message syntax). The English catalog defines the message ids; the
 * Spanish one must have every one of them, which the type check enforces (and
 * catalogs.test.ts checks the other way, and that every message is valid ICU).
 */

import type { Locale } from '../../contract/locales';
import enAccounts from './catalogs/en/accounts.json';
import enBlog from './catalogs/en/blog.json';
import enCommon from './catalogs/en/common.json';
import enDashboard from './catalogs/en/dashboard.json';
import enGrammar from './catalogs/en/grammar.json';
import enNumbers from './catalogs/en/numbers.json';
import enOffline from './catalogs/en/offline.json';
import enPatterns from './catalogs/en/patterns.json';
import enPractice from './catalogs/en/practice.json';
import enProgress from './catalogs/en/progress.json';
import enReview from './catalogs/en/review.json';
import enSentences from './catalogs/en/sentences.json';
import enShell from './catalogs/en/shell.json';
import enUtoaztecan from './catalogs/en/utoaztecan.json';
import enVocabularies from './catalogs/en/vocabularies.json';
import enWords from './catalogs/en/words.json';
import esAccounts from './catalogs/es/accounts.json';
import esBlog from './catalogs/es/blog.json';
import esCommon from './catalogs/es/common.json';
import esDashboard from './catalogs/es/dashboard.json';
import esGrammar from './catalogs/es/grammar.json';
import esNumbers from './catalogs/es/numbers.json';
import esOffline from './catalogs/es/offline.json';
import esPatterns from './catalogs/es/patterns.json';
import esPractice from './catalogs/es/practice.json';
import esProgress from './catalogs/es/progress.json';
import esReview from './catalogs/es/review.json';
import esSentences from './catalogs/es/sentences.json';
import esShell from './catalogs/es/shell.json';
import esUtoaztecan from './catalogs/es/utoaztecan.json';
import esVocabularies from './catalogs/es/vocabularies.json';
import esWords from './catalogs/es/words.json';

/** The English texts (SPEC.md's), keyed by message id. */
export const EN_MESSAGES = {
  ...enAccounts,
  ...enBlog,
  ...enCommon,
  ...enDashboard,
  ...enGrammar,
  ...enNumbers,
  ...enOffline,
  ...enPatterns,
  ...enPractice,
  ...enProgress,
  ...enReview,
  ...enSentences,
  ...enShell,
  ...enUtoaztecan,
  ...enVocabularies,
  ...enWords,
};

/** A message id: a key of the catalogs, e.g. `'shell.menu.words'`. */
export type MessageId = keyof typeof EN_MESSAGES;

/** The Mexican Spanish texts: a missing id is a type error here. */
export const ES_MESSAGES: Record<MessageId, string> = {
  ...esAccounts,
  ...esBlog,
  ...esCommon,
  ...esDashboard,
  ...esGrammar,
  ...esNumbers,
  ...esOffline,
  ...esPatterns,
  ...esPractice,
  ...esProgress,
  ...esReview,
  ...esSentences,
  ...esShell,
  ...esUtoaztecan,
  ...esVocabularies,
  ...esWords,
};

/** Each interface language's catalog. */
export const CATALOGS = { en: EN_MESSAGES, es: ES_MESSAGES } satisfies Record<Locale, Record<MessageId, string>>;

declare global {
  // Types react-intl's message ids (`formatMessage({ id })`, `<FormattedMessage id>`) as the catalog's keys.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
