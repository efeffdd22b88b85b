import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/tables';
import { toneWav } from '../test/audio-fixtures';
import { createTestApp, multipartForm, staffClient, TestClient, userClient, type TestApp } from '../test/harness';

// DESIGN.md §4 and §8: the permission matrix of every write of every resource. Each
// resource declares how to make a fresh record owned by the owner, its writes, the tables
// a refusal must leave alone, and its matrix of expected statuses; every cell of a matrix
// becomes one named test. A new resource adds one entry to RESOURCES; the last test fails
// until every write route in the OpenAPI document has rows here.
let t: TestApp;
let contexts: Record<Owner, Context>;

const ACTORS = ['guest', 'other', 'owner', 'staff'] as const;
type Actor = (typeof ACTORS)[number];
const ACTOR_NAMES: Record<Actor, string> = {
  guest: 'a guest',
  other: 'another user',
  owner: 'the owner',
  staff: 'staff',
};

/** Who plays the owner: an ordinary user, or a second staff account where only staff create (blog entries). */
type Owner = 'user' | 'staff';

/** The four actors (a guest has no id) and two dictionary words to link. */
interface Context {
  actors: Record<Actor, { client: TestClient; id: number | null }>;
  words: [number, number];
}

/** What a row acts on: `id` fills the path's `{id}`; other ids are for bodies (a link's parent and word). */
type Fixture = { id: number } & Record<string, number>;

/** What an allowed write is checked against: the fixture, the row's unique text, who wrote, what came back. */
interface Written {
  fixture: Fixture;
  mark: string;
  actor: number;
  response: { id?: number } | null;
}

interface Write {
  method: 'POST' | 'PATCH' | 'DELETE';
  /** The route as the OpenAPI document names it; `{id}` is the fixture's record. */
  path: string;
  body?: (fixture: Fixture, mark: string) => object;
  /** A multipart form instead of a JSON body (a recording's upload). */
  form?: (fixture: Fixture) => { payload: Buffer; contentType: string };
  /** Asserts, in the database, that an allowed write really happened. */
  done: (written: Written) => Promise<void>;
}

/** The record's visibility: a resource with `share` has rows for a shared and an unshared record. */
type RecordKind = 'shared' | 'unshared' | null;

/** The expected status for each actor; null where the actor does not exist (the dictionary has no owner). */
type MatrixRow<A extends string> = readonly [
  action: A,
  record: RecordKind,
  guest: number | null,
  other: number | null,
  owner: number | null,
  staff: number | null,
];

type Table = keyof Database;

interface Resource<A extends string = string> {
  name: string;
  /** Who the owner is; an ordinary user unless said otherwise. */
  ownedBy?: Owner;
  /** The tables a refused write must leave exactly as they were. */
  tables: readonly Table[];
  /** Makes a fresh record owned by the owner, through the API (`share` for resources that have it). */
  make: (context: Context, share: boolean) => Promise<Fixture>;
  // Partial: a resource declares only the writes it has; the coverage test checks they match its rows.
  writes: Partial<Record<A, Write>>;
  matrix: readonly MatrixRow<A>[];
}

/** Checks that a resource's matrix names only its own writes. */
const resource = <A extends string>(spec: Resource<A>): Resource => spec as unknown as Resource;

const db = () => t.db.kysely as unknown as Kysely<any>;

async function rowOf(table: Table, id: number): Promise<Record<string, unknown> | undefined> {
  return db().selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Compares stored values; booleans are 0/1 on SQLite. */
function expectStored(row: Record<string, unknown> | undefined, values: Record<string, unknown>): void {
  expect(row).toBeDefined();
  for (const [column, value] of Object.entries(values)) {
    expect(typeof value === 'boolean' ? Boolean(row![column]) : row![column], column).toEqual(value);
  }
}

// What an allowed write leaves in the database.
const inserted =
  (table: Table, values: (written: Written) => Record<string, unknown>) =>
  async (written: Written): Promise<void> => {
    expect(written.response?.id).toEqual(expect.any(Number));
    expectStored(await rowOf(table, written.response!.id!), values(written));
  };
const updated =
  (table: Table, column: string, value: (written: Written) => unknown = ({ mark }) => mark) =>
  async (written: Written): Promise<void> =>
    expectStored(await rowOf(table, written.fixture.id), { [column]: value(written) });
const softDeleted = (table: Table) => updated(table, 'deleted', () => true);
const deleted = (table: Table) => async (written: Written) =>
  expect(await rowOf(table, written.fixture.id)).toBeUndefined();

/** The id of a record made for a fixture, which must have been created. */
async function createdId(response: Promise<{ statusCode: number; body: string; json: () => any }>): Promise<number> {
  const done = await response;
  if (done.statusCode !== 201) throw new Error(`fixture not created: ${done.statusCode} ${done.body}`);
  return done.json().id;
}

let sequence = 0;
const unique = (prefix = 'perm') => `${prefix}${++sequence}`;

// The shared rules, as DESIGN.md §4 states them and policy.ts enforces them: staff have
// no power over other people's records, and an unshared record is not there for them.
// prettier-ignore
const OWNED: readonly MatrixRow<'create' | 'update' | 'delete'>[] = [
  //          record      guest other owner staff
  ['create', null,       403,  201,  201,  201],
  ['update', 'shared',   403,  403,  200,  403],
  ['update', 'unshared', 404,  404,  200,  404],
  ['delete', 'shared',   403,  403,  204,  403],
  ['delete', 'unshared', 404,  404,  204,  404],
];

/** Staff alone feature a record they can see, whoever owns it (`featured` by PATCH). */
// prettier-ignore
const FEATURE: readonly MatrixRow<'feature'>[] = [
  //           record      guest other owner staff
  ['feature', 'shared',   403,  403,  403,  200],
  ['feature', 'unshared', 404,  404,  403,  404],
];

/** Links belong to the owner of their parent; `record` is the parent's visibility. An unshared parent is, to others, not there (400). */
// prettier-ignore
const LINKS: readonly MatrixRow<'link add' | 'link remove'>[] = [
  //               record      guest other owner staff
  ['link add',    'shared',   403,  403,  201,  403],
  ['link add',    'unshared', 403,  400,  201,  400],
  ['link remove', 'shared',   403,  403,  204,  403],
  ['link remove', 'unshared', 404,  404,  204,  404],
];

/**
 * A record filed under another (a set's category, a cognate's set, a loanword's set): whoever
 * may create files under what they can see; `record` is the parent's visibility, and an
 * unshared parent is, to others, not there (400 naming the field).
 */
// prettier-ignore
const FILE_UNDER: readonly MatrixRow<'file under'>[] = [
  //              record      guest other owner staff
  ['file under', 'shared',   403,  201,  201,  201],
  ['file under', 'unshared', 403,  400,  201,  400],
];

/** How to make a record of an owned resource: its address, its table, a valid body, and the flag that shares it. */
interface OwnedSpec {
  url: string;
  table: Table;
  create: (mark: string) => object;
  visibility: string;
}

/** An owned resource: made by the owner, shared or not. */
function ownedResource(
  spec: OwnedSpec & {
    name: string;
    ownedBy?: Owner;
    tables: readonly Table[];
    /** A text column the owner may change. */
    column: string;
    softDelete: boolean;
    matrix: readonly MatrixRow<'create' | 'update' | 'delete' | 'feature'>[];
  },
): Resource {
  const { url, table, column } = spec;
  return resource({
    name: spec.name,
    ownedBy: spec.ownedBy,
    tables: spec.tables,
    make: async ({ actors }, share) => ({ id: await makeOwned(actors.owner.client, spec, share) }),
    writes: {
      create: {
        method: 'POST',
        path: url,
        body: (_f, mark) => spec.create(mark),
        done: inserted(table, ({ actor }) => ({ owner: actor })),
      },
      update: {
        method: 'PATCH',
        path: `${url}{id}/`,
        body: (_f, mark) => ({ [column]: mark }),
        done: updated(table, column),
      },
      delete: { method: 'DELETE', path: `${url}{id}/`, done: spec.softDelete ? softDeleted(table) : deleted(table) },
      // Only a resource with a `featured` flag has this write.
      ...(spec.matrix.some(([action]) => action === 'feature')
        ? {
            feature: {
              method: 'PATCH' as const,
              path: `${url}{id}/`,
              body: () => ({ featured: true }),
              done: updated(table, 'featured', () => true),
            },
          }
        : {}),
    },
    matrix: spec.matrix,
  });
}

const makeOwned = (owner: TestClient, spec: OwnedSpec, share: boolean) =>
  createdId(owner.post(spec.url, { ...spec.create(unique()), [spec.visibility]: share }));

/** The word links of an owned resource: the fixture is a link to the first word, on a parent made by the owner. */
function linkResource(spec: {
  name: string;
  ownedBy?: Owner;
  url: string;
  table: Table;
  /** The body field naming the parent. */
  field: string;
  /** The body field naming the word (`nahuatl_word`, or `nahuatl` for cognate words). */
  wordField?: string;
  parent: OwnedSpec;
  matrix: readonly MatrixRow<'link add' | 'link remove'>[];
}): Resource {
  const { url, table, field } = spec;
  const wordField = spec.wordField ?? 'nahuatl_word';
  return resource({
    name: spec.name,
    ownedBy: spec.ownedBy,
    tables: [table, spec.parent.table],
    make: async ({ actors, words }, share) => {
      const parent = await makeOwned(actors.owner.client, spec.parent, share);
      const id = await createdId(actors.owner.client.post(url, { [field]: parent, [wordField]: words[0] }));
      return { id, parent, word: words[1] };
    },
    writes: {
      'link add': {
        method: 'POST',
        path: url,
        body: (f) => ({ [field]: f.parent, [wordField]: f.word }),
        done: inserted(table, ({ fixture }) => ({ [field]: fixture.parent, nahuatl_word: fixture.word })),
      },
      'link remove': { method: 'DELETE', path: `${url}{id}/`, done: deleted(table) },
    },
    matrix: spec.matrix,
  });
}

/** Records of `child` filed under a parent made by the owner: the fixture is the parent; `field` names it in the child's body. */
function fileUnderResource(spec: {
  name: string;
  parent: OwnedSpec;
  child: OwnedSpec;
  field: string;
  matrix: readonly MatrixRow<'file under'>[];
}): Resource {
  const { parent, child, field } = spec;
  return resource({
    name: spec.name,
    tables: [child.table, parent.table],
    make: async ({ actors }, share) => ({ id: await makeOwned(actors.owner.client, parent, share) }),
    writes: {
      'file under': {
        method: 'POST',
        path: child.url,
        body: (f, mark) => ({ ...child.create(mark), [field]: f.id }),
        done: inserted(child.table, ({ fixture, actor }) => ({ [field]: fixture.id, owner: actor })),
      },
    },
    matrix: spec.matrix,
  });
}

const WORDS = '/utoaztecan/api/nahuatl/';
const ANNOTATIONS = '/utoaztecan/api/nahuatl-annotation/';
const SENTENCE: OwnedSpec = {
  url: '/utoaztecan/api/nahuatl-sentence/',
  table: 'nahuatl_sentence',
  create: (mark) => ({ sentence: `Nicochi ${mark}.` }),
  visibility: 'share',
};
const VOCABULARY: OwnedSpec = {
  url: '/utoaztecan/api/vocabulary/',
  table: 'vocabulary',
  create: (mark) => ({ name: `Words ${mark}`, tags: [] }),
  visibility: 'share',
};
const PATTERN: OwnedSpec = {
  url: '/utoaztecan/api/pattern/',
  table: 'pattern',
  create: (mark) => ({ name: `Pattern ${mark}`, templates: [['Ah?'], ['Quemah.']] }),
  visibility: 'share',
};

const SPEAKER: OwnedSpec = {
  url: '/utoaztecan/api/speaker/',
  table: 'speaker',
  create: (mark) => ({ name: `Speaker ${mark}`, share: true, exports: false, licence: 'CC-BY-4.0' }),
  visibility: 'share',
};

const RECORDINGS = '/utoaztecan/api/recording/';
// A generated tone, not a speaker.
const recordingForm = (fixture: Fixture) =>
  multipartForm({ speaker: fixture.speaker!, word: fixture.word! }, { name: 'take.wav', bytes: toneWav({ seconds: 0.5 }) });

/**
 * Waits until the recording's playback copy is made in the background (its address changes),
 * so that it does not change the table between a refused write's two snapshots.
 */
async function playbackCopyMade(owner: TestClient, id: number): Promise<void> {
  const first = (await owner.get(`${RECORDINGS}${id}/`)).json().audio;
  for (let waited = 0; waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if ((await owner.get(`${RECORDINGS}${id}/`)).json().audio !== first) return;
  }
  throw new Error(`recording ${id}: no playback copy after 5 s (is ffmpeg installed?)`);
}

const ENTRY: OwnedSpec = {
  url: '/blog/api/entry/',
  table: 'blog_entry',
  create: (mark) => ({ title: `Entry ${mark}` }),
  visibility: 'is_published',
};

const CATEGORY: OwnedSpec = {
  url: '/utoaztecan/api/semantic-category/',
  table: 'semantic_category',
  create: (mark) => ({ word: `concept ${mark}` }),
  visibility: 'share',
};
const COGNATE_SET: OwnedSpec = {
  url: '/utoaztecan/api/cognate-set/',
  table: 'cognate_set',
  create: (mark) => ({ word: `*set${mark}` }),
  visibility: 'share',
};

const COGNATE: OwnedSpec = {
  url: '/utoaztecan/api/cognate/',
  table: 'cognate',
  create: (mark) => ({ language: 'Pip', word: `kog${mark}` }),
  visibility: 'share',
};

const LOANWORD: OwnedSpec = {
  url: '/utoaztecan/api/loanword/',
  table: 'loanword',
  create: (mark) => ({ source_language: 'SP', source_word: `caballo${mark}`, target_language: 'CN', target_word: `cahuayo${mark}` }),
  visibility: 'share',
};

/** A fresh dictionary word: staff alone make one. */
const makeWord = async ({ actors }: Context) => ({
  id: await createdId(actors.staff.client.post(WORDS, { word: unique('tlaperm') })),
});

const RESOURCES: Resource[] = [
  resource({
    name: 'words',
    tables: ['nahuatl_word', 'word_form', 'nahuatl_annotation'],
    make: makeWord,
    writes: {
      create: {
        method: 'POST',
        path: WORDS,
        body: (_f, mark) => ({ word: mark }),
        done: inserted('nahuatl_word', ({ mark }) => ({ word: mark })),
      },
      update: {
        method: 'PATCH',
        path: `${WORDS}{id}/`,
        body: (_f, mark) => ({ past: mark }),
        done: updated('nahuatl_word', 'past'),
      },
      'change-transitive': {
        method: 'PATCH',
        path: `${WORDS}{id}/change-transitive/`,
        body: () => ({ transitive: true }),
        done: updated('nahuatl_word', 'transitive', () => true),
      },
      delete: { method: 'DELETE', path: `${WORDS}{id}/`, done: deleted('nahuatl_word') },
    },
    // The dictionary is for staff; it has no owner.
    // prettier-ignore
    matrix: [
      //                    record guest other owner staff
      ['create',            null,  403,  403,  null, 201],
      ['update',            null,  403,  403,  null, 200],
      ['change-transitive', null,  403,  403,  null, 200],
      ['delete',            null,  403,  403,  null, 204],
    ],
  }),
  resource({
    name: 'annotations',
    tables: ['nahuatl_annotation'],
    make: makeWord,
    writes: {
      create: {
        method: 'POST',
        path: ANNOTATIONS,
        body: (f, mark) => ({ nahuatl: f.id, definition: mark }),
        done: inserted('nahuatl_annotation', ({ fixture, mark, actor }) => ({
          nahuatl: fixture.id,
          definition: mark,
          owner: actor,
        })),
      },
    },
    // prettier-ignore
    matrix: [
      //         record guest other owner staff
      ['create', null,  403,  403,  null, 201],
    ],
  }),
  // An annotation is its author's (a staff editor, so the owner is a second staff account): they alone rewrite or remove it.
  resource({
    name: 'annotation edits',
    ownedBy: 'staff',
    tables: ['nahuatl_annotation'],
    make: async (context) => {
      const { id: word } = await makeWord(context);
      const author = context.actors.owner.client;
      return { id: await createdId(author.post(ANNOTATIONS, { nahuatl: word, definition: unique() })), word };
    },
    writes: {
      update: {
        method: 'PATCH',
        path: `${ANNOTATIONS}{id}/`,
        body: (_f, mark) => ({ definition: mark }),
        done: updated('nahuatl_annotation', 'definition'),
      },
      delete: { method: 'DELETE', path: `${ANNOTATIONS}{id}/`, done: deleted('nahuatl_annotation') },
    },
    // prettier-ignore
    matrix: [
      //         record guest other owner staff
      ['update', null,  403,  403,  200,  403],
      ['delete', null,  403,  403,  204,  403],
    ],
  }),
  ownedResource({
    ...SENTENCE,
    name: 'sentences',
    tables: ['nahuatl_sentence', 'sentence_word'],
    column: 'notes',
    softDelete: true,
    matrix: [...OWNED, ...FEATURE],
  }),
  linkResource({
    name: 'sentence words',
    url: '/utoaztecan/api/sentence-word/',
    table: 'sentence_word',
    field: 'sentence',
    parent: SENTENCE,
    matrix: LINKS,
  }),
  ownedResource({
    ...VOCABULARY,
    name: 'vocabularies',
    tables: ['vocabulary', 'vocabulary_word'],
    column: 'description',
    softDelete: false,
    matrix: [...OWNED, ...FEATURE],
  }),
  linkResource({
    name: 'vocabulary words',
    url: '/utoaztecan/api/vocabulary-word/',
    table: 'vocabulary_word',
    field: 'vocabulary',
    parent: VOCABULARY,
    matrix: LINKS,
  }),
  ownedResource({
    ...PATTERN,
    name: 'patterns',
    tables: ['pattern'],
    column: 'description',
    softDelete: true,
    matrix: [...OWNED, ...FEATURE],
  }),
  // A speaker's `share` is their consent to be heard on the site (issue 51).
  ownedResource({
    ...SPEAKER,
    name: 'speakers',
    tables: ['speaker', 'recording'],
    column: 'note',
    softDelete: false,
    matrix: OWNED,
  }),
  // A recording waits for staff (unshared) until they approve it (shared); its uploader plays the owner (decision 086).
  resource({
    name: 'recordings',
    tables: ['recording', 'media_release'],
    make: async ({ actors, words }, share) => {
      const speaker = await makeOwned(actors.owner.client, SPEAKER, true);
      const form = recordingForm({ id: 0, speaker, word: words[0] });
      const id = await createdId(actors.owner.client.request('POST', RECORDINGS, form.payload, { 'content-type': form.contentType }));
      if (share) await actors.staff.client.post(`${RECORDINGS}${id}/moderate/`, { status: 'approved' });
      await playbackCopyMade(actors.owner.client, id);
      return { id, speaker, word: words[0] };
    },
    writes: {
      create: { method: 'POST', path: RECORDINGS, form: recordingForm, done: inserted('recording', ({ actor }) => ({ owner: actor })) },
      moderate: {
        method: 'POST',
        path: `${RECORDINGS}{id}/moderate/`,
        body: (_f, mark) => ({ status: 'rejected', reason: mark }),
        done: updated('recording', 'reason'),
      },
      delete: { method: 'DELETE', path: `${RECORDINGS}{id}/`, done: deleted('recording') },
    },
    // prettier-ignore
    matrix: [
      //            record      guest other owner staff
      ['create',   null,       403,  201,  201,  201],
      ['moderate', 'shared',   403,  403,  403,  200],
      ['moderate', 'unshared', 404,  404,  403,  200],
      ['delete',   'shared',   403,  403,  204,  204],
      ['delete',   'unshared', 404,  404,  204,  204],
    ],
  }),
  // Entries are written by staff: the owner is a second staff account, and drafts play unshared.
  ownedResource({
    ...ENTRY,
    name: 'entries',
    ownedBy: 'staff',
    tables: ['blog_entry', 'entry_word'],
    column: 'title',
    softDelete: false,
    // prettier-ignore
    matrix: [
      //           record      guest other owner staff
      ['create',  null,       403,  403,  201,  201],
      ...OWNED.slice(1),
      ['feature', 'shared',   403,  403,  200,  200],
      ['feature', 'unshared', 404,  404,  200,  404],
    ],
  }),
  linkResource({
    name: 'entry words',
    ownedBy: 'staff',
    url: '/blog/api/entry-word/',
    table: 'entry_word',
    field: 'entry',
    parent: ENTRY,
    matrix: LINKS,
  }),
  ownedResource({
    ...CATEGORY,
    name: 'semantic categories',
    tables: ['semantic_category'],
    column: 'word',
    softDelete: true,
    matrix: [...OWNED, ...FEATURE],
  }),
  ownedResource({
    ...COGNATE_SET,
    name: 'cognate sets',
    tables: ['cognate_set'],
    column: 'definition',
    softDelete: true,
    matrix: [...OWNED, ...FEATURE],
  }),
  ownedResource({
    ...COGNATE,
    name: 'cognates',
    tables: ['cognate', 'cognate_word'],
    column: 'definition',
    softDelete: false,
    matrix: OWNED,
  }),
  linkResource({
    name: 'cognate words',
    url: '/utoaztecan/api/cognate-word/',
    table: 'cognate_word',
    field: 'cognate',
    wordField: 'nahuatl',
    parent: COGNATE,
    matrix: LINKS,
  }),
  fileUnderResource({
    name: 'cognate sets filed under a category',
    parent: CATEGORY,
    child: COGNATE_SET,
    field: 'semantic_category',
    matrix: FILE_UNDER,
  }),
  fileUnderResource({ name: 'cognates filed under a set', parent: COGNATE_SET, child: COGNATE, field: 'set', matrix: FILE_UNDER }),
  // Staff alone create loanwords.
  // prettier-ignore
  fileUnderResource({
    name: 'loanwords filed under a set',
    parent: COGNATE_SET,
    child: LOANWORD,
    field: 'set',
    matrix: [
      //              record      guest other owner staff
      ['file under', 'shared',   403,  403,  403,  201],
      ['file under', 'unshared', 403,  403,  403,  400],
    ],
  }),
  // Loanwords are the staff's section (SPEC.md §6): the owner is a second staff account.
  ownedResource({
    ...LOANWORD,
    name: 'loanwords',
    ownedBy: 'staff',
    tables: ['loanword'],
    column: 'target_definition',
    softDelete: false,
    // prettier-ignore
    matrix: [
      //          record guest other owner staff
      ['create', null,  403,  403,  201,  201],
      ...OWNED.slice(1),
    ],
  }),
  resource({
    name: 'users',
    tables: ['app_user'],
    // The record is the owner's own account; anyone else's id is not found.
    make: async ({ actors }) => ({ id: actors.owner.id! }),
    writes: {
      update: {
        method: 'PATCH',
        path: '/utoaztecan/api/users/{id}/',
        body: (_f, mark) => ({ first_name: mark }),
        done: updated('app_user', 'first_name'),
      },
    },
    // prettier-ignore
    matrix: [
      //         record guest other owner staff
      ['update', null,  403,  404,  200,  404],
    ],
  }),
  resource({
    name: 'review cards',
    tables: ['review_card', 'review_log', 'review_day', 'review_settings'],
    // A deck is its learner's alone: another's card is not there, staff included; a guest has none.
    make: async (context) => {
      const { id: word } = await makeWord(context);
      const owner = context.actors.owner.client;
      const vocabulary = await createdId(owner.post(VOCABULARY.url, { name: unique('Deck'), tags: [] }));
      await createdId(owner.post('/utoaztecan/api/vocabulary-word/', { vocabulary, nahuatl_word: word }));
      const id = await createdId(owner.post('/utoaztecan/api/review-card/', { kind: 'meaning', word }));
      return { id, word, vocabulary };
    },
    writes: {
      create: {
        method: 'POST',
        path: '/utoaztecan/api/review-card/',
        body: (f) => ({ kind: 'recall', word: f.word }),
        done: inserted('review_card', ({ fixture, actor }) => ({ kind: 'recall', word: fixture.word, owner: actor })),
      },
      answer: {
        method: 'POST',
        path: '/utoaztecan/api/review-card/{id}/answer/',
        body: (_f, mark) => ({ rating: 'good', elapsed_ms: 1000, answer_id: `answer-${mark}` }),
        done: async ({ fixture, mark }) => {
          expectStored(await rowOf('review_card', fixture.id), { reps: 1 });
          expect(await db().selectFrom('review_log').select('card').where('answer_id', '=', `answer-${mark}`).execute()).toEqual([{ card: fixture.id }]);
        },
      },
      delete: { method: 'DELETE', path: '/utoaztecan/api/review-card/{id}/', done: deleted('review_card') },
      remove: {
        method: 'POST',
        path: '/utoaztecan/api/review-card/remove/',
        body: (f) => ({ vocabulary: f.vocabulary }),
        done: async ({ fixture, response }) => {
          expect(response).toEqual({ removed: 1 });
          expect(await rowOf('review_card', fixture.id)).toBeUndefined();
        },
      },
      merge: {
        method: 'POST',
        path: '/utoaztecan/api/review-card/merge/',
        body: (f) => ({
          cards: [
            {
              kind: 'recall',
              word: f.word,
              due: '2026-03-10T15:00:00.000Z',
              state: 'new',
              stability: 0,
              difficulty: 0,
              elapsed_days: 0,
              scheduled_days: 0,
              learning_steps: 0,
              reps: 0,
              lapses: 0,
              last_review: null,
              created_at: '2026-03-10T15:00:00.000Z',
            },
          ],
        }),
        done: async ({ fixture, actor }) => {
          const rows = await db().selectFrom('review_card').select('id').where('owner', '=', actor).where('card_key', '=', `recall:${fixture.word}`).execute();
          expect(rows).toHaveLength(1);
        },
      },
      settings: {
        method: 'PATCH',
        path: '/utoaztecan/api/review-settings/',
        body: () => ({ new_per_day: 7 }),
        done: async ({ actor }) => expectStored(await db().selectFrom('review_settings').selectAll().where('owner', '=', actor).executeTakeFirst(), { new_per_day: 7 }),
      },
    },
    // prettier-ignore
    matrix: [
      //           record guest other owner staff
      ['create',   null,  403,  201,  201,  201],
      ['answer',   null,  403,  404,  200,  404],
      ['delete',   null,  403,  404,  204,  404],
      // The fixture's vocabulary is the owner's private one: to anyone else it is not there (400, as adding its cards).
      ['remove',   null,  403,  400,  200,  400],
      ['merge',    null,  403,  200,  200,  200],
      ['settings', null,  403,  200,  200,  200],
    ],
  }),
];

/** Every row of every table, order aside: what a refused write must leave alone. */
async function snapshot(tables: readonly Table[]): Promise<Record<string, string[]>> {
  const rows = async (table: Table) =>
    (await db().selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await rows(table)] as const)));
}

/** One cell of a matrix: one test. */
interface Row {
  title: string;
  action: string;
  record: RecordKind;
  actor: Actor;
  expected: number;
}

function rowsOf(spec: Resource): Row[] {
  return spec.matrix.flatMap(([action, record, ...statuses]) =>
    ACTORS.flatMap((actor, index) => {
      const expected = statuses[index];
      if (expected == null) return [];
      const outcome = expected >= 400 ? 'unchanged' : 'written';
      const title = `${action}${record ? ` (${record})` : ''} · ${ACTOR_NAMES[actor]} → ${expected}, ${outcome}`;
      return [{ title, action, record, actor, expected }];
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = async (client: TestClient) => ({
    client,
    id: (await client.get('/utoaztecan/api/users/')).json().results[0].id as number,
  });
  const guest = { client: new TestClient(t.app), id: null };
  const other = await signedIn(await userClient(t, 'matrix-other'));
  const staff = await signedIn(await staffClient(t, 'matrix-staff'));
  const page = (await guest.client.get(`${WORDS}?page_size=2`)).json();
  const words: [number, number] = [page.results[0].id, page.results[1].id];
  contexts = {
    user: { actors: { guest, other, owner: await signedIn(await userClient(t, 'matrix-owner')), staff }, words },
    staff: { actors: { guest, other, owner: await signedIn(await staffClient(t, 'matrix-author')), staff }, words },
  };
});
afterAll(() => t.close());

describe.each(RESOURCES.map((spec) => ({ ...spec, rows: rowsOf(spec) })))('$name', (spec) => {
  it.each(spec.rows)('$title', async ({ action, record, actor, expected }) => {
    const context = contexts[spec.ownedBy ?? 'user'];
    const write = spec.writes[action]!;
    const fixture = await spec.make(context, record !== 'unshared');
    const mark = unique();
    const before = await snapshot(spec.tables);
    const url = write.path.replace('{id}', String(fixture.id));
    const form = write.form?.(fixture);
    const response = form
      ? await context.actors[actor].client.request(write.method, url, form.payload, { 'content-type': form.contentType })
      : await context.actors[actor].client.request(write.method, url, write.body?.(fixture, mark));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      // A refusal says why: `detail`, or for a 400 the field at fault.
      expect(Object.keys(response.json()).length, response.body).toBeGreaterThan(0);
      if (expected !== 400) expect(response.json()).toHaveProperty('detail');
      expect(await snapshot(spec.tables)).toEqual(before);
    } else {
      const written = response.statusCode === 204 ? null : response.json();
      await write.done({ fixture, mark, actor: context.actors[actor].id!, response: written });
    }
  });
});

describe('the matrix', () => {
  it('has rows for every write route of the API, and only for routes that exist', async () => {
    const document = (await contexts.user.actors.guest.client.get('/api/schema/')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = new Set(
      Object.entries(document.paths)
        // Signing in, up and out are the session's, not a resource's.
        .filter(([path]) => !path.startsWith('/accounts/'))
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
        .filter((route) => !route.startsWith('GET ')),
    );
    const covered = new Set(
      RESOURCES.flatMap((spec) =>
        spec.matrix.map(([action]) => `${spec.writes[action]!.method} ${spec.writes[action]!.path}`),
      ),
    );
    expect({
      'write routes without rows': [...routes].filter((route) => !covered.has(route)),
      'rows for routes that do not exist': [...covered].filter((route) => !routes.has(route)),
    }).toEqual({ 'write routes without rows': [], 'rows for routes that do not exist': [] });
    for (const spec of RESOURCES) {
      expect(new Set(spec.matrix.map(([action]) => action)), `${spec.name}: a write without rows`).toEqual(
        new Set(Object.keys(spec.writes)),
      );
    }
  });
});
