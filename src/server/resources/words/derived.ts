import { createHash } from 'node:crypto';
import { ENGINE_PROBES, ENGINE_VERSION, foldNahuatl, indexKeys, spellingKey, tensesFor } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { createSetting, readSetting, writeSetting } from '../../db/settings';
import type { WordRow } from '../../db/tables';
import { bumpDictionaryVersion } from '../../db/read-cache';
import { reindex, updateDerived } from './form-index';
import { wordInputOf } from './word-rows';
import { wordValues } from './values';

/** The `app_setting` that names the engine the stored derived data was computed with. */
export const ENGINE_SETTING = 'dictionary_engine';

/** Rows per batch when the derived data is recomputed. */
const BATCH = 2000;

/**
 * The engine the server runs, as stored beside the derived data: the language core's
 * ENGINE_VERSION and a digest of what it derives from a few probe entries, so a change to
 * the engine that forgot to raise the version is still noticed.
 */
export function engineFingerprint(): string {
  const derived = ENGINE_PROBES.map((verb) => [
    foldNahuatl(verb.word),
    spellingKey(verb.word),
    tensesFor(verb),
    indexKeys(verb),
  ]);
  return `${ENGINE_VERSION}.${createHash('sha256').update(JSON.stringify(derived)).digest('hex').slice(0, 16)}`;
}

/**
 * Makes the dictionary's derived data that of the engine running now (decision 020). The
 * folded spelling, spelling key, folded definitions and tense table of each word, and the
 * keys of its indexed forms in `word_form`, are computed when a word is written;
 * `app_setting` keeps the fingerprint of the engine that computed them. When it differs from
 * {@link engineFingerprint} (or is missing: a dictionary from before decision 020) every
 * word's derived data is computed again, in one transaction, before the server answers
 * anything: a changed engine never serves stale tense tables or finds words by forms it no
 * longer makes. The triggers of `data_version` see the rewrite, so every read cache starts
 * afresh.
 *
 * Two instances starting at once: the second waits for the first's transaction (the setting's
 * row is locked first) and then finds the fingerprint current. Returns how many words were
 * recomputed, or null when nothing needed it.
 */
export async function refreshDerivedData(db: Db, log: (message: string) => void = () => {}): Promise<number | null> {
  const fingerprint = engineFingerprint();
  if ((await readSetting(db.kysely, ENGINE_SETTING)) === fingerprint) return null;
  return db.kysely.transaction().execute(async (trx) => {
    // A write first: it takes SQLite's write lock now, and on PostgreSQL the row exists to lock.
    await createSetting(trx, ENGINE_SETTING, '');
    const before = await readSetting(trx, ENGINE_SETTING, db.dialect);
    if (before === fingerprint) return null;

    const { n } = await trx
      .selectFrom('nahuatl_word')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const total = Number(n);
    if (total > 0) {
      log(
        `The language engine changed (${before || 'unknown'} → ${fingerprint}): recomputing the tense tables and forms of ${total} words.`,
      );
    }
    await trx.deleteFrom('word_form').execute();
    let after = 0;
    for (;;) {
      const rows: WordRow[] = await trx
        .selectFrom('nahuatl_word')
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      await updateDerived(
        trx,
        db.dialect,
        rows.map((row) => ({ id: row.id, ...wordValues(wordInputOf(row)) })),
      );
      await reindex(trx, db.dialect, rows, true);
      after = rows[rows.length - 1]!.id;
    }
    // Forms can change where no row of nahuatl_word did: every instance's read cache starts afresh.
    await bumpDictionaryVersion(trx);
    await writeSetting(trx, ENGINE_SETTING, fingerprint);
    return total;
  });
}
