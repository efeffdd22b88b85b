import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Db } from './database';
import { contextFor, type MigrationContext } from './migrations/context';
import * as accounts from './migrations/001-accounts';
import * as dictionary from './migrations/002-dictionary';
import * as vocabularies from './migrations/003-vocabularies';
import * as wordOrder from './migrations/004-word-order-index';
import * as hardening from './migrations/005-hardening';
import * as patterns from './migrations/006-patterns';
import * as blog from './migrations/007-blog';
import * as utoAztecan from './migrations/008-utoaztecan';
import * as cognateWords from './migrations/009-cognate-words';
import * as loanwords from './migrations/010-loanwords';
import * as readSpeed from './migrations/011-read-speed';
import * as wordVariant from './migrations/012-word-variant';
import * as utoAztecanSearch from './migrations/014-utoaztecan-search';
import * as wordFormsPerWord from './migrations/015-word-forms-per-word';
import * as spellingPlainIndex from './migrations/016-spelling-plain-index';
import * as wordFormsByteOrder from './migrations/017-word-forms-byte-order';
import * as sentenceTextIndex from './migrations/018-sentence-text-index';
import * as writeLimitAndUsernameSkeleton from './migrations/019-write-limit-and-username-skeleton';
import * as userLanguage from './migrations/020-user-language';
import * as contentLanguage from './migrations/021-content-language';
import * as review from './migrations/022-review';
import * as reviewSpeed from './migrations/023-review-speed';
import * as patternWords from './migrations/024-pattern-words';
import * as sentenceWords from './migrations/025-sentence-translation-words';
import * as reviewVersion from './migrations/026-review-version';
import * as categorySpanishGloss from './migrations/027-category-spanish-gloss';
import * as userAlphabet from './migrations/028-user-alphabet';
import * as wordChanges from './migrations/029-word-changes';
import * as vocabularySource from './migrations/030-vocabulary-source';
import * as ambitransitive from './migrations/031-ambitransitive';
import * as recordings from './migrations/032-recordings';

type ContextMigration = { up(db: Kysely<unknown>, context: MigrationContext): Promise<void> };

/** Forward-only, numbered migrations, run in order on start. */
const MIGRATIONS: Record<string, ContextMigration> = {
  '001-accounts': accounts,
  '002-dictionary': dictionary,
  '003-vocabularies': vocabularies,
  '004-word-order-index': wordOrder,
  '005-hardening': hardening,
  '006-patterns': patterns,
  '007-blog': blog,
  '008-utoaztecan': utoAztecan,
  '009-cognate-words': cognateWords,
  '010-loanwords': loanwords,
  '011-read-speed': readSpeed,
  '012-word-variant': wordVariant,
  // 013 was reserved for a migration that was never written; numbers only grow, so it stays unused.
  '014-utoaztecan-search': utoAztecanSearch,
  '015-word-forms-per-word': wordFormsPerWord,
  '016-spelling-plain-index': spellingPlainIndex,
  '017-word-forms-byte-order': wordFormsByteOrder,
  '018-sentence-text-index': sentenceTextIndex,
  '019-write-limit-and-username-skeleton': writeLimitAndUsernameSkeleton,
  '020-user-language': userLanguage,
  '021-content-language': contentLanguage,
  '022-review': review,
  '023-review-speed': reviewSpeed,
  '024-pattern-words': patternWords,
  '025-sentence-translation-words': sentenceWords,
  '026-review-version': reviewVersion,
  '027-category-spanish-gloss': categorySpanishGloss,
  '028-user-alphabet': userAlphabet,
  '029-word-changes': wordChanges,
  '030-vocabulary-source': vocabularySource,
  '031-ambitransitive': ambitransitive,
  '032-recordings': recordings,
};

/**
 * Brings the schema up to date; throws with the failing migration's name. `allowUnordered`
 * (tests only) runs a migration whose record was removed though later ones ran, to replay
 * one migration on a database that has the others.
 */
export async function migrateToLatest(db: Db, { allowUnordered = false } = {}): Promise<void> {
  const context = contextFor(db.dialect);
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, migration]) => [
      name,
      { up: (k: Kysely<unknown>) => migration.up(k, context) },
    ]),
  );
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: allowUnordered,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
