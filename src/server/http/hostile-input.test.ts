import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../test/harness';

// DESIGN.md §8: malformed and hostile input to every endpoint never gets a 500, and a
// refused request (4xx) changes nothing. The endpoints come from the OpenAPI document, so
// a new route is swept without anyone remembering to add it here.
let t: TestApp;
let clients: TestClient[];
let routes: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string }>;

const TABLES = [
  'app_user', 'nahuatl_word', 'word_form', 'nahuatl_annotation', 'nahuatl_sentence', 'sentence_word', 'vocabulary', 'vocabulary_word',
  'pattern', 'blog_entry', 'entry_word', 'semantic_category', 'cognate_set', 'cognate', 'cognate_word',
  'loanword',
] as const;

beforeAll(async () => {
  t = await createTestApp();
  clients = [new TestClient(t.app), await userClient(t, 'prober'), await staffClient(t, 'prober-staff')];
  const document = (await clients[0]!.get('/api/schema/')).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE', path }))
      // Signing out or in would change the prober's own session, not the data.
      .filter((route) => !route.path.startsWith('/accounts/')),
  );
});
afterAll(() => t.close());

/** Rows in every table, and every stored sentence and vocabulary text: what a refused request must leave alone. */
async function snapshot(): Promise<string> {
  const counts = await Promise.all(
    TABLES.map(async (table) => {
      const row = await t.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return `${table}=${Number(row.n)}`;
    }),
  );
  const sentences = await t.db.kysely.selectFrom('nahuatl_sentence').select(['id', 'sentence', 'deleted', 'share']).orderBy('id').execute();
  const vocabularies = await t.db.kysely.selectFrom('vocabulary').select(['id', 'name', 'suggestions', 'share']).orderBy('id').execute();
  const words = await t.db.kysely.selectFrom('nahuatl_word').select(['id', 'word', 'transitive', 'variant']).orderBy('id').execute();
  const patterns = await t.db.kysely.selectFrom('pattern').select(['id', 'name', 'templates', 'rules', 'deleted']).orderBy('id').execute();
  const entries = await t.db.kysely.selectFrom('blog_entry').select(['id', 'title', 'content', 'is_published', 'featured']).orderBy('id').execute();
  const categories = await t.db.kysely.selectFrom('semantic_category').select(['id', 'word', 'words', 'deleted']).orderBy('id').execute();
  const sets = await t.db.kysely.selectFrom('cognate_set').select(['id', 'word', 'definition', 'deleted']).orderBy('id').execute();
  const loanwords = await t.db.kysely.selectFrom('loanword').select(['id', 'source_word', 'target_word', 'target_definition', 'set', 'share']).orderBy('id').execute();
  const cognates = await t.db.kysely.selectFrom('cognate').select(['id', 'word', 'definition', 'set', 'share']).orderBy('id').execute();
  return JSON.stringify([counts, sentences, vocabularies, words, patterns, entries, categories, sets, loanwords, cognates]);
}

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom('2147483648', '9007199254740991'),
  fc.constantFrom('', ' ', '%', '_', '\\', "' or 1=1 --", '🙂', '\u0000', 'ā'.repeat(300), '-1', '0', '1.5', '1e999', 'null', 'true', '[]', '{}'),
);
const idText = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '999999', '2147483647', '2147483648', '9007199254740991', '99999999999999999999', 'abc', '%20', '1.5'),
  fc.nat().map(String),
);
const hostileValue = fc.oneof(hostileText, fc.integer(), fc.constantFrom(2147483648, 9007199254740991), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }), fc.dictionary(hostileText, hostileText, { maxKeys: 3 }));
const knownFields = fc.constantFrom(
  'word', 'type', 'past', 'transitive', 'definition_english', 'nahuatl', 'definition', 'sentence', 'share', 'nahuatl_word',
  'vocabulary', 'name', 'tags', 'suggestions_raw', 'suggestions', 'favorite', 'tense', 'person', 'username', 'email', 'first_name',
  'templates', 'rules', 'mapping', 'variables', 'substitutions', 'pattern_vocabulary', 'title', 'content', 'content_raw',
  'is_published', 'featured', 'entry', 'words', 'semantic_category', 'set', 'number', 'original_text', 'reconstructed',
  'language', 'cognate',
  'source_language', 'source_word', 'source_definition', 'target_language', 'target_word', 'target_definition', 'target_set',
  'target_set_key_id', 'rule_set', 'transforms', 'variant', 'concepticon_id', 'owner', 'id', 'deleted',
);
const body = fc.oneof(fc.dictionary(knownFields, hostileValue, { maxKeys: 5 }), fc.anything(), hostileText);
const query = fc.dictionary(
  fc.oneof(fc.constantFrom('page', 'page_size', 'search', 'plain__istartswith', 'sentence__icontains', 'nahuatl', 'vocabulary', 'sentence', 'tag', 'favorite', 'word', 'type', 'owner', 'entry', 'words__icontains', 'semantic_category', 'cognateSet', 'language', 'cognate', 'set',
    'source_language', 'target_language', 'target_language__in', 'loanword'), hostileText),
  hostileText,
  { maxKeys: 3 },
);

describe('hostile input to every endpoint', () => {
  it('never answers with a 500, and a refused request changes nothing', { timeout: 120_000 }, async () => {
    expect(routes.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 1000 }),
        fc.nat({ max: 2 }),
        idText,
        query,
        body,
        async (routeIndex, clientIndex, id, params, payload) => {
          const route = routes[routeIndex % routes.length]!;
          const client = clients[clientIndex]!;
          const path = route.path.replace('{id}', encodeURIComponent(id));
          const search = new URLSearchParams(params as Record<string, string>).toString();
          const url = search ? `${path}?${search}` : path;
          const before = route.method === 'GET' ? '' : await snapshot();
          const withBody = route.method === 'POST' || route.method === 'PATCH';
          const response = await client.request(
            route.method,
            url,
            withBody ? (JSON.stringify(payload) ?? 'null') : undefined,
            withBody ? { 'content-type': 'application/json' } : {},
          );
          expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(500);
          if (route.method !== 'GET' && response.statusCode >= 400) {
            expect(await snapshot(), `${route.method} ${url} changed data but answered ${response.statusCode}`).toBe(before);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
