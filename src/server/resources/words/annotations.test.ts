import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../../test/harness';

// An annotation's author rewrites or removes it; nobody else does (issue 34). The full
// matrix of who may is in permissions.test.ts; here, what each write leaves on the word.
let t: TestApp;
let guest: TestClient;
let author: TestClient;
let otherEditor: TestClient;
let learner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  author = await staffClient(t, 'annotator');
  otherEditor = await staffClient(t, 'second-editor');
  learner = await userClient(t, 'annotation-learner');
});
afterAll(() => t.close());

const W = '/utoaztecan/api/nahuatl/';
const A = '/utoaztecan/api/nahuatl-annotation/';

/** A fresh word with one annotation by the author. */
async function annotated(word: string, definition = 'First note.') {
  const wordId = (await author.post(W, { word })).json().id as number;
  const created = await author.post(A, { nahuatl: wordId, definition });
  expect(created.statusCode).toBe(201);
  return { wordId, id: created.json().id as number };
}

const notesOn = async (wordId: number) =>
  (await guest.get(`${W}${wordId}/`)).json().annotations.map((a: { definition: string }) => a.definition);

describe('editing an annotation', () => {
  it('lets its author rewrite it, and the word shows the new note', async () => {
    const { wordId, id } = await annotated('tlaannotaa');
    const saved = await author.patch(`${A}${id}/`, { definition: '  Also: to howl.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id, nahuatl: wordId, definition: 'Also: to howl.' });
    expect(await notesOn(wordId)).toEqual(['Also: to howl.']);
  });

  it('refuses a blank, missing or overlong note with 400 naming definition, and keeps the old one', async () => {
    const { wordId, id } = await annotated('tlaannotab');
    for (const body of [{ definition: '   ' }, {}, { definition: 'a'.repeat(2001) }, { definition: 42 }]) {
      const refused = await author.patch(`${A}${id}/`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['definition']);
    }
    expect(await notesOn(wordId)).toEqual(['First note.']);
  });

  it('refuses everyone but the author, staff included, and answers 404 for an unknown annotation', async () => {
    const { wordId, id } = await annotated('tlaannotac');
    expect((await otherEditor.patch(`${A}${id}/`, { definition: 'Mine now' })).statusCode).toBe(403);
    expect((await learner.patch(`${A}${id}/`, { definition: 'Mine now' })).statusCode).toBe(403);
    expect((await guest.patch(`${A}${id}/`, { definition: 'Mine now' })).statusCode).toBe(403);
    expect((await author.patch(`${A}999999/`, { definition: 'Nothing' })).statusCode).toBe(404);
    expect(await notesOn(wordId)).toEqual(['First note.']);
  });
});

describe('deleting an annotation', () => {
  it('lets its author remove it, after which they may annotate the word again', async () => {
    const { wordId, id } = await annotated('tlaannotad');
    expect((await author.delete(`${A}${id}/`)).statusCode).toBe(204);
    expect(await notesOn(wordId)).toEqual([]);
    expect((await author.delete(`${A}${id}/`)).statusCode).toBe(404);
    expect((await author.post(A, { nahuatl: wordId, definition: 'Second thoughts.' })).statusCode).toBe(201);
  });

  it('leaves another editor’s annotation alone', async () => {
    const { wordId, id } = await annotated('tlaannotae');
    expect((await otherEditor.delete(`${A}${id}/`)).statusCode).toBe(403);
    expect((await guest.delete(`${A}${id}/`)).statusCode).toBe(403);
    expect(await notesOn(wordId)).toEqual(['First note.']);
  });
});
