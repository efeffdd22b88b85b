import { z } from 'zod';
import { pageOf } from '../../../contract/common';
import { reviewApi } from '../../../contract/api/review';
import {
  GuestDeck,
  MergedDeck,
  RemovedCards,
  RemoveVocabularyCards,
  ReviewCard,
  ReviewCardCreate,
  ReviewCardsQuery,
  VocabularyCardsCreated,
} from '../../../contract/review';
import { doesNotExist, errors } from '../../http/errors';
import { requireQuery } from '../../http/filters';
import { listQuery } from '../../http/openapi';
import { paginate, requirePaging } from '../../http/paging';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import type { SessionUser } from '../../http/session-store';
import { cardFilters } from './card-queries';
import { cardRow, guestCardRows, vocabularyCardRows } from './cards';
import { presentCards } from './presenter';
import type { ReviewRepository } from './repository';

const { tag } = reviewApi;

/** The signed-in learner: the deck is theirs alone, and a guest has none (403). */
export function learner(request: { user: SessionUser | null }): SessionUser {
  if (request.user === null) throw errors.notAuthenticated();
  return request.user;
}

/** The learner's cards as a list and its `count/`: the card filters, read against the clock. */
function cardListRoutes(repository: ReviewRepository, clock: () => Date): ApiRoute<any, any>[] {
  const readFilters = (request: { query: unknown }, owner: number) =>
    requireQuery(request.query as Record<string, unknown>, ReviewCardsQuery, cardFilters(owner, () => clock().toISOString()))
      .filters;
  return [
    apiRoute({
      method: 'GET',
      url: reviewApi.cards,
      tag,
      summary: 'Your review cards, soonest due first; `due=true`: those due now',
      query: listQuery(ReviewCardsQuery.filters),
      response: pageOf(ReviewCard),
      handler: async (request) => {
        const me = learner(request);
        const paging = requirePaging(request.query as Record<string, unknown>);
        const filters = readFilters(request, me.id);
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
      query: listQuery(ReviewCardsQuery.filters).omit({ page: true, page_size: true }),
      response: z.number().int(),
      handler: async (request) => {
        const me = learner(request);
        return repository.count(me.id, readFilters(request, me.id));
      },
    }),
  ];
}

/** Adding cards: one, or every card of a vocabulary's words, or a guest's deck at sign-up. */
function cardCreationRoutes(repository: ReviewRepository, clock: () => Date): ApiRoute<any, any>[] {
  return [
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
        const at = clock();
        if (body.vocabulary !== undefined) {
          const words = await repository.vocabularyWords(body.vocabulary, me.id);
          if (words === undefined) throw errors.invalid({ vocabulary: [doesNotExist(body.vocabulary)] });
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
      url: reviewApi.merge,
      tag,
      summary:
        'Add the deck you kept as a guest to your account’s: nothing is lost, and an answer already logged counts once',
      body: GuestDeck,
      response: MergedDeck,
      handler: async (request, _reply, { body }) => {
        const me = learner(request);
        const { rows, skipped } = await guestCardRows(me.id, body.cards, clock(), repository);
        return { ...(await repository.merge(me.id, rows)), skipped };
      },
    }),
  ];
}

/** One card read or removed, and a vocabulary's cards removed. */
function cardRecordRoutes(repository: ReviewRepository): ApiRoute<any, any>[] {
  return [
    apiRoute({
      method: 'GET',
      url: reviewApi.card(':id'),
      tag,
      summary: 'One of your cards',
      params: IdParams,
      response: ReviewCard,
      handler: async (request, _reply, { params }) => {
        const row = await repository.card(learner(request).id, params.id);
        if (!row) throw errors.notFound();
        const [card] = await presentCards([row], repository);
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
      url: reviewApi.remove,
      tag,
      summary: 'Remove your cards of a vocabulary’s words',
      body: RemoveVocabularyCards,
      response: RemovedCards,
      handler: async (request, _reply, { body }) => {
        const me = learner(request);
        // A vocabulary the learner may not see is answered as one that does not exist, as when adding its cards.
        if (!(await repository.vocabularyVisible(body.vocabulary, me.id)))
          throw errors.invalid({ vocabulary: [doesNotExist(body.vocabulary)] });
        return { removed: await repository.removeVocabulary(me.id, body.vocabulary) };
      },
    }),
  ];
}

/** The learner's cards (issue 31): listed, counted, added, read and removed. */
export function cardRoutes(repository: ReviewRepository, clock: () => Date): ApiRoute<any, any>[] {
  return [
    ...cardListRoutes(repository, clock),
    ...cardCreationRoutes(repository, clock),
    ...cardRecordRoutes(repository),
  ];
}
