import { expect, test, type Page } from '@playwright/test';
import type { Page as ApiPage } from '../src/contract/common';
import type { Sentence } from '../src/contract/sentences';
import type { Vocabulary, VocabularyWord } from '../src/contract/vocabularies';
import { spellIn } from '../src/nahuatl';
import { atEachWidth, DESKTOP, expectNoViolations, mainMenu, PASSWORD, screenshots, signUp, wordSearchBox } from './support';

test.use({ viewport: DESKTOP });

/** The alphabet switch of the side menu: a radio group labelled "Alphabet" (decision 057). */
const alphabetOption = (page: Page, name: 'Dictionary' | 'School (SEP)') =>
  mainMenu(page).getByRole('group', { name: 'Alphabet' }).getByRole('radio', { name, exact: true });

/** The letters only the dictionary's alphabet writes (c before a, o, qu, hu, tz, z). */
const DICTIONARY_LETTERS = /c(?!h)|qu|hu|uh|tz|z/i;

/** The sample vocabulary of everyday verbs and its words' spellings, through the API. */
async function everydayVerbs(page: Page): Promise<{ vocabulary: Vocabulary; words: string[] }> {
  const found = await page.request.get('/utoaztecan/api/vocabulary/?plain__icontains=Everyday%20verbs');
  const vocabulary = ((await found.json()) as ApiPage<Vocabulary>).results.find((v) => v.name === 'Everyday verbs')!;
  const links = await page.request.get(`/utoaztecan/api/vocabulary-word/?vocabulary=${vocabulary.id}&page_size=200`);
  const words = ((await links.json()) as ApiPage<VocabularyWord>).results.map((link) => link.nahuatl_word_data.word);
  return { vocabulary, words };
}

/** A sample sentence's id, found by its stored text through the API. */
async function sentenceId(page: Page, text: string): Promise<number> {
  const response = await page.request.get('/utoaztecan/api/nahuatl-sentence/?page_size=200');
  return ((await response.json()) as ApiPage<Sentence>).results.find((sentence) => sentence.sentence === text)!.id;
}

test('a guest reads the dictionary, a sentence and Match in the modern alphabet, and keeps it after a reload', async ({
  page,
}) => {
  test.slow(); // three screens, Match, and axe at two widths on a shared machine
  await page.goto('/words');
  await expect(alphabetOption(page, 'Dictionary')).toBeChecked();
  await alphabetOption(page, 'School (SEP)').check();
  await expect(alphabetOption(page, 'School (SEP)')).toBeChecked();

  // A form in the modern alphabet finds its verb, shown as kochi, with the form in the dictionary's spelling.
  await wordSearchBox(page).fill('nikochi');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  const kochi = results.filter({ has: page.getByRole('link', { name: 'kochi', exact: true }) });
  await expect(kochi).toContainText('matched the form nikochi');
  await kochi.getByRole('link', { name: 'kochi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'KOCHI Details' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: 'nikochis', exact: true })).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText('nicochiz');
  await screenshots(page, 'word');

  // A sentence with k, s, w and ts: "Cihuātl quināmaca chīlli pan tianquiztli." and "Nimītzmaca cē xōchitl."
  await page.goto('/sentences?search=tianquiztli');
  const sold = page.getByRole('link', { name: 'Siuatl kinamaka chili pan tiankistli.', exact: true });
  await expect(sold).toBeVisible();
  await page.goto(`/sentence/${await sentenceId(page, 'Nimītzmaca cē xōchitl.')}`);
  await expect(page.getByRole('article').getByRole('heading', { name: 'Nimitsmaka se xochitl.' })).toBeVisible();
  await screenshots(page, 'sentence');

  // Match deals the vocabulary's words in the modern alphabet.
  const { vocabulary, words } = await everydayVerbs(page);
  await page.goto(`/practice/${vocabulary.id}?game=match`);
  const cards = page.getByRole('region', { name: 'Match' }).getByRole('region', { name: 'Words' }).getByRole('button');
  await expect(cards).toHaveCount(10);
  const shown = await cards.allTextContents();
  expect(shown.filter((text) => DICTIONARY_LETTERS.test(text))).toEqual([]);
  const modern = new Set(words.map((word) => spellIn('sep', word)));
  expect(shown.filter((text) => !modern.has(text))).toEqual([]);

  await page.reload();
  await expect(alphabetOption(page, 'School (SEP)')).toBeChecked();
  await expect(cards.first()).toBeVisible();
  expect((await cards.allTextContents()).filter((text) => DICTIONARY_LETTERS.test(text))).toEqual([]);
  await atEachWidth(page, expectNoViolations);
  await screenshots(page, 'match');
});

test('a signed-in learner’s alphabet is saved with the account and follows them to another browser', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers
  const username = await signUp(page);
  const saved = page.waitForRequest(
    (request) => request.method() === 'PATCH' && /\/utoaztecan\/api\/users\/\d+\/$/.test(request.url()),
  );
  await alphabetOption(page, 'School (SEP)').check();
  expect((await saved).postDataJSON()).toMatchObject({ alphabet: 'modern' });
  await expectNoViolations(page);

  const elsewhere = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await elsewhere.goto('/accounts/login/');
  await elsewhere.getByLabel('Username').fill(username);
  await elsewhere.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await elsewhere.getByRole('button', { name: 'Log in' }).click();
  await expect(elsewhere).toHaveURL('/piyali');
  await expect(alphabetOption(elsewhere, 'School (SEP)')).toBeChecked();
  await elsewhere.goto('/words?search=cochi');
  await expect(elsewhere.getByRole('link', { name: 'kochi', exact: true })).toBeVisible();
  await elsewhere.context().close();
});

test('a guest browses the dictionary by the modern alphabet’s letters (decision 059)', async ({ page }) => {
  test.slow(); // two letters, paging, and axe at two widths on a shared machine
  await page.goto('/words');
  await alphabetOption(page, 'School (SEP)').check();
  const letters = page.getByRole('navigation', { name: 'Letters of the modern alphabet' });
  await expect(letters.getByRole('link')).toHaveText(['A', 'Ch', 'E', 'I', 'K', 'M', 'N', 'O', 'P', 'S', 'T', 'Tl', 'Ts', 'U', 'X', 'Y']);

  // K holds the dictionary's c, qu and cu, each word spelled as the modern alphabet writes it.
  await letters.getByRole('link', { name: 'K', exact: true }).click();
  await expect(page).toHaveURL(/\?letter=k$/);
  const list = page.getByRole('list', { name: 'Words starting with K' });
  await expect(list.getByRole('link', { name: 'kakauatl', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'kena', exact: true })).toBeVisible();
  const firstPage = await list.locator('a[href^="/detail/"]').allTextContents();
  expect(firstPage.filter((text) => DICTIONARY_LETTERS.test(text))).toEqual([]);
  expect(firstPage.every((text) => text.startsWith('k'))).toBe(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?letter=k&page=2$/);
  await expect(list.getByRole('link', { name: 'komali', exact: true })).toBeVisible();
  await atEachWidth(page, expectNoViolations);
  await screenshots(page, 'letter-k');

  // S holds z and the soft c; the dictionary's letters come back with its alphabet.
  await letters.getByRole('link', { name: 'S', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Words starting with S' }).getByRole('link', { name: 'siuatl', exact: true })).toBeVisible();
  await alphabetOption(page, 'Dictionary').check();
  const dictionary = page.getByRole('navigation', { name: 'Letters of the dictionary' });
  await expect(dictionary.getByRole('link', { name: 'Qu', exact: true })).toBeVisible();
  await dictionary.getByRole('link', { name: 'Z', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Words starting with Z' })).toBeVisible();
});
