import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EXPORT_VERSION, wordExportApi } from '../../../contract/api/word-export';
import { WordExport, WordExportVersion, type ExportWord } from '../../../contract/word-export';
import { wordsApi } from '../../../contract/api/words';
import type { ReadCache } from '../../db/read-cache';
import type { AnnotationRow, WordRow } from '../../db/tables';
import { cachedRead } from '../../http/cached-reads';
import { encodeForEveryDevice } from '../../http/compression';
import { errors } from '../../http/errors';
import { apiRoute, type ApiRoute } from '../../http/routes';
import type { ExportQueries } from './export-queries';
import { presentWord } from './presenter';

const NOT_A_VERSION = 'Must be a version given by the export.';

const ExportQuery = z.object({
  since: z
    .string()
    .regex(EXPORT_VERSION)
    .optional()
    .describe('A `version` this export gave before: only the words changed after it, and the ids removed since'),
});

/** A version token split into the database's epoch and its counter. */
function parseVersion(token: string): { epoch: string; n: number } | null {
  const parts = EXPORT_VERSION.exec(token);
  return parts ? { epoch: parts[1]!, n: Number(parts[2]) } : null;
}

/** `?since=`: a version the export gave, else a 400 naming it; null when absent. */
function requireSince(query: Record<string, unknown>): { epoch: string; n: number } | null {
  if (query.since === undefined) return null;
  const since = typeof query.since === 'string' ? parseVersion(query.since) : null;
  if (since === null) throw errors.invalid({ since: [NOT_A_VERSION] });
  return since;
}

/** Words presented as the detail call does, with the stored forms of an irregular verb. */
function exportWords(rows: WordRow[], annotations: AnnotationRow[]): ExportWord[] {
  const byWord = new Map<number, AnnotationRow[]>();
  for (const annotation of annotations)
    byWord.set(annotation.nahuatl, [...(byWord.get(annotation.nahuatl) ?? []), annotation]);
  return rows.map((row) => {
    // The tense table is left out: a device makes it from the word and its stored forms with the
    // same language core (decision 073), and it is most of a verb's bytes.
    const { tenses: _table, ...word } = presentWord(row, byWord.get(row.id) ?? []);
    return { ...word, overrides: row.overrides ? (JSON.parse(row.overrides) as ExportWord['overrides']) : null };
  });
}

/**
 * The dictionary for offline use (issue 32, decision 054): the whole export or the difference
 * since a device's version, and the version alone with the whole export's compressed size, so
 * a device knows whether it is current, and what a first download weighs, before fetching it.
 * Both are reads of the dictionary's cache (decision 017): ETag, 304, compressed bytes kept.
 */
export function wordExportRoutes(queries: ExportQueries, cache: ReadCache): ApiRoute<any, any>[] {
  async function exportAt(version: string, since: { epoch: string; n: number } | null): Promise<WordExport> {
    const current = parseVersion(version);
    // Another database's version, or one ahead of this one (a restored copy), cannot be answered by difference.
    const after = since && current && since.epoch === current.epoch && since.n <= current.n ? since.n : null;
    const [rows, annotations, removed] = await Promise.all([
      queries.words(after),
      queries.annotations(after),
      after === null ? [] : queries.removed(after),
    ]);
    return { version, full: after === null, words: exportWords(rows, annotations), removed };
  }

  /**
   * The whole export's size in brotli at `version`: its bytes kept by the cache under the keys
   * a request of the export itself uses, so a download after this check is not computed again.
   */
  async function wholeExportBytes(version: string): Promise<number> {
    const whole = await cache.answer(wordExportApi.url, version, async () =>
      Buffer.from(JSON.stringify(await exportAt(version, null))),
    );
    return (await cache.answer(`br ${wordExportApi.url}`, version, async () => encodeForEveryDevice(whole, 'br')))
      .length;
  }

  return [
    apiRoute({
      method: 'GET',
      url: wordExportApi.url,
      tag: wordsApi.tag,
      summary:
        'The dictionary for offline use: every word, or with `since` the words changed and the ids removed since',
      query: ExportQuery,
      response: WordExport,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const since = requireSince(request.query as Record<string, unknown>);
        return cachedRead(cache, request, reply, (version) => exportAt(version, since), encodeForEveryDevice);
      },
    }),
    apiRoute({
      method: 'GET',
      url: wordExportApi.version,
      tag: wordsApi.tag,
      summary: "The dictionary's current version, its number of words, and the whole export's compressed size",
      response: WordExportVersion,
      handler: async (request: FastifyRequest, reply: FastifyReply) =>
        cachedRead(cache, request, reply, async (version): Promise<WordExportVersion> => ({
          version,
          words: await queries.count(),
          bytes: await wholeExportBytes(version),
        })),
    }),
  ];
}
