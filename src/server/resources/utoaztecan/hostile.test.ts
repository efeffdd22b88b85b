import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCast, type TestApp, type TestClient } from '../../test/harness';

// The Uto-Aztecan endpoints under hostile use (DESIGN.md §4 and §8): what one user keeps
// unshared, or deleted, never shows through another's lists, counts, filters, searches,
// credits or references; references to records a user may not see are refused as if
// they were not there; malformed values are a 400 naming the field and change nothing.
let t: TestApp, guest: TestClient, ana: TestClient, beto: TestClient, staff: TestClient;
beforeAll(async () => ({ t, guest, ana, beto, staff } = await createTestCast('hostile')));
afterAll(() => t.close());

const C = '/utoaztecan/api/semantic-category/';
const S = '/utoaztecan/api/cognate-set/';
const K = '/utoaztecan/api/cognate/';
const KW = '/utoaztecan/api/cognate-word/';
const L = '/utoaztecan/api/loanword/';
const ids = (page: { results: Array<{ id: number }> }) => page.results.map((row) => row.id);

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}`;

async function created(
  response: Promise<{ statusCode: number; body: string; json: () => any }>,
): Promise<{ id: number } & Record<string, unknown>> {
  const done = await response;
  if (done.statusCode !== 201) throw new Error(`not created: ${done.statusCode} ${done.body}`);
  return done.json();
}

async function someWord(index = 0): Promise<number> {
  return (await guest.get(`/utoaztecan/api/nahuatl/?page_size=${index + 1}`)).json().results[index].id;
}

/** Every row of the Uto-Aztecan tables: what a refused request must leave alone. */
async function snapshot(): Promise<string> {
  const tables = ['semantic_category', 'cognate_set', 'cognate', 'cognate_word', 'loanword'] as const;
  const all = await Promise.all(
    tables.map((table) => t.db.kysely.selectFrom(table).selectAll().orderBy('id').execute()),
  );
  return JSON.stringify(all);
}

describe('unshared and deleted records do not leak', () => {
  it('a category is not found by a dictionary word through another user’s unshared cognate, nor through an unshared set', async () => {
    const word = await someWord(3);
    const category = await created(ana.post(C, { word: unique('leak-cat') }));
    const set = await created(ana.post(S, { word: unique('*leak'), semantic_category: category.id }));
    // Beto keeps his cognate, filed under Ana's shared set, to himself, and links it to the word.
    const cognate = await created(beto.post(K, { language: 'Pip', word: unique('secret'), set: set.id, share: false }));
    expect((await beto.post(KW, { cognate: cognate.id, nahuatl: word })).statusCode).toBe(201);
    expect(ids((await guest.get(`${C}?nahuatl=${word}`)).json())).not.toContain(category.id);
    expect((await ana.get(`${C}count/?nahuatl=${word}`)).json()).toBe(0);
    // Beto himself sees the category through his own cognate.
    expect(ids((await beto.get(`${C}?nahuatl=${word}`)).json())).toContain(category.id);

    // A shared cognate in an unshared set: the set is Ana's secret, and so is its category's tie to the word.
    const word2 = await someWord(4);
    const category2 = await created(ana.post(C, { word: unique('leak-cat') }));
    const hidden = await created(
      ana.post(S, { word: unique('*hidden'), semantic_category: category2.id, share: false }),
    );
    const shared = await created(ana.post(K, { language: 'Pip', word: unique('open'), set: hidden.id }));
    expect((await ana.post(KW, { cognate: shared.id, nahuatl: word2 })).statusCode).toBe(201);
    expect(ids((await guest.get(`${C}?nahuatl=${word2}`)).json())).not.toContain(category2.id);
    expect(ids((await ana.get(`${C}?nahuatl=${word2}`)).json())).toContain(category2.id);
  });

  it('a set is not found by the words of an unshared or deleted category', async () => {
    const secret = unique('zorblat');
    const category = await created(ana.post(C, { word: unique('cat'), words: [secret], share: false }));
    await created(ana.post(S, { word: unique('*open'), semantic_category: category.id }));
    expect((await guest.get(`${S}?cognateSet=${secret}`)).json().count).toBe(0);
    expect((await beto.get(`${S}count/?cognateSet=${secret}`)).json()).toBe(0);
    expect((await ana.get(`${S}?cognateSet=${secret}`)).json().count).toBe(1);

    const gone = unique('quuxle');
    const deleted = await created(ana.post(C, { word: unique('cat'), words: [gone] }));
    await created(ana.post(S, { word: unique('*open'), semantic_category: deleted.id }));
    expect((await ana.delete(`${C}${deleted.id}/`)).statusCode).toBe(204);
    expect((await ana.get(`${S}?cognateSet=${gone}`)).json().count).toBe(0);
  });

  it('nobody files a set under a category, or a cognate or loanword under a set, that they cannot see', async () => {
    const category = await created(ana.post(C, { word: unique('private'), share: false }));
    const set = await created(ana.post(S, { word: unique('*private'), share: false }));
    const before = await snapshot();
    const filed = await beto.post(S, { word: unique('*mine'), semantic_category: category.id });
    expect(filed.statusCode, filed.body).toBe(400);
    expect(filed.json()).toEqual({ semantic_category: [`Invalid pk "${category.id}" - object does not exist.`] });
    const cognate = await beto.post(K, { language: 'Pip', word: unique('mine'), set: set.id });
    expect(cognate.statusCode, cognate.body).toBe(400);
    expect(cognate.json()).toHaveProperty('set');
    const loanword = await staff.post(L, {
      source_language: 'SP',
      source_word: 'x',
      target_language: 'CN',
      target_word: 'y',
      set: set.id,
      target_set_key_id: set.id,
    });
    expect(loanword.statusCode, loanword.body).toBe(400);
    expect(Object.keys(loanword.json()).sort()).toEqual(['set', 'target_set_key_id']);
    expect(await snapshot()).toBe(before);

    // The same through PATCH, on records Beto owns.
    const own = await created(beto.post(S, { word: unique('*own') }));
    const ownCognate = await created(beto.post(K, { language: 'Pip', word: unique('own') }));
    const before2 = await snapshot();
    expect((await beto.patch(`${S}${own.id}/`, { semantic_category: category.id })).statusCode).toBe(400);
    expect((await beto.patch(`${K}${ownCognate.id}/`, { set: set.id })).statusCode).toBe(400);
    expect(await snapshot()).toBe(before2);

    // Their owner may.
    expect((await ana.post(S, { word: unique('*hers'), semantic_category: category.id })).statusCode).toBe(201);
    expect((await ana.post(K, { language: 'Pip', word: unique('hers'), set: set.id })).statusCode).toBe(201);
  });

  it('files nothing under a deleted category or set, its owner included', async () => {
    const category = await created(ana.post(C, { word: unique('gone') }));
    const set = await created(ana.post(S, { word: unique('*gone') }));
    expect((await ana.delete(`${C}${category.id}/`)).statusCode).toBe(204);
    expect((await ana.delete(`${S}${set.id}/`)).statusCode).toBe(204);
    const before = await snapshot();
    const filedSet = await ana.post(S, { word: unique('*late'), semantic_category: category.id });
    expect(filedSet.statusCode).toBe(400);
    expect(Object.keys(filedSet.json())).toEqual(['semantic_category']);
    const filedCognate = await ana.post(K, { language: 'Pip', word: unique('late'), set: set.id });
    expect(filedCognate.statusCode).toBe(400);
    expect(Object.keys(filedCognate.json())).toEqual(['set']);
    expect(await snapshot()).toBe(before);
  });

  it('keeps a reference a record already has when what it names is unshared later, and saves the record whole', async () => {
    const category = await created(ana.post(C, { word: unique('later') }));
    const set = await created(ana.post(S, { word: unique('*later'), semantic_category: category.id }));
    const mine = await created(beto.post(S, { word: unique('*beto'), semantic_category: category.id }));
    const cognate = await created(beto.post(K, { language: 'Pip', word: unique('beto'), set: set.id }));
    expect((await ana.patch(`${C}${category.id}/`, { share: false })).statusCode).toBe(200);
    expect((await ana.patch(`${S}${set.id}/`, { share: false })).statusCode).toBe(200);
    const { semantic_category, word, definition } = mine;
    const saved = await beto.patch(`${S}${mine.id}/`, {
      semantic_category,
      word,
      definition: `${definition as string} changed`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedCognate = await beto.patch(`${K}${cognate.id}/`, { set: cognate.set, definition: 'changed' });
    expect(savedCognate.statusCode, savedCognate.body).toBe(200);
    expect(savedCognate.json()).toMatchObject({ set: set.id, definition: 'changed' });
  });

  it('a category’s credits, set count and language counts count only what is shared and live', async () => {
    const db = t.db.kysely;
    const dataset = await db
      .insertInto('ua_dataset')
      .values({
        key: unique('ds'),
        title: 'Hidden data',
        citation: 'Hidden (2021)',
        authors: '',
        year: '2021',
        licence: 'CC0',
        url: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await created(ana.post(C, { word: unique('credit') }));
    const set = await created(ana.post(S, { word: unique('*cred'), semantic_category: category.id, share: false }));
    await db.updateTable('cognate_set').set({ dataset: dataset.id }).where('id', '=', set.id).execute();
    const seen = (
      await guest.get(`${C}?word=${encodeURIComponent((await ana.get(`${C}${category.id}/`)).json().word)}`)
    ).json().results[0];
    expect(seen).toMatchObject({ set_count: 0, credits: [] });

    const language = unique('Zq');
    await created(ana.post(K, { language, word: unique('hid'), share: false }));
    const rows = (await guest.get(`${K}language_counts/`)).json() as Array<{ language: string }>;
    expect(rows.map((row) => row.language)).not.toContain(language);
    expect((await ana.get(`${K}language_counts/`)).json()).toContainEqual(
      expect.objectContaining({ language, count: 1 }),
    );

    const source = unique('SRC');
    await created(
      staff.post(L, {
        source_language: source,
        source_word: 'a',
        target_language: 'CN',
        target_word: 'b',
        share: false,
      }),
    );
    const pairs = (await guest.get(`${L}language_counts/`)).json() as Array<{ source: string }>;
    expect(pairs.map((pair) => pair.source)).not.toContain(source);
    expect((await guest.get(`${L}?source_language=${source}&target_language__in=UACV,CN`)).json().count).toBe(0);
    expect((await guest.get(`${L}count/?source_language=${source}`)).json()).toBe(0);
  });

  it('a set shows its viewer the cognates they may see: the shared ones and their own', async () => {
    const set = await created(ana.post(S, { word: unique('*mixed') }));
    const open = await created(ana.post(K, { language: 'Pip', word: unique('open'), set: set.id }));
    const own = await created(beto.post(K, { language: 'Hop', word: unique('own'), set: set.id, share: false }));
    const cognatesFor = async (client: TestClient) => {
      const shown = (await client.get(`${S}${set.id}/`)).json() as {
        cognates: Array<{ id: number }>;
        languages: string[];
      };
      return { ids: shown.cognates.map((cognate) => cognate.id), languages: shown.languages };
    };
    expect(await cognatesFor(guest)).toEqual({ ids: [open.id], languages: ['Pip'] });
    expect(await cognatesFor(ana)).toEqual({ ids: [open.id], languages: ['Pip'] });
    expect((await cognatesFor(beto)).ids.sort()).toEqual([open.id, own.id].sort());
    // A list shows each set the same way.
    const listed = (
      await beto.get(`${S}?owner=${(await ana.get('/utoaztecan/api/users/')).json().results[0].id}&page_size=200`)
    ).json();
    const inList = listed.results.find((shown: { id: number }) => shown.id === set.id);
    expect(inList.cognates.map((cognate: { id: number }) => cognate.id).sort()).toEqual([open.id, own.id].sort());
  });

  it('the links of an unshared cognate are hidden, and nobody links to it but its owner', async () => {
    const word = await someWord(5);
    const cognate = await created(ana.post(K, { language: 'Pip', word: unique('hid'), share: false }));
    expect((await ana.post(KW, { cognate: cognate.id, nahuatl: word })).statusCode).toBe(201);
    expect((await guest.get(`${KW}?cognate=${cognate.id}`)).json().count).toBe(0);
    expect(
      (await guest.get(`${KW}?nahuatl=${word}`)).json().results.map((r: { cognate: number }) => r.cognate),
    ).not.toContain(cognate.id);
    expect(ids((await guest.get(`${K}?nahuatl=${word}`)).json())).not.toContain(cognate.id);
    const before = await snapshot();
    const refused = await beto.post(KW, { cognate: cognate.id, nahuatl: await someWord(6) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('cognate');
    expect(await snapshot()).toBe(before);
  });
});

describe('whole records sent back', () => {
  it('lets an owner save a category, set, cognate or loanword by sending back the whole record it read (SPEC.md §7)', async () => {
    const category = await created(ana.post(C, { word: unique('whole'), words: ['whole'] }));
    const set = await created(ana.post(S, { word: unique('*whole'), semantic_category: category.id }));
    const cognate = await created(ana.post(K, { language: 'Pip', word: unique('whole'), set: set.id }));
    const savedCategory = await ana.patch(`${C}${category.word as string}/`, {
      ...category,
      words: ['whole', 'entero'],
    });
    expect(savedCategory.statusCode, savedCategory.body).toBe(200);
    expect(savedCategory.json()).toMatchObject({ id: category.id, words: ['whole', 'entero'], featured: false });
    const savedSet = await ana.patch(`${S}${set.id}/`, { ...set, definition: 'entire' });
    expect(savedSet.statusCode, savedSet.body).toBe(200);
    expect(savedSet.json()).toMatchObject({
      id: set.id,
      definition: 'entire',
      semantic_category: category.id,
      featured: false,
    });
    const savedCognate = await ana.patch(`${K}${cognate.id}/`, { ...cognate, definition: 'entire' });
    expect(savedCognate.statusCode, savedCognate.body).toBe(200);
    const loanword = await created(
      staff.post(L, {
        source_language: 'SP',
        source_word: unique('todo'),
        target_language: 'CN',
        target_word: unique('mochi'),
      }),
    );
    const savedLoanword = await staff.patch(`${L}${loanword.id}/`, { ...loanword, target_definition: 'all' });
    expect(savedLoanword.statusCode, savedLoanword.body).toBe(200);
  });

  it('still keeps featuring to staff: an owner who changes the flag is refused and nothing changes; staff may feature twice', async () => {
    const set = await created(ana.post(S, { word: unique('*feat') }));
    const before = await snapshot();
    const refused = await ana.patch(`${S}${set.id}/`, { ...set, featured: true, definition: 'featured?' });
    expect(refused.statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
    expect((await staff.patch(`${S}${set.id}/`, { featured: true })).statusCode).toBe(200);
    expect((await staff.patch(`${S}${set.id}/`, { featured: true })).statusCode).toBe(200);
    // The owner sends the featured record back whole: the flag stays as staff set it.
    const featured = (await ana.get(`${S}${set.id}/`)).json();
    const saved = await ana.patch(`${S}${set.id}/`, { ...featured, definition: 'kept' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ featured: true, definition: 'kept' });
    // Staff who do not own it cannot change it under cover of the flag it already has.
    expect((await staff.patch(`${S}${set.id}/`, { featured: true, definition: 'staff' })).statusCode).toBe(403);
  });
});

describe('malformed input is a 400 naming the field, and changes nothing', () => {
  it('refuses malformed filter values on every Uto-Aztecan list', async () => {
    const cases: Array<[string, string]> = [
      [`${C}?nahuatl=abc`, 'nahuatl'],
      [`${C}?nahuatl=-1`, 'nahuatl'],
      [`${C}?nahuatl=99999999999999`, 'nahuatl'],
      [`${C}?nahuatl=1&nahuatl=2`, 'nahuatl'],
      [`${C}?words__icontains=a&words__icontains=b`, 'words__icontains'],
      [`${S}?semantic_category=1.5`, 'semantic_category'],
      [`${S}?semantic_category=`, 'semantic_category'],
      [`${K}?nahuatl=%F0%9F%99%82`, 'nahuatl'],
      [`${K}?set=0x10`, 'set'],
      [`${K}?language=Pip&language=CN`, 'language'],
      [`${KW}?cognate=abc`, 'cognate'],
      [`${KW}?nahuatl=1e3`, 'nahuatl'],
      [`${L}?set=-5`, 'set'],
      [`${L}?target_language__in=UACV&target_language__in=CN`, 'target_language__in'],
      [`${L}?bogus=1`, 'bogus'],
      [`${K}count/?bogus=1`, 'bogus'],
      [`${K}?page=0`, 'page'],
      [`${K}?page_size=-3`, 'page_size'],
      [`${L}?page=abc`, 'page'],
      [`${C}?page=1&page=2`, 'page'],
    ];
    for (const [url, field] of cases) {
      const response = await guest.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toHaveProperty(field);
    }
  });

  it('answers odd but well-formed queries without an error', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => `L${i}`).join(',');
    const odd = [
      `${L}?target_language__in=${many}`,
      `${L}?target_language__in=,,,`,
      `${L}?target_language__in=`,
      `${L}?loanword=${encodeURIComponent('%_\\')}`,
      `${K}?cognate=${encodeURIComponent('%_\\')}`,
      `${S}?cognateSet=${encodeURIComponent('ā'.repeat(2000))}`,
      `${C}?words__icontains=${encodeURIComponent("' or 1=1 --")}`,
      `${K}?page_size=100000`,
      `${K}language_counts/?page=abc`,
      `${L}language_counts/`,
      `${C}?nahuatl=2147483647`,
    ];
    for (const url of odd) {
      const response = await guest.get(url);
      expect(response.statusCode, `${url.slice(0, 120)} ${response.body.slice(0, 200)}`).toBe(200);
    }
    expect((await guest.get(`${K}?page_size=100000`)).json().results.length).toBeLessThanOrEqual(200);
  });

  it('takes LIKE wildcards in the cognate and loanword searches literally', async () => {
    const marker = unique('pct');
    await created(ana.post(K, { language: 'Pip', word: marker, definition: `${marker} 50% off` }));
    await created(ana.post(K, { language: 'Pip', word: unique('other'), definition: `${marker} 50 offers` }));
    expect((await guest.get(`${K}?cognate=${encodeURIComponent(`${marker} 50%`)}`)).json().count).toBe(1);
    await created(
      staff.post(L, {
        source_language: 'SP',
        source_word: unique('l'),
        target_language: 'CN',
        target_word: unique('m'),
        target_definition: `${marker} a_b`,
      }),
    );
    await created(
      staff.post(L, {
        source_language: 'SP',
        source_word: unique('l'),
        target_language: 'CN',
        target_word: unique('m'),
        target_definition: `${marker} axb`,
      }),
    );
    expect((await guest.get(`${L}?loanword=${encodeURIComponent(`${marker} a_b`)}`)).json().count).toBe(1);
  });

  it('finds a category’s search word within one word, never across the bar between two', async () => {
    const marker = unique('zz');
    const category = await created(ana.post(C, { word: unique('bar'), words: [`${marker}arrow`, 'flecha'] }));
    await created(ana.post(S, { word: unique('*bar'), semantic_category: category.id }));
    expect((await guest.get(`${C}?words__icontains=${marker}arrow`)).json().count).toBe(1);
    expect((await guest.get(`${C}?words__icontains=${encodeURIComponent('arrow|fl')}`)).json().count).toBe(0);
    expect((await guest.get(`${S}?cognateSet=${encodeURIComponent(`${marker}arrow|flecha`)}`)).json().count).toBe(0);
    expect((await guest.get(`${S}?cognateSet=${marker}arrow`)).json().count).toBe(1);
  });

  it('refuses wrong types, nulls and bad references in bodies with the field at fault', async () => {
    const set = await created(ana.post(S, { word: unique('*body') }));
    const cognate = await created(ana.post(K, { language: 'Pip', word: unique('body') }));
    const category = await created(ana.post(C, { word: unique('body') }));
    const word = await someWord(7);
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', C, { word: 5 }, 'word'],
      ['POST', C, { word: 'x', words: 'arrow' }, 'words'],
      ['POST', C, { word: 'x', words: [null] }, 'words'],
      ['POST', C, { word: null }, 'word'],
      ['PATCH', `${C}${category.id}/`, { share: 'yes' }, 'share'],
      ['PATCH', `${C}${category.id}/`, { word: '   ' }, 'word'],
      ['POST', S, { word: '*x', semantic_category: '1' }, 'semantic_category'],
      ['POST', S, { word: '*x', semantic_category: 999999 }, 'semantic_category'],
      ['PATCH', `${S}${set.id}/`, { semantic_category: -1 }, 'semantic_category'],
      ['PATCH', `${S}${set.id}/`, { reconstructed: null }, 'reconstructed'],
      ['POST', K, { language: 'Pip', word: 'x', set: 2147483648 }, 'set'],
      ['POST', K, { language: ['Pip'], word: 'x' }, 'language'],
      ['PATCH', `${K}${cognate.id}/`, { word: '' }, 'word'],
      ['PATCH', `${K}${cognate.id}/`, { set: 999999 }, 'set'],
      ['POST', KW, { cognate: cognate.id, nahuatl: 999999 }, 'nahuatl'],
      ['POST', KW, { cognate: 999999, nahuatl: word }, 'cognate'],
      ['POST', KW, { cognate: cognate.id, nahuatl: '1' }, 'nahuatl'],
      ['POST', KW, { cognate: cognate.id }, 'nahuatl'],
    ];
    for (const [method, url, body, field] of cases) {
      const before = await snapshot();
      const response = await ana.request(method as 'POST' | 'PATCH', url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)} ${response.body}`).toBe(400);
      // The field, or a path into it (`words.0`).
      const named = Object.keys(response.json()).filter((key) => key === field || key.startsWith(`${field}.`));
      expect(named, `${method} ${url} ${JSON.stringify(body)} ${response.body}`).not.toEqual([]);
      expect(await snapshot(), `${method} ${url} ${JSON.stringify(body)}`).toBe(before);
    }
    const staffCases: Array<[string, string, unknown, string]> = [
      [
        'POST',
        L,
        { source_language: 'SP', source_word: 'a', target_language: 'CN', target_word: 'b', set: 999999 },
        'set',
      ],
      ['POST', L, { source_language: 'SP', source_word: 'a', target_language: 'CN', target_word: 7 }, 'target_word'],
      [
        'POST',
        L,
        { source_language: 'SP', source_word: 'a', target_language: 'CN', target_word: 'b', target_set_key_id: 'x' },
        'target_set_key_id',
      ],
    ];
    for (const [method, url, body, field] of staffCases) {
      const before = await snapshot();
      const response = await staff.request(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(response.json()).toHaveProperty(field);
      expect(await snapshot()).toBe(before);
    }
  });

  it('refuses a duplicate link and a link to a deleted set’s cognate stays the owner’s to remove', async () => {
    const word = await someWord(8);
    const cognate = await created(ana.post(K, { language: 'Pip', word: unique('dup') }));
    const link = await created(ana.post(KW, { cognate: cognate.id, nahuatl: word }));
    const before = await snapshot();
    const again = await ana.post(KW, { cognate: cognate.id, nahuatl: word });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ nahuatl: ['This word is already linked to the cognate.'] });
    expect(await snapshot()).toBe(before);
    expect((await beto.delete(`${KW}${link.id}/`)).statusCode).toBe(403);
    expect((await ana.delete(`${KW}${link.id}/`)).statusCode).toBe(204);
    expect((await ana.delete(`${KW}${link.id}/`)).statusCode).toBe(404);
  });

  it('answers an address the router cannot read in the API’s error shape, changing nothing', async () => {
    const before = await snapshot();
    for (const [method, url, status] of [
      ['PATCH', `${C}%ED%A0%80/`, 400],
      ['GET', `${K}%E0%A4%A/`, 400],
      ['DELETE', `${S}%/`, 400],
      ['PATCH', `${C}${'x'.repeat(300)}/`, 414],
    ] as const) {
      const response = await ana.request(method, url, method === 'PATCH' ? { words: ['x'] } : undefined);
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toEqual({ detail: expect.any(String) });
      expect(response.headers['content-security-policy'], url).toBeDefined();
    }
    expect(await snapshot()).toBe(before);
  });

  it('names categories by word in PATCH’s path, whatever the word, and finds no deleted or hidden one', async () => {
    const word = unique('ñandú ');
    const category = await created(ana.post(C, { word }));
    const byWord = await ana.patch(`${C}${encodeURIComponent(word.trim())}/`, { words: ['rhea'] });
    expect(byWord.statusCode, byWord.body).toBe(200);
    expect(byWord.json()).toMatchObject({ id: category.id, words: ['rhea'] });
    const hidden = await created(ana.post(C, { word: unique('hidden'), share: false }));
    const hiddenWord = (await ana.get(`${C}${hidden.id}/`)).json().word as string;
    expect((await beto.patch(`${C}${hiddenWord}/`, { words: ['x'] })).statusCode).toBe(404);
    expect((await ana.delete(`${C}${category.id}/`)).statusCode).toBe(204);
    expect((await ana.patch(`${C}${encodeURIComponent(word.trim())}/`, { words: ['x'] })).statusCode).toBe(404);
    for (const key of ['%25', '%F0%9F%99%82', 'x'.repeat(300), '-1', '0', '99999999999999999999', 'count']) {
      const response = await ana.patch(`${C}${key}/`, { words: ['x'] });
      expect(response.statusCode, `${key} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, key).toBeLessThan(500);
    }
  });
});
