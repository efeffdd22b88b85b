import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { pageOf } from '../../../contract/common';
import { REVIEW_CARD_FILTERS, REVIEW_LOG_FILTERS, reviewApi } from '../../../contract/api/review';
import {
  AnsweredCard,
  DueCards,
  GuestDeck,
  MergedDeck,
  RemovedCards,
  RemoveVocabularyCards,
  ReviewAnswer,
  ReviewCard,
  ReviewCardCreate,
  ReviewLogEntry,
  ReviewSettings,
  ReviewSettingsPatch,
  ReviewStats,
  VocabularyCardsCreated,
} from '../../../contract/review';
import { answer, dayIn, schedulerFor } from '../../../contract/review-schedule';
import { JSON_TYPE } from '../../http/cached-reads';
import { keptEncoding } from '../../http/compression';
import { errors } from '../../http/errors';
import { requireFilters } from '../../http/filters';
import { listQuery } from '../../http/openapi';
import { paginate, requirePaging } from '../../http/paging';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import type { SessionUser } from '../../http/session-store';
import { cardRow, guestCardRows, vocabularyCardRows } from './cards';
import { dueList } from './due';
import { dueAnswers } from './due-answers';
import { LOG_CSV_COLUMNS, memoryOf, presentCards, presentLog } from './presenter';
import { cardFilters, LOG_FILTERS, type ReviewRepository } from './repository';
import { reviewStats } from './stats';

const { tag } = reviewApi;
/** How far ahead of the server's clock an answer's time may be (clocks differ a little). */
const CLOCK_SKEW_MS = 5 * 60_000;
const EXPORT_BATCH = 2000;

const DueQuery = z.object({
  limit: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(200, 'Ensure this value is less than or equal to 200.')
    .default(20),
});

/** The signed-in learner: the deck is theirs alone, and a guest has none (403). */
function learner(request: { user: SessionUser | null }): SessionUser {
  if (request.user === null) throw errors.notAuthenticated();
  return request.user;
}

/**
 * The review deck's calls (issue 31, decision 042): a learner's cards, what is due now,
 * answers (recorded once per `answer_id`), the log and its CSV export, the figures of
 * /progress and the settings. Everything is the signed-in learner's own.
 */
export function reviewRoutes(repository: ReviewRepository): ApiRoute<any, any>[] {
  const now = () => new Date();
  const dueCache = dueAnswers();

  async function requireCard(owner: number, id: number) {
    const row = await repository.card(owner, id);
    if (!row) throw errors.notFound();
    return row;
  }
  const readCardFilters = (request: { query: unknown }, owner: number, also: string[] = []) =>
    requireFilters(
      request.query as Record<string, unknown>,
      REVIEW_CARD_FILTERS,
      cardFilters(owner, () => now().toISOString()),
      also,
    );

  return [
    apiRoute({
      method: 'GET',
      url: reviewApi.cards,
      tag,
      summary: 'Your review cards, soonest due first; `due=true`: those due now',
      query: listQuery(REVIEW_CARD_FILTERS),
      response: pageOf(ReviewCard),
      handler: async (request) => {
        const me = learner(request);
        const paging = requirePaging(request.query as Record<string, unknown>);
        const filters = readCardFilters(request, me.id);
        const page = await paginate(
          request,
          paging,
          {
            count: () => repository.count(me.id, filters),
            list: (limit, offset) => repository.list(me.id, filters, limit, offset),
          },
          (row) => row,
        );
        return { ...page, results: await presentCards(page.results, repository) };
      },
    }),
    apiRoute({
      method: 'GET',
      url: `${reviewApi.cards}count/`,
      tag,
      summary: 'How many of your review cards match the filters',
      query: listQuery(REVIEW_CARD_FILTERS).omit({ page: true, page_size: true }),
      response: z.number().int(),
      handler: async (request) => {
        const me = learner(request);
        return repository.count(me.id, readCardFilters(request, me.id));
      },
    }),
    apiRoute({
      method: 'GET',
      url: reviewApi.due,
      tag,
      summary:
        'The cards to study now: learning cards, due reviews within the day’s limit, then new cards within the day’s',
      query: DueQuery,
      response: DueCards,
      handler: async (request, reply) => {
        const me = learner(request);
        const parsed = DueQuery.safeParse(request.query);
        if (!parsed.success)
          throw errors.invalid({ limit: [parsed.error.issues[0]?.message ?? 'A valid integer is required.'] });
        const unknown = Object.keys(request.query as object).filter((name) => name !== 'limit');
        if (unknown.length > 0)
          throw errors.invalid(Object.fromEntries(unknown.map((name) => [name, ['Unknown filter. Allowed: limit.']])));
        const { limit } = parsed.data;
        const at = now();
        const key = `${me.id}:${limit}`;
        const version = await repository.deckVersion(me.id);
        const kept = await dueCache.answer(key, version, at, async (moment) => {
          const { answer, until } = await dueList(repository, me.id, limit, moment);
          return { body: Buffer.from(JSON.stringify(answer)), until };
        });
        reply.type(JSON_TYPE);
        return keptEncoding(request, reply, kept.body, kept.encoded);
      },
    }),
    apiRoute({
      method: 'POST',
      url: reviewApi.cards,
      tag,
      summary:
        'Add a card to your review (200 with the one you had), or every card of a vocabulary’s words (`vocabulary`, `kinds`, `tenses`)',
      body: ReviewCardCreate,
      response: z.union([ReviewCard, VocabularyCardsCreated]),
      status: 201,
      handler: async (request, reply, { body }) => {
        const me = learner(request);
        const at = now();
        if (body.vocabulary !== undefined) {
          const words = await repository.vocabularyWords(body.vocabulary, me.id);
          if (words === undefined)
            throw errors.invalid({ vocabulary: [`Invalid pk "${body.vocabulary}" - object does not exist.`] });
          const rows = vocabularyCardRows(me.id, words, body.kinds, body.tenses, at);
          const created = await repository.insertCards(me.id, rows);
          return { created, existing: rows.length - created };
        }
        const row = await cardRow(me.id, body, at, repository);
        const created = await repository.insertCards(me.id, [row]);
        const stored = await repository.cardByKey(me.id, row.card_key);
        if (!stored) throw errors.notFound();
        const [card] = await presentCards([stored], repository);
        return created === 0 ? reply.code(200).send(card) : card;
      },
    }),
    apiRoute({
      method: 'POST',
      url: reviewApi.remove,
      tag,
      summary: 'Remove your cards of a vocabulary’s words',
      body: RemoveVocabularyCards,
      response: RemovedCards,
      handler: async (request, _reply, { body }) => ({
        removed: await repository.removeVocabulary(learner(request).id, body.vocabulary),
      }),
    }),
    apiRoute({
      method: 'POST',
      url: reviewApi.merge,
      tag,
      summary:
        'Add the deck you kept as a guest to your account’s: nothing is lost, and an answer already logged counts once',
      body: GuestDeck,
      response: MergedDeck,
      handler: async (request, _reply, { body }) => {
        const me = learner(request);
        const { rows, skipped } = await guestCardRows(me.id, body.cards, repository);
        return { ...(await repository.merge(me.id, rows)), skipped };
      },
    }),
    apiRoute({
      method: 'GET',
      url: reviewApi.card(':id'),
      tag,
      summary: 'One of your cards',
      params: IdParams,
      response: ReviewCard,
      handler: async (request, _reply, { params }) => {
        const [card] = await presentCards([await requireCard(learner(request).id, params.id)], repository);
        return card;
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: reviewApi.card(':id'),
      tag,
      summary: 'Remove one of your cards (its answers stay in your log)',
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        if (!(await repository.remove(learner(request).id, params.id))) throw errors.notFound();
      },
    }),
    apiRoute({
      method: 'POST',
      url: reviewApi.answer(':id'),
      tag,
      summary: 'Rate your answer to a card: the card is scheduled by FSRS and the answer logged, once per `answer_id`',
      params: IdParams,
      body: ReviewAnswer,
      response: AnsweredCard,
      handler: async (request, _reply, { params, body }) => {
        const me = learner(request);
        const settings = await repository.settings(me.id);
        const given = body.answered_at === undefined ? null : new Date(body.answered_at);
        if (given !== null && given.getTime() > now().getTime() + CLOCK_SKEW_MS)
          throw errors.invalid({ answered_at: ['This time is in the future.'] });
        const scheduler = schedulerFor(settings);
        const result = await repository.answer(me.id, params.id, body.answer_id, (card) => {
          const memory = memoryOf(card);
          const last = memory.last_review === null ? null : new Date(memory.last_review);
          if (given !== null && last !== null && given < last) {
            throw errors.invalid({ answered_at: ['This card was answered later than this already.'] });
          }
          // An answer sent now is answered when its card is locked: one from another tab that got
          // the lock first is the earlier (never later, whatever the instances' clocks say).
          const at = given ?? (last !== null && last > now() ? last : now());
          return {
            scheduled: answer(memory, body.rating, at, scheduler),
            day: dayIn(at, settings.time_zone),
            log: { answer: body.answer, elapsed_ms: body.elapsed_ms },
          };
        });
        if (!result) throw errors.notFound();
        const [card] = result.card ? await presentCards([result.card], repository) : [];
        if (!card) throw errors.notFound();
        return { card, log: presentLog(result.log) };
      },
    }),
    apiRoute({
      method: 'GET',
      url: reviewApi.log,
      tag,
      summary: 'Your answers, oldest first (read-only); `format=csv` downloads all of them',
      query: listQuery(REVIEW_LOG_FILTERS).extend({ format: z.enum(['json', 'csv']).optional() }),
      response: pageOf(ReviewLogEntry),
      handler: async (request, reply) => {
        const me = learner(request);
        const query = request.query as Record<string, unknown>;
        const format = query.format ?? 'json';
        if (format !== 'json' && format !== 'csv') throw errors.invalid({ format: ['Must be json or csv.'] });
        const filters = requireFilters(query, REVIEW_LOG_FILTERS, LOG_FILTERS, ['format']);
        if (format === 'csv') {
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="review-log.csv"')
            .header('cache-control', 'no-store');
          return reply.send(Readable.from(csvLines(me.id, filters)));
        }
        const paging = requirePaging(query);
        return paginate(
          request,
          paging,
          {
            count: () => repository.logCount(me.id, filters),
            list: (limit, offset) => repository.logs(me.id, filters, limit, offset),
          },
          presentLog,
        );
      },
    }),
    apiRoute({
      method: 'GET',
      url: reviewApi.stats,
      tag,
      summary:
        'The figures of your progress: streak, answers per day, cards due per day, true retention, cards by state, vocabularies known',
      response: ReviewStats,
      handler: async (request) => {
        const me = learner(request);
        requireFilters(request.query as Record<string, unknown>, {}, {});
        return reviewStats(repository, me.id, now());
      },
    }),
    apiRoute({
      method: 'GET',
      url: reviewApi.settings,
      tag,
      summary: 'Your review settings',
      response: ReviewSettings,
      handler: async (request) => repository.settings(learner(request).id),
    }),
    apiRoute({
      method: 'PATCH',
      url: reviewApi.settings,
      tag,
      summary: 'Change your review settings',
      body: ReviewSettingsPatch,
      response: ReviewSettings,
      handler: async (request, _reply, { body }) => {
        const me = learner(request);
        const settings = { ...(await repository.settings(me.id)), ...body };
        await repository.saveSettings(me.id, settings);
        return settings;
      },
    }),
  ];

  /** The log as CSV, read in batches by id so that a long history never sits in memory at once. */
  async function* csvLines(owner: number, filters: Parameters<ReviewRepository['logs']>[1]) {
    yield stringify([LOG_CSV_COLUMNS as unknown as string[]]);
    let after = 0;
    for (;;) {
      const rows = await repository.logs(owner, filters, EXPORT_BATCH, 0, after);
      if (rows.length === 0) return;
      yield stringify(rows.map((row) => LOG_CSV_COLUMNS.map((column) => presentLog(row)[column])));
      after = rows[rows.length - 1]!.id;
    }
  }
}
