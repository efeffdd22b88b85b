import { expect, test, type Page } from '@playwright/test';
import type { Cognate, CognateSet } from '../src/contract/utoaztecan';
import {
  anotherUser,
  apiPost,
  atEachWidth,
  DESKTOP,
  expectNoSeriousViolations,
  expectNotFoundByOthers,
  field,
  screenshots,
  signUp,
  uniqueTag,
  wordSearchBox,
} from './support';

test.use({ viewport: DESKTOP });

/** Writes through the API as the user signed in on `page`. */
const api = (page: Page) => ({
  cognate: (data: Record<string, unknown>) => apiPost<Cognate>(page, '/utoaztecan/api/cognate/', data),
  set: (data: Record<string, unknown>) => apiPost<CognateSet>(page, '/utoaztecan/api/cognate-set/', data),
});

const pageButtons = (page: Page) => page.getByRole('navigation', { name: 'Pages of cognates' });
const cards = (page: Page, language: string) =>
  page.getByRole('list', { name: `Cognates in ${language}` }).getByRole('article');

/** A language of this run with 23 cognates (a full page of twenty and three more), made once through the API. */
let language = '';
test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signUp(page);
  language = uniqueTag();
  const write = api(page);
  // Named so that their order (by word) is known.
  for (let n = 1; n <= 23; n++) {
    await write.cognate({ language, word: `tuku${String(n).padStart(2, '0')}`, definition: `meaning ${n}` });
  }
  await page.context().close();
});

const languageRow = (page: Page) =>
  page
    .getByRole('table', { name: /Cognates by language/ })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: language, exact: true }) });

test('the index and a language’s list are accessible at both widths', async ({ page }) => {
  await page.goto('/cognates-index');
  await expect(languageRow(page)).toBeVisible();
  await screenshots(page, 'index');
  await atEachWidth(page, expectNoSeriousViolations);
  await page.goto(`/cognates/${language}`);
  await expect(cards(page, language)).toHaveCount(20);
  await screenshots(page, 'list');
  await atEachWidth(page, expectNoSeriousViolations);
});

test('the index leads to a language, whose cognates page twenty at a time with the page in the address', async ({
  page,
}) => {
  await page.goto('/cognates-index');
  await expect(page.getByRole('heading', { level: 1, name: 'Cognates by language' })).toBeVisible();
  await expect(page.getByText(/^Total cognates: \d+\.$/)).toBeVisible();
  const table = page.getByRole('table', { name: /Cognates by language/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Language', 'Count', 'Name', 'Source']);
  await expect(languageRow(page).getByRole('cell').first()).toHaveText('23');

  await languageRow(page).getByRole('link', { name: language }).click();
  await expect(page).toHaveURL(`/cognates/${language}`);
  await expect(page.getByRole('heading', { level: 1, name: `Cognates: ${language}` })).toBeVisible();
  await expect(page.getByText('23 cognates', { exact: true })).toBeVisible();
  await expect(cards(page, language)).toHaveCount(20);
  await expect(cards(page, language).first()).toContainText('tuku01');
  await expect(pageButtons(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pageButtons(page)).toContainText('Page 1 of 2');

  await pageButtons(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/cognates/${language}?page=2`);
  await expect(cards(page, language)).toHaveCount(3);
  await expect(cards(page, language).first()).toContainText('tuku21');
  await expect(pageButtons(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(pageButtons(page)).toContainText('Page 2 of 2');
  // The new page starts at the top, and so does the cursor.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Page 1 is left out of the address; each page is a step in history.
  await pageButtons(page).getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`/cognates/${language}`);
  await expect(cards(page, language).first()).toContainText('tuku01');
  await page.goBack();
  await expect(page).toHaveURL(`/cognates/${language}?page=2`);
  await expect(cards(page, language)).toHaveCount(3);

  // A card opens its cognate; Go Back returns to the page it was on.
  await cards(page, language).getByRole('link', { name: 'tuku22' }).click();
  await expect(page).toHaveURL(/\/cognate\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'tuku22' })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(`/cognates/${language}?page=2`);

  // A page past the end says so and leads to the first.
  await page.goto(`/cognates/${language}?page=9`);
  await expect(page.getByText(`There is no page 9 of cognates in ${language}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(cards(page, language)).toHaveCount(20);
});

/** A new cognate of a language of its own, owned by a new user signed in on `page`, in a set; its address. */
async function ownCognate(page: Page) {
  await signUp(page);
  const ownLanguage = uniqueTag();
  const write = api(page);
  const set = await write.set({ word: '*tuka', set: 'Proto-Uto-Aztecan', definition: 'to bury, to plant' });
  const cognate = await write.cognate({ language: ownLanguage, word: 'tuuka', definition: 'bury', set: set.id });
  return { language: ownLanguage, set, address: `/cognate/${cognate.id}` };
}

test('the owner edits a cognate under its set: Save leaves edit mode with the saved copy, Cancel restores', async ({
  page,
  browser,
}) => {
  const { language: ownLanguage, set, address } = await ownCognate(page);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Cognate' })).toBeVisible();
  const setCard = page.getByRole('article', { name: '*tuka' });
  await expect(setCard).toContainText('Proto-Uto-Aztecan');
  await expect(setCard.getByRole('link', { name: '*tuka' })).toHaveAttribute('href', `/cognate-set/${set.id}`);
  await expect(page.getByRole('article', { name: 'tuuka' })).toContainText('bury');

  const edit = page.getByRole('button', { name: 'Edit' });
  await expect(edit).toHaveAttribute('aria-pressed', 'false');
  await edit.click();
  await expect(edit).toHaveAttribute('aria-pressed', 'true');
  const form = page.getByRole('form', { name: 'Edit cognate' });
  await expect(field(page, 'Language')).toBeFocused();
  await expect(field(page, 'Language')).toHaveValue(ownLanguage);
  await field(page, 'Word').fill('tuukat');
  await field(page, 'Definition').fill('to bury; to plant');
  await field(page, 'Transforms').fill('*k > k');
  await page.getByRole('checkbox', { name: 'Share' }).uncheck();
  await screenshots(page, 'edit');
  await atEachWidth(page, expectNoSeriousViolations);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
  const saved = page.getByRole('article', { name: 'tuukat' });
  await expect(saved).toContainText('to bury; to plant');
  await expect(saved).toContainText('*k > k');
  await expect(saved).toContainText('share: off');
  await page.reload();
  await expect(saved).toContainText('to bury; to plant');

  await edit.click();
  await field(page, 'Word').fill('something else');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(saved).toBeVisible();
  await expect(page.getByRole('article', { name: 'something else' })).toHaveCount(0);

  // Unshared, it is the owner's alone.
  await expectNotFoundByOthers(browser, address, 'Cognate not found');

  // A blank word is refused on the spot, and nothing changes.
  await edit.click();
  await field(page, 'Word').fill('  ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'Word')).toBeFocused();
  await expect(form).toContainText('This field may not be blank.');
});

test('the owner links a Nahuatl word with the word search and takes it out; others see the links without controls', async ({
  page,
  browser,
}) => {
  // Two screens with axe at two widths, and a second user: 15 s on a quiet machine and 22–28 s
  // with screenshots (E2E_SHOTS), too near the default 30 s on a busy one.
  test.slow();
  const { language: ownLanguage, set, address } = await ownCognate(page);
  await page.goto(address);
  const words = page.getByRole('region', { name: 'Linked Nahuatl words' });
  await expect(words).toContainText('No Nahuatl words are linked to this cognate yet.');

  // A verb used both ways (tōca, lessons 15 and the course's object-less forms, decision 081) says so; the flag of an unknown one is a unit test's.
  await wordSearchBox(page).fill('tōca');
  await page.getByRole('button', { name: 'add to cognate tōca' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added tōca to the cognate.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'in cognate tōca' })).toBeDisabled();
  const item = words.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'tōca', exact: true }) });
  await expect(item).toContainText('with or without an object');
  await expect(item).not.toContainText('transitivity unknown');
  await expect(item).toContainText('to sow, to plant (corn)');
  await expect(item.getByRole('link', { name: 'tōca', exact: true })).toHaveAttribute('href', /^\/detail\/\d+$/);
  await screenshots(page, 'detail');
  await atEachWidth(page, expectNoSeriousViolations);
  await page.reload();
  await expect(item).toHaveCount(1);

  // The word's page lists the cognate with its set, and leads back to it.
  const wordAddress = (await item.getByRole('link', { name: 'tōca', exact: true }).getAttribute('href')) ?? '';
  await item.getByRole('link', { name: 'tōca', exact: true }).click();
  await expect(page).toHaveURL(wordAddress);
  const related = page.getByRole('region', { name: 'Cognates of this word:' });
  const relative = related.getByRole('listitem').filter({ hasText: ownLanguage });
  await expect(relative).toContainText('tuuka — bury');
  await expect(relative.getByRole('link', { name: '*tuka' })).toHaveAttribute('href', `/cognate-set/${set.id}`);
  await screenshots(page, 'word-detail');
  await atEachWidth(page, expectNoSeriousViolations);
  await relative.getByRole('link', { name: 'tuuka', exact: true }).click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('article', { name: 'tuuka' })).toBeVisible();

  const other = await anotherUser(browser);
  await other.goto(address);
  await expect(other.getByRole('article', { name: 'tuuka' })).toBeVisible();
  await expect(
    other.getByRole('region', { name: 'Linked Nahuatl words' }).getByRole('link', { name: 'tōca', exact: true }),
  ).toBeVisible();
  await expect(other.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(wordSearchBox(other)).toHaveCount(0);
  await expect(other.getByRole('article', { name: 'tuuka' })).not.toContainText('share:');

  await page.getByRole('button', { name: 'Remove tōca' }).click();
  await expect(item).toHaveCount(0);
  await expect(words).toContainText('No Nahuatl words are linked to this cognate yet.');
  await page.reload();
  await expect(words).toContainText('No Nahuatl words are linked to this cognate yet.');
  // Unlinked, it is gone from the word's page too.
  await page.goto(wordAddress);
  await expect(page.getByRole('heading', { level: 1, name: 'TŌCA Details' })).toBeVisible();
  await expect(
    page.getByText('Sample sentences for this word:').or(page.getByText('No sample sentences for this word.')),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cognates of this word:' }).getByText(ownLanguage)).toHaveCount(0);
  await page.goto(address);

  // Deleted: back to its language, where it is gone.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this cognate?' })
    .getByRole('button', { name: 'Delete cognate' })
    .click();
  await expect(page).toHaveURL(`/cognates/${ownLanguage}`);
  await expect(page.getByText(`There are no cognates in ${ownLanguage}.`)).toBeVisible();
});

test('an unknown cognate is not found', async ({ page }) => {
  await page.goto('/cognate/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Cognate not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See the cognates by language' }).click();
  await expect(page).toHaveURL('/cognates-index');
});
