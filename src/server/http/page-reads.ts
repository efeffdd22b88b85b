import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_READS_ELEMENT } from '../../contract/api/page-reads';

/*
 * The answers a page brings with it (decision 067): the reads its screen makes first, asked of
 * the API itself (`inject`, the same path as the browser's request, with the browser's cookies
 * and languages), written into the page as JSON. On a weak signal they then cost no request of
 * their own: each held a connection and a share of the bandwidth the first screen's code waited
 * for. A read the API does not answer with 200 and JSON is left out; the screen asks for it.
 */

/** What the API's answer to one read says, or undefined when it is not a JSON 200. */
async function answerOf(app: FastifyInstance, request: FastifyRequest, url: string): Promise<unknown> {
  try {
    const headers: Record<string, string> = {};
    for (const name of ['cookie', 'accept-language'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({ method: 'GET', url, headers });
    const json = String(response.headers['content-type'] ?? '').includes('application/json');
    return response.statusCode === 200 && json ? (JSON.parse(response.body) as unknown) : undefined;
  } catch (error) {
    request.log.warn({ err: error, url }, 'a page read failed: the screen will ask for it');
    return undefined;
  }
}

/** JSON that can stand inside a `<script>` element: no `<` (so no `</script>`), no line separators. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The API's answers to `urls`, by address: those that are a JSON 200. */
export async function pageAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  urls: readonly string[],
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(urls.map((url) => answerOf(app, request, url)));
  return Object.fromEntries(
    urls.flatMap((url, index) => (answers[index] === undefined ? [] : [[url, answers[index]]])),
  );
}

/** The `<script type="application/json">` element with `answers` (by address), or '' when there are none. */
export function pageReadsElement(answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return '';
  return `<script type="application/json" id="${PAGE_READS_ELEMENT}">${scriptSafeJson(answers)}</script>`;
}
