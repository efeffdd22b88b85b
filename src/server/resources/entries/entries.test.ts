import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../../test/harness';

let t: TestApp;
let guest: TestClient;
let learner: TestClient;
let author: TestClient;
let otherStaff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  learner = await userClient(t, 'learner');
  author = await staffClient(t, 'tlahcuilo');
  otherStaff = await staffClient(t, 'editor-two');
});
afterAll(() => t.close());

const E = '/blog/api/entry/';
const EW = '/blog/api/entry-word/';
const ids = (list: Array<{ id: number }>) => list.map((entry) => entry.id);

async function wordId(word: string): Promise<number> {
  return (await guest.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(word)}`)).json().results[0].id;
}

async function publish(title: string, extra: Record<string, unknown> = {}) {
  const response = await author.post(E, { title, content: `${title}: the first paragraph.\n\nMore.`, is_published: true, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('writing entries', () => {
  it('lets staff write an entry in Markdown; the server renders it, makes the preview, and names the author', async () => {
    const response = await author.post(E, {
      title: 'Tlahtolli',
      tags: ['Grammar', 'reading'],
      content: '### Heading\n\nThe **first** paragraph.\n\nThe second one.',
      is_published: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Tlahtolli',
      plain: 'tlahtolli',
      tags: ['Grammar', 'reading'],
      is_published: true,
      featured: false,
      author_name: 'tlahcuilo',
      content_raw: '### Heading\n\nThe **first** paragraph.\n\nThe second one.',
      content: '<h3>Heading</h3>\n<p>The <strong>first</strong> paragraph.</p>\n<p>The second one.</p>',
      preview_content: '<p>The <strong>first</strong> paragraph.</p>',
    });
    expect(Date.parse(response.json().created_at)).not.toBeNaN();
  });

  it('never stores script, event handlers or javascript: links', async () => {
    const entry = (
      await author.post(E, {
        title: 'Hostile',
        content: 'Hello <script>alert(1)</script><img src=x onerror="alert(2)"> [link](javascript:alert(3)) <a href="javascript:alert(4)">x</a>',
        is_published: true,
      })
    ).json();
    const stored = await t.db.kysely.selectFrom('blog_entry').select(['content', 'preview_content']).where('id', '=', entry.id).executeTakeFirstOrThrow();
    for (const html of [stored.content, stored.preview_content]) {
      expect(html).not.toMatch(/<script|onerror|javascript:/i);
    }
    const patched = (await author.patch(`${E}${entry.id}/`, { content: '<svg onload="alert(5)"></svg>**ok**' })).json();
    expect(patched.content).toBe('<p><strong>ok</strong></p>');
  });

  it('refuses guests and learners, and another editor’s changes, leaving the entry as it was', async () => {
    expect((await guest.post(E, { title: 'x' })).statusCode).toBe(403);
    expect((await learner.post(E, { title: 'x' })).statusCode).toBe(403);
    const entry = await publish('Mine');
    expect((await otherStaff.patch(`${E}${entry.id}/`, { title: 'Theirs' })).statusCode).toBe(403);
    expect((await otherStaff.delete(`${E}${entry.id}/`)).statusCode).toBe(403);
    expect((await learner.patch(`${E}${entry.id}/`, { title: 'Theirs' })).statusCode).toBe(403);
    expect((await guest.get(`${E}${entry.id}/`)).json().title).toBe('Mine');
  });

  it('names the field at fault', async () => {
    expect(Object.keys((await author.post(E, { title: ' ' })).json())).toEqual(['title']);
    expect(Object.keys((await author.post(E, { title: 'x', tags: 'one' })).json())).toEqual(['tags']);
    expect(Object.keys((await author.post(E, { title: 'x', is_published: 'yes' })).json())).toEqual(['is_published']);
  });

  it('lets the author change and delete their entry', async () => {
    const entry = await publish('Before');
    const changed = await author.patch(`${E}${entry.id}/`, { title: 'After', content: 'New words.' });
    expect(changed.json()).toMatchObject({ title: 'After', plain: 'after', content: '<p>New words.</p>', preview_content: '<p>New words.</p>' });
    expect((await author.delete(`${E}${entry.id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${E}${entry.id}/`)).statusCode).toBe(404);
  });
});

describe('reading entries', () => {
  it('lists recent/ and featured/ as plain lists of seven, newest first, and piyali/ by its tag', async () => {
    const made = [];
    for (let i = 0; i < 9; i += 1) made.push(await publish(`Entry ${i}`, i % 2 === 0 ? { tags: ['piyali'] } : {}));
    for (const entry of made) await author.patch(`${E}${entry.id}/`, { featured: true });
    const recent = (await guest.get(`${E}recent/`)).json();
    expect(ids(recent)).toEqual(ids(made).reverse().slice(0, 7));
    const featured = (await guest.get(`${E}featured/`)).json();
    expect(ids(featured)).toEqual(ids(made).reverse().slice(0, 7));
    const welcome = (await guest.get(`${E}piyali/`)).json();
    expect(welcome.length).toBeGreaterThan(0);
    expect(welcome.every((entry: { tags: string[] }) => entry.tags.includes('piyali'))).toBe(true);
    expect(ids(welcome)).toEqual(expect.arrayContaining(ids(made.filter((_, i) => i % 2 === 0)).slice(-4)));
  });

  it('answers every list with summaries, each entry without its text, however the old `preview` asks (decision 079)', async () => {
    const entry = await publish('A long entry', { tags: ['piyali'], content: 'The **first** paragraph.\n\nThe second, which only the page shows.' });
    await author.patch(`${E}${entry.id}/`, { featured: true });
    const whole = (await guest.get(`${E}${entry.id}/`)).json();
    const { content, content_raw, ...summary } = whole;
    expect(content).toContain('second');
    expect(content_raw).toContain('second');
    expect(summary.preview_content).toBe('<p>The <strong>first</strong> paragraph.</p>');
    const lists = ['recent/', 'recent/?language=en&preview=true', 'piyali/', 'featured/', 'featured/?preview=false', '?tag=piyali', '?preview=1&tag=piyali'];
    for (const list of lists) {
      const answer = (await guest.get(`${E}${list}`)).json();
      const found = (Array.isArray(answer) ? answer : answer.results).find((item: { id: number }) => item.id === entry.id);
      expect(found, list).toEqual(summary);
    }
  });

  it('refuses a preview that is not a boolean with a 400 naming it', async () => {
    for (const list of ['recent/?preview=maybe', 'piyali/?preview=', 'featured/?preview=2', '?preview=yes please']) {
      const answer = await guest.get(`${E}${list}`);
      expect(answer.statusCode, list).toBe(400);
      expect(answer.json(), list).toEqual({ preview: [expect.any(String)] });
    }
  });

  it('pages the list newest first, entries written in the same instant newest id first', async () => {
    const tag = 'same-instant';
    const made = [await publish('First of three', { tags: [tag] }), await publish('Second of three', { tags: [tag] }), await publish('Third of three', { tags: [tag] })];
    await t.db.kysely.updateTable('blog_entry').set({ created_at: '2026-02-01T10:00:00.000Z' }).where('id', 'in', ids(made)).execute();
    const first = (await guest.get(`${E}?tag=${tag}&page_size=2`)).json();
    const second = (await guest.get(`${E}?tag=${tag}&page_size=2&page=2`)).json();
    expect(first.count).toBe(3);
    expect([...ids(first.results), ...ids(second.results)]).toEqual(ids(made).reverse());
  });

  it('searches titles by prefix and counts with the same filters', async () => {
    await publish('Cempōhualli and counting');
    const found = (await guest.get(`${E}?plain__istartswith=CEMPO`)).json();
    expect(found.results.map((e: { title: string }) => e.title)).toContain('Cempōhualli and counting');
    expect((await guest.get(`${E}count/?plain__istartswith=cempo`)).json()).toBe(found.count);
  });

  it('shows a draft to its author alone: in lists, counts, detail, recent, featured, piyali and words', async () => {
    const draft = (await author.post(E, { title: 'Secret draft', tags: ['piyali'], content: 'Not yet.' })).json();
    expect(draft.is_published).toBe(false);
    await author.patch(`${E}${draft.id}/`, { featured: true });
    await author.post(EW, { entry: draft.id, nahuatl_word: await wordId('cochi') });
    for (const reader of [guest, learner, otherStaff]) {
      expect((await reader.get(`${E}${draft.id}/`)).statusCode).toBe(404);
      expect((await reader.get(`${E}${draft.id}/words/`)).statusCode).toBe(404);
      expect((await reader.get(`${E}?plain__istartswith=secret`)).json().count).toBe(0);
      expect((await reader.get(`${E}count/?plain__istartswith=secret`)).json()).toBe(0);
      for (const list of ['recent/', 'featured/', 'piyali/']) expect(ids((await reader.get(`${E}${list}`)).json())).not.toContain(draft.id);
      expect((await reader.get(`${EW}?entry=${draft.id}`)).json().count).toBe(0);
    }
    expect((await author.get(`${E}${draft.id}/`)).statusCode).toBe(200);
    expect(ids((await author.get(`${E}recent/`)).json())).toContain(draft.id);
    expect((await author.get(`${E}?plain__istartswith=secret`)).json().count).toBe(1);
  });
});

describe('the words an entry teaches', () => {
  it('lets the author link words once and unlink them; {id}/words/ gives the words with their data', async () => {
    const entry = await publish('Sleeping and crying');
    const cochi = await wordId('cochi');
    const choca = await wordId('chōca');
    expect((await author.post(EW, { entry: entry.id, nahuatl_word: cochi })).statusCode).toBe(201);
    const second = await author.post(EW, { entry: entry.id, nahuatl_word: choca });
    expect((await author.post(EW, { entry: entry.id, nahuatl_word: cochi })).json()).toEqual({
      nahuatl_word: ['This word is already linked to the entry.'],
    });
    expect((await otherStaff.post(EW, { entry: entry.id, nahuatl_word: await wordId('cuā') })).statusCode).toBe(403);
    expect((await learner.post(EW, { entry: entry.id, nahuatl_word: await wordId('cuā') })).statusCode).toBe(403);

    const words = (await guest.get(`${E}${entry.id}/words/`)).json();
    expect(words.map((w: { id: number }) => w.id)).toEqual([cochi, choca]);
    expect(words[0]).toMatchObject({ word: 'cochi', tenses: { present: expect.any(Array) } });

    expect((await otherStaff.delete(`${EW}${second.json().id}/`)).statusCode).toBe(403);
    expect((await author.delete(`${EW}${second.json().id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${E}${entry.id}/words/`)).json().map((w: { id: number }) => w.id)).toEqual([cochi]);
  });
});

describe('the sample entries', () => {
  it('seeds published entries, some on the welcome page and some featured, each linked to the words it teaches', async () => {
    const sample = await t.db.kysely.selectFrom('blog_entry').select(['id']).where('owner', '=', 1).execute();
    expect(sample.length).toBeGreaterThanOrEqual(4);
    const welcome = (await guest.get(`${E}piyali/`)).json().filter((e: { author: number }) => e.author === 1);
    expect(welcome.length).toBeGreaterThanOrEqual(1);
    const featured = await t.db.kysely.selectFrom('blog_entry').select('id').where('owner', '=', 1).where('featured', '=', true).execute();
    expect(featured.length).toBeGreaterThanOrEqual(1);
    for (const { id } of sample) expect((await guest.get(`${E}${id}/words/`)).json().length).toBeGreaterThanOrEqual(3);
  });
});
