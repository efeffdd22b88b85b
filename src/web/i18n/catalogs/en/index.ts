/** The English texts (SPEC.md's), keyed by message id: the catalog that defines the ids. */
import accounts from './accounts.json';
import blog from './blog.json';
import common from './common.json';
import dashboard from './dashboard.json';
import grammar from './grammar.json';
import grammarHelp from './grammar-help.json';
import moderation from './moderation.json';
import numbers from './numbers.json';
import offline from './offline.json';
import patterns from './patterns.json';
import practice from './practice.json';
import progress from './progress.json';
import recordings from './recordings.json';
import review from './review.json';
import sentences from './sentences.json';
import shell from './shell.json';
import utoaztecan from './utoaztecan.json';
import vocabularies from './vocabularies.json';
import words from './words.json';

export default {
  ...accounts,
  ...blog,
  ...common,
  ...dashboard,
  ...grammar,
  ...grammarHelp,
  ...moderation,
  ...numbers,
  ...offline,
  ...patterns,
  ...practice,
  ...progress,
  ...recordings,
  ...review,
  ...sentences,
  ...shell,
  ...utoaztecan,
  ...vocabularies,
  ...words,
};
