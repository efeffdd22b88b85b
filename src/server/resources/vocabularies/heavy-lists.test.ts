import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '../../../contract/common';
import { VOCABULARY_LIMITS } from '../../../contract/api/vocabularies';
import { ENTRY_LIMITS } from '../../../contract/api/entries';
import { MARKDOWN_TOO_HEAVY, PREVIEW_LENGTH } from '../../http/markdown';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../../test/harness';
import { refreshRenderedHtml } from '../rendered-html';

/*
 * Issue 49: one account made a guest's list of vocabularies weigh tens of megabytes (100 shared
 * vocabularies whose suggestions were `[](b)` × 4,000). Lists carry summaries, stored HTML is
 * bounded by its text, and a list page stays under the size decision 079 states whatever
 * owners write.
 */

let t: TestApp;
let guest: TestClient;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  owner = await userClient(t, 'heavy');
});
afterAll(() => t.close());

const V = '/utoaztecan/api/vocabulary/';
const E = '/blog/api/entry/';

/** Decision 079's bounds, in bytes: a page of vocabulary summaries at its largest size, and one vocabulary. */
const LIST_PAGE_BOUND = 5_000_000;
const RECORD_BOUND = 1_000_000;

/** `count` characters of text taking three bytes each in UTF-8 (the most an ordinary character takes). */
const wide = (count: number) => 'ā語'.repeat(count).slice(0, count);

const bytes = (body: string) => Buffer.byteLength(body);

describe('lists that owners cannot make heavy (decision 079)', () => {
  it('drops links with nothing to click: the audit’s suggestions store nothing', async () => {
    const created = await owner.post(V, { name: 'Empty links', share: true, suggestions_raw: '[](b)'.repeat(4000) });
    expect(created.statusCode).toBe(201);
    expect(created.json().suggestions).toBe('<p></p>');
  });

  it('refuses Markdown whose HTML would pass its bound, naming the field, and changes nothing', async () => {
    const made = (await owner.post(V, { name: 'Bounded', suggestions_raw: 'Start with *atl*.' })).json();
    const heavy = '[x](b)'.repeat(3000);
    const refused = await owner.patch(`${V}${made.id}/`, { suggestions_raw: heavy });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ suggestions_raw: [MARKDOWN_TOO_HEAVY] });
    expect((await owner.get(`${V}${made.id}/`)).json().suggestions_raw).toBe('Start with *atl*.');
    // Links written by hand, one per word, are far within it.
    const words = '[kalli](https://example.org/kalli) '.repeat(500);
    expect((await owner.patch(`${V}${made.id}/`, { suggestions_raw: words })).statusCode).toBe(200);
  });

  it('keeps a page of vocabularies small however much their owner writes, and each page whole', async () => {
    // The audit's shape, with every field at its limit in characters of three bytes, and
    // suggestions as heavy as their bound lets them be.
    const suggestions = '[kalli](/words/kalli) '.repeat(Math.floor(VOCABULARY_LIMITS.suggestions_raw / 22));
    const tags = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, '0')}${wide(48)}`);
    for (let i = 0; i < 100; i += 1) {
      const made = await owner.post(V, {
        name: `${i} ${wide(VOCABULARY_LIMITS.name - 4)}`,
        description: wide(VOCABULARY_LIMITS.description),
        source: wide(VOCABULARY_LIMITS.source),
        tags,
        suggestions_raw: suggestions,
        share: true,
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const one = await guest.get(`${V}?page_size=1&plain__icontains=${encodeURIComponent('0 ')}`);
    const id = one.json().results[0].id;
    const whole = await guest.get(`${V}${id}/`);
    expect(whole.json().suggestions.length).toBeGreaterThan(60_000);
    expect(bytes(whole.body)).toBeLessThan(RECORD_BOUND);

    const pages = [`${V}`, `${V}?page_size=100`, `${V}?page_size=${PAGE_SIZE_MAX}`];
    for (const url of pages) {
      const answer = await guest.get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(bytes(answer.body), url).toBeLessThan(LIST_PAGE_BOUND);
      for (const item of answer.json().results) expect(item, url).not.toHaveProperty('suggestions');
    }
    // Each item is still the card's whole: what the record says, less its suggestions.
    const listed = (await guest.get(`${V}?page_size=${PAGE_SIZE_MAX}`)).json().results.find((item: { id: number }) => item.id === id);
    const { suggestions: _html, suggestions_raw: _markdown, ...summary } = whole.json();
    expect(listed).toEqual(summary);

    await t.db.kysely.updateTable('vocabulary').set({ featured: true }).where('owner', '!=', 0).execute();
    const featured = await guest.get(`${V}featured/`);
    expect(bytes(featured.body)).toBeLessThan(LIST_PAGE_BOUND);
    expect(featured.json().every((item: object) => !('suggestions_raw' in item))).toBe(true);
  });

  it('previews an entry with a card’s worth of its first paragraph, however long it is', async () => {
    const staff = await staffClient(t, 'heavy-staff');
    const paragraph = 'tlahtolli '.repeat(ENTRY_LIMITS.content_raw / 10 - 1);
    const made = await staff.post(E, { title: 'One long paragraph', content_raw: paragraph, is_published: true });
    expect(made.statusCode).toBe(201);
    const listed = (await guest.get(`${E}recent/`)).json().find((entry: { id: number }) => entry.id === made.json().id);
    expect(listed).not.toHaveProperty('content');
    expect(listed.preview_content.length).toBeLessThan(PREVIEW_LENGTH + 20);
    expect(listed.preview_content).toMatch(/^<p>tlahtolli .* tlahtolli…<\/p>$/);
  });

  it('makes the HTML saved under the old rules again once, at start', async () => {
    const staff = await staffClient(t, 'old-rules-staff');
    const vocabulary = (await owner.post(V, { name: 'Saved long ago', suggestions_raw: 'Start with *atl*.' })).json();
    const entry = (await staff.post(E, { title: 'Saved long ago', content_raw: 'word '.repeat(1000) })).json();
    // As the server stored them before decision 079: empty links kept, the whole paragraph previewed.
    const oldLinks = '<a href="b" rel="noopener noreferrer nofollow" target="_blank"></a>'.repeat(4000);
    await t.db.kysely.updateTable('vocabulary').set({ suggestions_raw: '[](b)'.repeat(4000), suggestions: `<p>${oldLinks}</p>` }).where('id', '=', vocabulary.id).execute();
    await t.db.kysely.updateTable('blog_entry').set({ preview_content: `<p>${'word '.repeat(1000).trim()}</p>` }).where('id', '=', entry.id).execute();
    await t.db.kysely.updateTable('app_setting').set({ value: '1' }).where('key', '=', 'rendered_html_rules').execute();

    expect(await refreshRenderedHtml(t.db)).toBeGreaterThan(0);
    expect((await owner.get(`${V}${vocabulary.id}/`)).json().suggestions).toBe('<p></p>');
    expect((await staff.get(`${E}${entry.id}/`)).json().preview_content.length).toBeLessThan(PREVIEW_LENGTH + 20);
    // Once: a second start finds nothing to do.
    expect(await refreshRenderedHtml(t.db)).toBeNull();
  });
});
