import type { FastifyRequest } from 'fastify';
import { wordsApi } from '../../../contract/api/words';
import { Annotation, AnnotationCreate, AnnotationPatch } from '../../../contract/words';
import { isUniqueViolation } from '../../db/database';
import type { AnnotationRow } from '../../db/tables';
import { doesNotExist, errors } from '../../http/errors';
import { authorize } from '../../http/policy';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import { presentAnnotation } from './presenter';
import type { WordRepository } from './repository';

const ALREADY_ANNOTATED = 'You have already annotated this word.';

/**
 * Annotations (SPEC.md §7 "Annotations"): staff add one note per word, and its author
 * alone rewrites or removes it (DESIGN.md §4: staff have no power over another's record).
 */
export function annotationRoutes(words: WordRepository): ApiRoute<any, any>[] {
  /** The annotation, when the one asking may do `action` to it: they wrote it. */
  async function requireOwnAnnotation(
    request: FastifyRequest,
    action: 'update' | 'delete',
    id: number,
  ): Promise<AnnotationRow> {
    const row = await words.getAnnotation(id);
    if (!row) throw errors.notFound();
    authorize(request.user, action, { owner: row.owner });
    return row;
  }

  return [
    apiRoute({
      method: 'POST',
      url: wordsApi.annotations,
      tag: wordsApi.tag,
      summary: 'Annotate a word (staff; one annotation per editor and word)',
      body: AnnotationCreate,
      response: Annotation,
      status: 201,
      handler: async (request, _reply, { body }) => {
        authorize(request.user, 'create', wordsApi.guard);
        const owner = request.user!.id;
        if (!(await words.getById(body.nahuatl))) {
          throw errors.invalid({ nahuatl: [doesNotExist(body.nahuatl)] });
        }
        const already = () => errors.invalid({ nahuatl: [ALREADY_ANNOTATED] });
        if (await words.findAnnotation(body.nahuatl, owner)) throw already();
        const row = await words
          .createAnnotation({ nahuatl: body.nahuatl, owner, definition: body.definition })
          .catch((error: unknown) => {
            // Two requests at once both pass the check above; the unique index decides.
            if (isUniqueViolation(error)) throw already();
            throw error;
          });
        return presentAnnotation(row);
      },
    }),
    apiRoute({
      method: 'PATCH',
      url: wordsApi.annotation(':id'),
      tag: wordsApi.tag,
      summary: 'Rewrite an annotation (its author)',
      params: IdParams,
      body: AnnotationPatch,
      response: Annotation,
      handler: async (request, _reply, { params, body }) => {
        const row = await requireOwnAnnotation(request, 'update', params.id);
        const saved = await words.updateAnnotation(row.id, body.definition);
        // Removed meanwhile (its author's account deleted): gone.
        if (!saved) throw errors.notFound();
        return presentAnnotation(saved);
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: wordsApi.annotation(':id'),
      tag: wordsApi.tag,
      summary: 'Remove an annotation (its author)',
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        const row = await requireOwnAnnotation(request, 'delete', params.id);
        await words.removeAnnotation(row.id);
      },
    }),
  ];
}
