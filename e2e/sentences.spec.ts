import { expect, test, type Page } from '@playwright/test';
import {
  anotherUser,
  DESKTOP,
  expectNoSeriousViolations,
  expectNotFoundByOthers,
  field,
  signUp,
  uniqueTag,
  VIEWPORTS,
  wordSearchBox,
} from './support';

test.use({ viewport: DESKTOP });

const searchBox = (page: Page) => page.getByLabel('Sentence Search');
const card = (page: Page) => page.getByRole('article');

/** Adds a sentence from /sentences as the signed-in user and returns its address. */
async function addSentence(page: Page, text: string): Promise<string> {
  await page.goto('/sentences');
  await page.getByLabel('Add Sentence').fill(`  ${text}  `);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/sentence\/\d+$/);
  await expect(card(page).getByRole('heading', { name: text })).toBeVisible();
  return new URL(page.url()).pathname;
}

test('a guest sees the count, the guide and the log-in prompt, which returns here', async ({ page }) => {
  await page.goto('/sentences');
  await expect(page.getByRole('heading', { level: 1, name: 'Sentences' })).toBeVisible();
  await expect(page.getByText(/^Total sentences available: \d+\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Writing a good example sentence' })).toBeVisible();
  await expect(page.getByText('If you would like to add a sentence, please log in first.')).toBeVisible();
  await expect(page.getByLabel('Add Sentence')).toHaveCount(0);
  await page.getByRole('link', { name: 'log in' }).click();
  await expect(page).toHaveURL('/accounts/login/?next=%2Fsentences');
});

test('a blank search lists every sentence, newest first; a search finds the translations word by word', async ({
  page,
}) => {
  await page.goto('/sentences');
  const all = page.getByRole('list', { name: 'Sentences', exact: true });
  await expect(all.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Show more sentences' })).toBeVisible();
  await searchBox(page).fill('duermo');
  const found = page.getByRole('list', { name: 'Sentences found' });
  await expect(found.getByRole('link', { name: 'Nicochi.', exact: true })).toBeVisible();
  await searchBox(page).fill('tortillas');
  await expect(found.getByRole('listitem')).not.toHaveCount(0);
  await expect(found).toContainText('tortillas');
});

test('the search follows the box, keeps other parameters, replaces history, and finds nothing when blank', async ({
  page,
}) => {
  await page.goto('/piyali');
  await page.goto('/sentences?tab=1');
  await searchBox(page).fill('coch');
  const found = page.getByRole('list', { name: 'Sentences found' });
  await expect(found.getByRole('link', { name: 'Nicochi.', exact: true })).toBeVisible();
  await expect(found.getByRole('listitem').filter({ hasText: 'Nicochi.' }).first()).toContainText('I sleep.');
  await expect(page).toHaveURL('/sentences?tab=1&search=coch');

  await searchBox(page).fill('   ');
  await expect(found).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL('/piyali');

  await page.goto('/sentences?search=coch');
  await found.getByRole('link', { name: 'Nicochi.', exact: true }).click();
  await expect(page).toHaveURL(/\/sentence\/\d+$/);
  await expect(card(page).getByRole('heading', { name: 'Nicochi.' })).toBeVisible();
  await expect(card(page)).toContainText('I sleep.');
});

test('a signed-in user adds a sentence on a word page and finds it on /sentences', async ({ page }) => {
  await signUp(page);
  const tag = uniqueTag();
  const text = `Nicochi ${tag}.`;
  await page.goto('/words?search=cochi');
  await page.getByRole('link', { name: 'cochi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'COCHI Details' })).toBeVisible();
  await page.getByLabel('Add Sentence').fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('link', { name: text })).toBeVisible();

  await page.goto('/sentences');
  await searchBox(page).fill(tag);
  await expect(page.getByText('1 sentence found.')).toBeVisible();
  await page.getByRole('link', { name: text }).click();
  // Added from the word's page, the sentence already lists that word.
  await expect(
    page.getByRole('region', { name: 'Words in this sentence' }).getByRole('link', { name: 'cochi', exact: true }),
  ).toBeVisible();
});

test('an empty Add Sentence sends nothing', async ({ page }) => {
  await signUp(page);
  await page.goto('/sentences');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/nahuatl-sentence/')) posted = true;
  });
  await page.getByLabel('Add Sentence').fill('    ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Write a sentence first.' })).toBeVisible();
  await expect(page).toHaveURL('/sentences');
  expect(posted).toBe(false);
});

test('the owner edits (Cancel restores, Save persists) and deletes a sentence', async ({ page }) => {
  await signUp(page);
  const tag = uniqueTag();
  const text = `Nitlacua ${tag}.`;
  const address = await addSentence(page, text);
  await expect(card(page)).toContainText('Shared: everyone can see it');

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(field(page, 'Sentence')).toBeFocused();
  await field(page, 'Spanish').fill('Como.');
  await field(page, 'English').fill('I eat.');
  await field(page, 'Notes').fill('Present tense, first person singular.');
  await field(page, 'Source').fill('Written for the browser tests');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(card(page)).toContainText('I eat.');

  await page.reload();
  await expect(card(page)).toContainText('Como.');
  await expect(card(page)).toContainText('I eat.');
  await expect(card(page)).toContainText('Present tense, first person singular.');
  await expect(card(page)).toContainText('Written for the browser tests');

  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'English').fill('Something else entirely');
  await page.getByRole('checkbox', { name: 'Share' }).uncheck();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page)).toContainText('I eat.');
  await expect(card(page)).not.toContainText('Something else entirely');
  await expect(card(page)).toContainText('Shared: everyone can see it');

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this sentence?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete sentence' }).click();
  await expect(page).toHaveURL('/sentences');

  await searchBox(page).fill(tag);
  await expect(page.getByText('0 sentences found.')).toBeVisible();
  await expect(page.getByRole('link', { name: text })).toHaveCount(0);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Sentence not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Search the sentences' }).click();
  await expect(page).toHaveURL('/sentences');
});

test('the owner adds a word with tense and person tags from the word search, and removes it', async ({ page }) => {
  await signUp(page);
  await addSentence(page, `Ticochih ${uniqueTag()}.`);
  const words = page.getByRole('region', { name: 'Words in this sentence' });
  await expect(words).toContainText('No words have been added to this sentence yet.');

  await page.getByLabel('Tense').selectOption('Present');
  await page.getByLabel('Person').selectOption('1-P');
  await wordSearchBox(page).fill('cochi');
  await page.getByRole('button', { name: 'add to sentence cochi' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added cochi to the sentence.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'in sentence cochi' })).toBeDisabled();
  await expect(page.getByLabel('Tense')).toHaveValue('');

  const item = words.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'cochi', exact: true }) });
  await expect(item).toContainText('Present');
  await expect(item).toContainText('1-P (we)');
  await expect(item).toContainText('to sleep');
  await page.reload();
  await expect(item).toContainText('1-P (we)');

  await page.getByRole('button', { name: 'Remove cochi' }).click();
  await expect(item).toHaveCount(0);
  await expect(words).toContainText('No words have been added to this sentence yet.');
  await page.reload();
  await expect(words).toContainText('No words have been added to this sentence yet.');
});

test('another user and a guest see the sentence with no edit controls', async ({ page, browser }) => {
  await signUp(page);
  const address = await addSentence(page, `Nicochi ${uniqueTag()}.`);
  await wordSearchBox(page).fill('cochi');
  await page.getByRole('button', { name: 'add to sentence cochi' }).click();
  await expect(page.getByRole('button', { name: 'Remove cochi' })).toBeVisible();

  const other = await anotherUser(browser);
  const guest = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  for (const viewer of [other, guest]) {
    await viewer.goto(address);
    await expect(
      viewer.getByRole('region', { name: 'Words in this sentence' }).getByRole('link', { name: 'cochi', exact: true }),
    ).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(wordSearchBox(viewer)).toHaveCount(0);
    await expect(card(viewer)).not.toContainText('Share');
  }
});

test('an unshared sentence is not found by others', async ({ page, browser }) => {
  await signUp(page);
  const address = await addSentence(page, `Nitlacua ${uniqueTag()}.`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Share' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(card(page)).toContainText('Not shared: only you can see it');

  await expectNotFoundByOthers(browser, address, 'Sentence not found');
});

test.describe('accessibility (axe)', () => {
  for (const [name, viewport] of VIEWPORTS) {
    test(`the sentence screens at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/sentences?search=coch');
      await expect(page.getByRole('list', { name: 'Sentences found' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('link', { name: 'Nicochi.', exact: true }).click();
      await expect(
        page.getByRole('region', { name: 'Words in this sentence' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      await signUp(page);
      await addSentence(page, `Nicochi ${uniqueTag()}.`);
      await wordSearchBox(page).fill('cochi');
      await page.getByRole('button', { name: 'add to sentence cochi' }).click();
      await expect(page.getByRole('button', { name: 'Remove cochi' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Edit' }).click();
      await field(page, 'Sentence').fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(field(page, 'Sentence')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
