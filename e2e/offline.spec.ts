import { expect, test, type Page } from '@playwright/test';
import type { Page as ApiPage } from '../src/contract/common';
import type { ReviewLogEntry } from '../src/contract/review';
import type { Vocabulary, VocabularyWord } from '../src/contract/vocabularies';
import type { Word } from '../src/contract/words';
import { apiPost, atEachWidth, DESKTOP, expectNoViolations, mainMenu, screenshots, signUp } from './support';

// Issue 32 (decision 051): after the first visit the app's files are in the service worker's
// precache, so with no connection the app still opens, the calculator still counts, the shell
// says it is offline, and a form that needs the server waits for it and says why.
// The journeys keep the service worker out (playwright.config.ts); these are about it.
test.use({ viewport: DESKTOP, serviceWorkers: 'allow' });

const OFFLINE_LINE = 'Offline — some screens need a connection';
const REASON = 'You are offline: this needs a connection.';

const statusLine = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A first visit: the service worker saves every file of the app, then a new learner signs up. Their name. */
async function firstVisitAsLearner(page: Page): Promise<string> {
  await page.goto('/numbers');
  // The worker's install fetches every file of the app before the shell says so.
  await expect(statusLine(page, 'Ready to work offline')).toBeVisible({ timeout: 15_000 });
  return signUp(page);
}

test('after the first visit the app works offline, and says what waits for the connection', async ({
  page,
  context,
}) => {
  // The worker's first install, a sign-up and four axe checks: more than one screen's time.
  test.slow();
  await firstVisitAsLearner(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/$/);

  // A signed-in learner on the vocabularies loses the signal: Add waits, and says why.
  await mainMenu(page).getByRole('link', { name: 'Vocabularies' }).click();
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(page.getByLabel('Add Vocabulary')).toBeVisible();
  await expect(statusLine(page, OFFLINE_LINE)).toHaveCount(0);
  await context.setOffline(true);
  await expect(statusLine(page, OFFLINE_LINE)).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(page.getByText(REASON)).toBeVisible();
  await expect(add).toHaveAccessibleDescription(REASON);
  await atEachWidth(page, expectNoViolations);

  // A new page load with no connection: the worker answers with the app, the calculator counts.
  await page.goto('/numbers');
  await expect(page.getByRole('heading', { level: 1, name: 'Number Calculator' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Numbers to words' });
  await card.getByLabel('Number', { exact: true }).pressSequentially('421');
  await expect(card.locator('[lang="nah"]', { hasText: 'centzontli' })).toHaveText(
    'centzontli huan cempōhualli huan cē',
  );
  await expect(statusLine(page, OFFLINE_LINE)).toBeVisible();
  await atEachWidth(page, expectNoViolations);

  // Back online: the line goes and the learner's forms work again.
  await mainMenu(page).getByRole('link', { name: 'Vocabularies' }).click();
  await context.setOffline(false);
  await expect(statusLine(page, OFFLINE_LINE)).toHaveCount(0);
  await expect(page.getByLabel('Add Vocabulary')).toBeVisible();
  await expect(add).toBeEnabled();
  await expect(page.getByText(REASON)).toHaveCount(0);
});

/**
 * A value this device keeps in IndexedDB (`database` → `store` → `key`), or null; never
 * creates the database when it is not there yet.
 */
const savedValue = (page: Page, database: string, store: string, key: string) =>
  page.evaluate(
    async ([name, storeName, keyName]) => {
      if (!(await indexedDB.databases()).some((db) => db.name === name)) return null;
      return new Promise<unknown>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve(null);
          const read = db.transaction(storeName).objectStore(storeName).get(keyName);
          read.onsuccess = () => {
            resolve(read.result ?? null);
            db.close();
          };
          read.onerror = () => resolve(null);
        };
      });
    },
    [database, store, key] as const,
  );

/** Whether this device's saved copy (decision 055) holds a query whose key contains `part`. */
const savedCopyHolds = async (page: Page, part: string) =>
  String(
    ((await savedValue(page, 'np-practice', 'saved', 'query-cache')) as { text?: string } | null)?.text ?? '',
  ).includes(part);

test('a learner practises offline: Match on a saved vocabulary, three review answers sent once when back online', async ({
  page,
  context,
}) => {
  test.slow();
  await firstVisitAsLearner(page);

  // Online: the learner studies a sample vocabulary (its words as meaning cards) and opens it and the deck.
  const listed = await page.request.get('/utoaztecan/api/vocabulary/?plain__icontains=Everyday%20verbs');
  const vocabulary = ((await listed.json()) as ApiPage<Vocabulary>).results.find(
    (found) => found.name === 'Everyday verbs',
  )!;
  const links = await page.request.get(`/utoaztecan/api/vocabulary-word/?vocabulary=${vocabulary.id}&page_size=200`);
  const definitions = new Map(
    ((await links.json()) as ApiPage<VocabularyWord>).results.map(({ nahuatl_word_data: word }) => [
      word.word,
      word.definition_english.join('; '),
    ]),
  );
  await apiPost(page, '/utoaztecan/api/review-card/', { vocabulary: vocabulary.id, kinds: ['meaning'] });
  await page.goto(`/practice/${vocabulary.id}`);
  await expect(page.getByRole('article', { name: vocabulary.name })).toBeVisible();
  await mainMenu(page)
    .getByRole('link', { name: /^Review/ })
    .click();
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  // The copy is saved a second after a change, in the background: on two busy cores, a while after.
  await expect.poll(() => savedCopyHolds(page, '"words"'), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => savedCopyHolds(page, '"due","account"'), { timeout: 15_000 }).toBe(true);

  // No signal, and a new page load: the vocabulary comes from the saved copy and Match plays.
  await context.setOffline(true);
  await page.goto(`/practice/${vocabulary.id}?game=match`);
  await expect(statusLine(page, OFFLINE_LINE)).toBeVisible();
  const match = page.getByRole('region', { name: 'Match' });
  const first = (await match.getByRole('region', { name: 'Words' }).getByRole('button').first().textContent())!;
  await match.getByRole('region', { name: 'Words' }).getByRole('button', { name: first, exact: true }).click();
  await match
    .getByRole('region', { name: 'Definitions' })
    .getByRole('button', { name: definitions.get(first)!, exact: true })
    .click();
  await expect(match.getByRole('status')).toContainText(`✓ Matched: ${first} means`);

  // The review deck from the saved copy: three cards answered, each leaving at once.
  await mainMenu(page)
    .getByRole('link', { name: /^Review/ })
    .click();
  for (const waiting of [1, 2, 3]) {
    await page.getByRole('button', { name: 'Show answer' }).click();
    await page.keyboard.press('3');
    await expect(page.getByText(new RegExp(`^${waiting} answers? (is|are) saved on this device`))).toBeVisible();
  }
  await atEachWidth(page, expectNoViolations);
  await screenshots(page, 'review-queued');
  await mainMenu(page).getByRole('link', { name: 'Saved data' }).click();
  await expect(page.getByRole('heading', { name: 'Review answers waiting to be sent' })).toBeVisible();
  await atEachWidth(page, expectNoViolations);
  await screenshots(page, 'saved-data');

  // Back online: the three answers reach the server, each once.
  await context.setOffline(false);
  await mainMenu(page)
    .getByRole('link', { name: /^Review/ })
    .click();
  await expect(page.getByText(/saved on this device/)).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/utoaztecan/api/review-log/')).json()) as ApiPage<ReviewLogEntry>).count,
    )
    .toBe(3);
  const log = (await (await page.request.get('/utoaztecan/api/review-log/')).json()) as ApiPage<ReviewLogEntry>;
  expect(new Set(log.results.map((entry) => entry.answer_id)).size).toBe(3);
  expect(log.results.map((entry) => entry.rating)).toEqual(['good', 'good', 'good']);
});

/** The length of this device's saved copy of the learner's data (decision 055). */
const savedCopySize = async (page: Page) =>
  String(((await savedValue(page, 'np-practice', 'saved', 'query-cache')) as { text?: string } | null)?.text ?? '')
    .length;

// Issue 48: a phone with no signal often still says it is online, and every request fails. The
// app must not take a failed request for an answer ("a guest", "no cards") and drop what it saved.
test('opened where every request fails but the phone says it is online, the app keeps the learner and their saved data', async ({
  page,
  context,
}) => {
  test.slow();
  const learner = await firstVisitAsLearner(page);
  await page.goto('/review');
  await page.goto('/progress');
  await expect.poll(() => savedCopyHolds(page, learner), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => savedCopyHolds(page, '"due","account"'), { timeout: 15_000 }).toBe(true);
  const before = await savedCopySize(page);

  await context.setOffline(true);
  const cold = await context.newPage();
  await cold.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
  for (const address of ['/review', '/progress']) {
    await cold.goto(address);
    // The first request that cannot reach the server puts the app offline, as the browser's event would.
    await expect(statusLine(cold, OFFLINE_LINE)).toBeVisible();
    await expect(mainMenu(cold)).toContainText(`Signed in as ${learner}`);
  }
  await expect(cold.getByText('You are reviewing as a guest')).toHaveCount(0);
  expect(await savedCopySize(cold)).toBeGreaterThanOrEqual(before);
  expect(await savedCopyHolds(cold, '"due","account"')).toBe(true);

  // The signal returns, and the phone says nothing new: the app finds the server again by itself.
  await context.setOffline(false);
  await expect(statusLine(cold, OFFLINE_LINE)).toHaveCount(0, { timeout: 15_000 });
  // The reads that waited are asked again, without a reload.
  await expect(cold.getByText('Loading your progress…')).toHaveCount(0);
  await cold.close();
});

/** The keys of the queries in this device's saved copy (decision 055). */
const savedQueryKeys = async (page: Page) => {
  const saved = (await savedValue(page, 'np-practice', 'saved', 'query-cache')) as { text?: string } | null;
  const copy = JSON.parse(saved?.text ?? '{"clientState":{"queries":[]}}') as {
    clientState: { queries: { queryHash: string }[] };
  };
  return copy.clientState.queries.map((query) => query.queryHash);
};

// Issue 48: the installed app opened with no signal at all, after a warm visit, as the learner
// it last knew: their review, a game on their own vocabulary, their progress; nothing saved is
// lost, and the answers given offline reach the server within seconds of the signal's return.
test('opened cold offline, a learner reviews, plays Conjugate on their vocabulary and reads their progress, and loses nothing', async ({
  page,
  context,
}) => {
  test.slow();
  const learner = await firstVisitAsLearner(page);
  const mine = (await apiPost(page, '/utoaztecan/api/vocabulary/', {
    name: 'My verbs',
    description: '',
  })) as Vocabulary;
  for (const spelling of ['cochi', 'chōca', 'tlahtoa', 'cuīca']) {
    const found = (await (
      await page.request.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(spelling)}`)
    ).json()) as ApiPage<Word>;
    await apiPost(page, '/utoaztecan/api/vocabulary-word/', {
      vocabulary: mine.id,
      nahuatl_word: found.results[0]!.id,
    });
  }
  await apiPost(page, '/utoaztecan/api/review-card/', { vocabulary: mine.id, kinds: ['meaning'] });

  // The warm visit: the learner opens their vocabulary's games, the review and their progress.
  await page.goto(`/practice/${mine.id}`);
  await expect(page.getByRole('button', { name: 'Conjugate', exact: true })).toBeEnabled();
  // The copy is saved a second after a change, in the background: on two busy cores, a while after.
  await expect.poll(() => savedCopyHolds(page, `"record",${mine.id},"words"`), { timeout: 15_000 }).toBe(true);
  await page.goto('/review');
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await expect.poll(() => savedCopyHolds(page, '"due","account",20'), { timeout: 15_000 }).toBe(true);
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Review settings' })).toBeVisible();
  await expect.poll(() => savedCopyHolds(page, '"stats"'), { timeout: 15_000 }).toBe(true);
  const keysBefore = await savedQueryKeys(page);

  // No signal before the first navigation of a new window.
  await context.setOffline(true);
  const cold = await context.newPage();
  await cold.goto(`/practice/${mine.id}?game=conjugate`);
  await expect(statusLine(cold, OFFLINE_LINE)).toBeVisible();
  await expect(mainMenu(cold)).toContainText(`Signed in as ${learner}`);
  const game = cold.getByRole('region', { name: 'Conjugate', exact: true });
  await cold.getByLabel('Your answer').fill('nicochi');
  await game.getByRole('button', { name: 'Check Answer' }).click();
  await expect(
    game.getByText('Score: 0 of 1 right · 0 skipped').or(game.getByText('Score: 1 of 1 right · 0 skipped')),
  ).toBeVisible();

  await cold.goto('/review');
  for (const waiting of [1, 2]) {
    await cold.getByRole('button', { name: 'Show answer' }).click();
    await cold.keyboard.press('3');
    await expect(statusLine(cold, `${waiting} answer`)).toContainText('saved on this device');
  }

  await cold.goto('/progress');
  await expect(cold.getByRole('heading', { name: 'Review settings' })).toBeVisible();
  await expect(cold.getByText('You are reviewing as a guest')).toHaveCount(0);
  await expect(cold.getByText(/Not saved on this device/)).toHaveCount(0);
  // Nothing saved was dropped: every query is still there (the two answered cards left the due list).
  expect(await savedQueryKeys(cold)).toEqual(expect.arrayContaining(keysBefore));

  // The signal returns: the two answers reach the server without a reload, and the shell says so.
  await context.setOffline(false);
  // Background Sync may have the worker send some of them beside the page, so the page says what it sent.
  await expect(cold.getByRole('status').filter({ hasText: /given offline (was|were) sent/ })).toBeVisible({
    timeout: 10_000,
  });
  await expect(statusLine(cold, 'saved on this device')).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await (await cold.request.get('/utoaztecan/api/review-log/')).json()) as ApiPage<ReviewLogEntry>).count,
    )
    .toBe(2);
  await cold.close();
});

// Issue 48: Background Sync (Chromium) wakes the service worker when the signal returns, and with
// no window of the app open the worker sends the answers kept offline itself.
test('with the app closed, Background Sync sends the answers kept offline', async ({ page, context }) => {
  test.slow();
  await firstVisitAsLearner(page);
  const listed = await page.request.get('/utoaztecan/api/vocabulary/?plain__icontains=Everyday%20verbs');
  const vocabulary = ((await listed.json()) as ApiPage<Vocabulary>).results.find(
    (found) => found.name === 'Everyday verbs',
  )!;
  await apiPost(page, '/utoaztecan/api/review-card/', { vocabulary: vocabulary.id, kinds: ['meaning'] });
  await page.goto('/review');
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await context.setOffline(true);
  for (const waiting of [1, 2]) {
    await page.getByRole('button', { name: 'Show answer' }).click();
    await page.keyboard.press('3');
    await expect(statusLine(page, `${waiting} answer`)).toContainText('saved on this device');
  }

  // The app is closed; the signal returns; the browser fires the sync the answers asked for.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const cdp = await context.newCDPSession(blank);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(test.info().project.use.baseURL!).origin,
    registrationId: await registered,
    tag: 'np-send-answers',
    lastChance: false,
  });
  await expect
    .poll(
      async () =>
        ((await (await blank.request.get('/utoaztecan/api/review-log/')).json()) as ApiPage<ReviewLogEntry>).count,
      { timeout: 10_000 },
    )
    .toBe(2);
});

const SAVED_DICTIONARY = 'Offline — working from the dictionary saved on this device.';

/** The version of the dictionary saved on this device (decision 054), or null. */
const savedDictionaryVersion = async (page: Page) =>
  ((await savedValue(page, 'nahuatl-dictionary', 'state', 'saved')) as { version?: string } | null)?.version ?? null;

test('offline, the Word Search and the word page answer from the dictionary saved on the device', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/words');
  await expect(statusLine(page, 'Ready to work offline')).toBeVisible({ timeout: 15_000 });
  // Saved in the background once the browser is idle after the first visit.
  await expect.poll(() => savedDictionaryVersion(page), { timeout: 30_000 }).not.toBeNull();

  await context.setOffline(true);
  await page.goto('/words?search=nicochi');
  await expect(page.getByText(`1 word found. ${SAVED_DICTIONARY}`)).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByText(/matched the form nicochi/)).toBeVisible();
  await atEachWidth(page, expectNoViolations);
  await results.getByRole('link', { name: 'cochi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'cochi' })).toBeVisible();
  await expect(statusLine(page, SAVED_DICTIONARY)).toBeVisible();
  const table = page.getByRole('region', { name: 'Tense table (scrolls sideways)' });
  await expect(table.getByText('nicochi', { exact: true })).toBeVisible();
  // The sentences are not saved: the page says they wait for a connection (decision 062).
  await expect(page.getByText('Offline: the sample sentences need a connection.')).toBeVisible();
  await atEachWidth(page, expectNoViolations);

  // Browsing by letter answers from the saved words too.
  await page.goto('/words?letter=ch');
  const chList = page.getByRole('list', { name: 'Words starting with Ch' });
  await expect(chList.getByRole('link', { name: 'chichi', exact: true })).toBeVisible();
  await expect(statusLine(page, SAVED_DICTIONARY)).toBeVisible();
});
