import { Readable } from 'node:stream';
import type { z } from 'zod';
import { pageOf } from '../../../contract/common';
import { reviewApi } from '../../../contract/api/review';
import {
  AnsweredCard,
  DueCards,
  DueQuery,
  LogQuery,
  ReviewAnswer,
  ReviewLogEntry,
  ReviewSettings,
  ReviewSettingsPatch,
  ReviewStats,
} from '../../../contract/review';
import { answer, dayIn, memoryOf, schedulerFor } from '../../../contract/review-schedule';
import type { ParsedFilter } from '../../db/filters';
import { JSON_TYPE } from '../../http/cached-reads';
import { keptEncoding } from '../../http/compression';
import { csvRows } from '../../http/csv';
import { errors } from '../../http/errors';
import { requireFilters, requireQuery } from '../../http/filters';
import { listQuery } from '../../http/openapi';
import { paginate, requirePaging } from '../../http/paging';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import { cardRoutes, learner } from './card-routes';
import { CLOCK_SKEW_MS } from './cards';
import type { AnswerSchedule } from './deck-writes';
import { dueList } from './due';
import { dueAnswers } from './due-answers';
import { LOG_FILTERS } from './log-queries';
import { LOG_CSV_COLUMNS, presentCards, presentLog } from './presenter';
import type { ReviewRepository } from './repository';
import { reviewStats } from './stats';

const { tag } = reviewApi;
const EXPORT_BATCH = 2000;

/**
 * The review deck's calls (issue 31, decision 042): a learner's cards, what is due now,
 * answers (recorded once per `answer_id`), the log and its CSV export, the figures of
 * /progress and the settings. Everything is the signed-in learner's own.
 */
export function reviewRoutes(repository: ReviewRepository): ApiRoute<any, any>[] {
  const clock = () => new Date();
  return [
    ...cardRoutes(repository, clock),
    dueRoute(repository, clock),
    answerRoute(repository, clock),
    logRoute(repository),
    ...progressRoutes(repository, clock),
  ];
}

/** What is due now, kept per learner and `limit` while their deck does not change (decision 042). */
function dueRoute(repository: ReviewRepository, clock: () => Date): ApiRoute<any, any> {
  const dueCache = dueAnswers();
  return apiRoute({
    method: 'GET',
    url: reviewApi.due,
    tag,
    summary:
      'The cards to study now: learning cards, due reviews within the day’s limit, then new cards within the day’s',
    query: DueQuery.params,
    response: DueCards,
    handler: async (request, reply) => {
      const me = learner(request);
      const { limit } = requireQuery(request.query as Record<string, unknown>, DueQuery, {}).params;
      const version = await repository.deckVersion(me.id);
      const kept = await dueCache.answer(`${me.id}:${limit}`, version, clock(), async (moment) => {
        const { answer, until } = await dueList(repository, me.id, limit, moment);
        return { body: Buffer.from(JSON.stringify(answer)), until };
      });
      reply.type(JSON_TYPE);
      return keptEncoding(request, reply, kept.body, kept.encoded);
    },
  });
}

/**
 * How an answer schedules its card, once the card is locked: at the time the client gives
 * (never later than the server's clock allows, never before the card's last review), or now.
 */
function answerSchedule(
  body: z.output<typeof ReviewAnswer>,
  settings: ReviewSettings,
  clock: () => Date,
): AnswerSchedule {
  const given = body.answered_at === undefined ? null : new Date(body.answered_at);
  if (given !== null && given.getTime() > clock().getTime() + CLOCK_SKEW_MS)
    throw errors.invalid({ answered_at: ['This time is in the future.'] });
  const scheduler = schedulerFor(settings);
  return (card) => {
    const memory = memoryOf(card);
    const last = memory.last_review === null ? null : new Date(memory.last_review);
    if (given !== null && last !== null && given < last) {
      throw errors.invalid({ answered_at: ['This card was answered later than this already.'] });
    }
    if (given !== null && given < new Date(card.created_at)) {
      throw errors.invalid({ answered_at: ['This time is before the card was made.'] });
    }
    // An answer sent now is answered when its card is locked: one from another tab that got
    // the lock first is the earlier (never later, whatever the instances' clocks say).
    const now = clock();
    const at = given ?? (last !== null && last > now ? last : now);
    return {
      scheduled: answer(memory, body.rating, at, scheduler),
      day: dayIn(at, settings.time_zone),
      log: { answer: body.answer, elapsed_ms: body.elapsed_ms },
    };
  };
}

function answerRoute(repository: ReviewRepository, clock: () => Date): ApiRoute<any, any> {
  return apiRoute({
    method: 'POST',
    url: reviewApi.answer(':id'),
    tag,
    summary: 'Rate your answer to a card: the card is scheduled by FSRS and the answer logged, once per `answer_id`',
    params: IdParams,
    body: ReviewAnswer,
    response: AnsweredCard,
    handler: async (request, _reply, { params, body }) => {
      const me = learner(request);
      const schedule = answerSchedule(body, await repository.settings(me.id), clock);
      const result = await repository.answer(me.id, params.id, body.answer_id, schedule);
      const [card] = result?.card ? await presentCards([result.card], repository) : [];
      if (!result || !card) throw errors.notFound();
      return { card, log: presentLog(result.log) };
    },
  });
}

/** The learner's log, a page at a time or (`format=csv`) all of it as a download. */
function logRoute(repository: ReviewRepository): ApiRoute<any, any> {
  /** The log as CSV, read in batches by id so that a long history never sits in memory at once. */
  async function* csvLines(owner: number, filters: ParsedFilter[]) {
    yield csvRows([LOG_CSV_COLUMNS]);
    let after = 0;
    for (;;) {
      const rows = await repository.logs(owner, filters, EXPORT_BATCH, 0, after);
      if (rows.length === 0) return;
      yield csvRows(
        rows.map((row) => {
          const entry = presentLog(row);
          return LOG_CSV_COLUMNS.map((column) => entry[column]);
        }),
      );
      after = rows[rows.length - 1]!.id;
    }
  }

  return apiRoute({
    method: 'GET',
    url: reviewApi.log,
    tag,
    summary: 'Your answers, oldest first (read-only); `format=csv` downloads all of them',
    query: listQuery(LogQuery.filters).extend(LogQuery.params.shape),
    response: pageOf(ReviewLogEntry),
    handler: async (request, reply) => {
      const me = learner(request);
      const query = request.query as Record<string, unknown>;
      const { filters, params } = requireQuery(query, LogQuery, LOG_FILTERS);
      if (params.format === 'csv') {
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="review-log.csv"')
          .header('cache-control', 'no-store');
        return reply.send(Readable.from(csvLines(me.id, filters)));
      }
      const count = () => repository.logCount(me.id, filters);
      const list = (limit: number, offset: number) => repository.logs(me.id, filters, limit, offset);
      return paginate(request, requirePaging(query), { count, list }, presentLog);
    },
  });
}

/** The figures of /progress, and the settings. */
function progressRoutes(repository: ReviewRepository, clock: () => Date): ApiRoute<any, any>[] {
  return [
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
        return reviewStats(repository, me.id, clock());
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
}
