import { expect, test, type Page } from '@playwright/test';
import {
  anotherUser,
  DESKTOP,
  expectNoSeriousViolations,
  expectNotFoundByOthers,
  field,
  screenshots,
  signUp,
  uniqueTag,
  VIEWPORTS,
  wordSearchBox,
} from './support';

test.use({ viewport: DESKTOP });

/** The six sample vocabularies the seed gives the staff account. */
const SAMPLES = ['Everyday verbs', 'Family', 'Food and drink', 'Greetings and courtesy', 'Numbers', 'Verbs of motion'];

const vocabularyList = (page: Page) => page.getByRole('list', { name: 'Vocabularies' });
const vocabularyLink = (page: Page, name: string) => vocabularyList(page).getByRole('link', { name, exact: true });
const filterBox = (page: Page) => page.getByLabel('Filter on tags:');
const editToggle = (page: Page) => page.getByRole('button', { name: 'Edit', exact: true });
const wordList = (page: Page) => page.getByRole('region', { name: /^Words in this vocabulary/ });
const about = (page: Page) => page.getByRole('article', { name: 'About this vocabulary' });
const suggestions = (page: Page) => about(page).getByRole('region', { name: 'Suggestions' });
const addButton = (page: Page, word: string) =>
  page.getByRole('button', { name: `add to vocabulary ${word}`, exact: true });

/** Adds a vocabulary from /vocabularies as the signed-in user, opens it, and returns its address. */
/** The owner shares the vocabulary open on `page` (a new one is private, decision 077). */
async function share(page: Page): Promise<void> {
  await editToggle(page).click();
  await page.getByRole('checkbox', { name: 'Share' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(about(page)).toContainText('Shared: everyone can see it.');
}

async function addVocabulary(page: Page, name: string): Promise<string> {
  await page.goto('/vocabularies');
  await page.getByLabel('Add Vocabulary').fill(`  ${name}  `);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added “${name}”.` })).toBeVisible();
  await expect(vocabularyLink(page, name)).toBeVisible();
  await page.getByRole('link', { name: 'Open it to add words' }).click();
  await expect(page).toHaveURL(/\/vocabulary\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}

test('a guest sees the count and the sample vocabularies as cards with their menu, and no edit controls', async ({
  page,
}) => {
  await page.goto('/vocabularies');
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabularies' })).toBeVisible();
  await expect(page.getByText(/^Total vocabularies available: \d+\./)).toBeVisible();
  for (const name of SAMPLES) await expect(vocabularyLink(page, name)).toBeVisible();

  const card = page.getByRole('article', { name: 'Verbs of motion' });
  await expect(card).toContainText('Going up and down, in and out, arriving and returning.');
  await expect(card.getByRole('list', { name: 'Tags' })).toContainText('verbs');
  await expect(editToggle(page)).toHaveCount(0);
  await expect(page.getByLabel('Add Vocabulary')).toHaveCount(0);

  await card.getByRole('button', { name: 'Menu for Verbs of motion' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '(reserved)' })).toHaveAttribute('aria-disabled', 'true');
  await menu.getByRole('menuitem', { name: 'Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/\d+$/);

  await page.goto('/vocabularies');
  await vocabularyLink(page, 'Verbs of motion').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verbs of motion' })).toBeVisible();
  await expect(wordList(page).getByRole('link', { name: 'ahci', exact: true })).toBeVisible();
  await expect(editToggle(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveCount(0);
  await expect(wordSearchBox(page)).toHaveCount(0);
});

test('the tag filter ignores case and macrons and survives a reload; the view switch does too', async ({ page }) => {
  await page.goto('/vocabularies');
  await filterBox(page).fill('VĒRBS');
  await expect(page).toHaveURL('/vocabularies?filter=V%C4%92RBS');
  await expect(vocabularyLink(page, 'Everyday verbs')).toBeVisible();
  await expect(vocabularyLink(page, 'Verbs of motion')).toBeVisible();
  for (const name of ['Family', 'Food and drink', 'Greetings and courtesy', 'Numbers']) {
    await expect(vocabularyLink(page, name)).toHaveCount(0);
  }

  await page.getByRole('list', { name: 'Tags in use' }).getByRole('button', { name: 'food', exact: true }).click();
  await expect(page).toHaveURL('/vocabularies?filter=food');
  await expect(vocabularyLink(page, 'Food and drink')).toBeVisible();
  await expect(vocabularyLink(page, 'Everyday verbs')).toHaveCount(0);

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL('/vocabularies?filter=food&view=list');
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.reload();
  await expect(filterBox(page)).toHaveValue('food');
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(vocabularyLink(page, 'Food and drink')).toBeVisible();
  await expect(vocabularyLink(page, 'Numbers')).toHaveCount(0);
  await page.getByRole('link', { name: 'Practice Food and drink' }).click();
  await expect(page).toHaveURL(/\/practice\/\d+$/);

  await page.goBack();
  await expect(filterBox(page)).toHaveValue('food');
  await filterBox(page).fill('');
  await expect(page).toHaveURL('/vocabularies?view=list');
  for (const name of SAMPLES) await expect(vocabularyLink(page, name)).toBeVisible();
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  await expect(page).toHaveURL('/vocabularies');
  await expect(page.getByRole('article', { name: 'Numbers' })).toBeVisible();
});

test('an empty Add Vocabulary sends nothing', async ({ page }) => {
  await signUp(page);
  await page.goto('/vocabularies');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/vocabulary/')) posted = true;
  });
  await page.getByLabel('Add Vocabulary').fill('    ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Write a name for the vocabulary first.' })).toBeVisible();
  expect(posted).toBe(false);
});

test('the owner creates a vocabulary, adds words with the word search (a repeat is refused) and removes one', async ({
  page,
}) => {
  await signUp(page);
  const address = await addVocabulary(page, `Animals ${uniqueTag()}`);
  await expect(wordList(page)).toContainText('No words have been added to this vocabulary yet.');

  await editToggle(page).click();
  await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await wordSearchBox(page).fill('cochi');
  await addButton(page, 'cochi').click();
  await expect(page.getByRole('status').filter({ hasText: 'Added cochi to the vocabulary.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'in vocabulary cochi', exact: true })).toBeDisabled();
  await wordSearchBox(page).fill('choca');
  await addButton(page, 'chōca').click();
  await expect(page.getByRole('status').filter({ hasText: 'Added chōca to the vocabulary.' })).toBeVisible();

  const cochi = wordList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'cochi', exact: true }) });
  await expect(cochi).toContainText('to sleep');
  await expect(wordList(page).getByRole('heading')).toHaveText('Words in this vocabulary (2)');

  // A second tab, opened before tlahtoa is added in the first, still offers it: the server refuses the repeat.
  const second = await page.context().newPage();
  await second.goto(address);
  await editToggle(second).click();
  await wordSearchBox(second).fill('tlahtoa');
  await expect(addButton(second, 'tlahtoa')).toBeEnabled();
  await wordSearchBox(page).fill('tlahtoa');
  await addButton(page, 'tlahtoa').click();
  await expect(wordList(page).getByRole('link', { name: 'tlahtoa', exact: true })).toBeVisible();
  await addButton(second, 'tlahtoa').click();
  await expect(second.getByRole('alert').filter({ hasText: 'The word could not be added' })).toHaveText(
    'The word could not be added: This word is already in the vocabulary.',
  );
  await expect(second.getByRole('button', { name: 'in vocabulary tlahtoa', exact: true })).toBeDisabled();
  await second.close();

  await page.getByRole('button', { name: 'Remove chōca' }).click();
  await expect(wordList(page).getByRole('link', { name: 'chōca', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(wordList(page).getByRole('heading')).toHaveText('Words in this vocabulary (2)');
  await expect(wordList(page).getByRole('link', { name: 'cochi', exact: true })).toHaveAttribute(
    'href',
    /^\/detail\/\d+$/,
  );
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});

test('the owner edits name, description, source, tags and Markdown suggestions; scripts in them never run', async ({
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signUp(page);
  const tag = uniqueTag();
  await addVocabulary(page, `Colours ${tag}`);

  await editToggle(page).click();
  await expect(field(page, 'Name')).toBeFocused();
  await expect(page.getByText(/written in Markdown/)).toBeVisible();
  await field(page, 'Name').fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Colours ${tag}` })).toBeVisible();
  await expect(editToggle(page)).toBeFocused();

  await editToggle(page).click();
  const name = `Colours and light ${tag}`;
  await field(page, 'Name').fill(name);
  await field(page, 'Description').fill('Red, blue, green and the sun.');
  await field(page, 'Source').fill('Sullivan, Compendio, lección 4');
  await field(page, 'Suggestions').fill(
    [
      'Say **chichiltic** for red.',
      '',
      '- one',
      '- two',
      '',
      '<script>window.__xss = "script"; alert("script")</script>',
      '',
      '<img src="x" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">',
      '',
      '[a link](javascript:alert(1))',
    ].join('\n'),
  );
  await field(page, 'Tags').fill(`colours, ${tag}`);
  await screenshots(page, 'edit-form');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(about(page)).toContainText('Red, blue, green and the sun.');
  await expect(about(page).getByRole('definition')).toHaveText('Sullivan, Compendio, lección 4');
  await screenshots(page, 'detail-with-source');
  await expect(suggestions(page).locator('strong')).toHaveText('chichiltic');
  await expect(suggestions(page).getByRole('listitem')).toHaveText(['one', 'two']);
  await expect(about(page).getByRole('list', { name: 'Tags' })).toContainText(tag);
  await page.reload();
  await expect(suggestions(page).locator('strong')).toHaveText('chichiltic');
  await expect(suggestions(page)).not.toContainText('alert');
  await expect(page.locator('main script, main [onerror], main img, main a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);

  // The new tag finds it in the list.
  await page.goto(`/vocabularies?filter=${tag}`);
  await expect(vocabularyList(page).getByRole('link')).toHaveText([name]);
});

test('the owner stars a vocabulary as a favourite', async ({ page }) => {
  await signUp(page);
  await addVocabulary(page, `Birds ${uniqueTag()}`);
  const star = page.getByRole('button', { name: 'Favourite' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
});

test('the owner stars a vocabulary from its card and filters the list to My favourites; Back shows all again', async ({
  page,
}) => {
  await signUp(page);
  const name = `Herons ${uniqueTag()}`;
  await addVocabulary(page, name);
  await page.goto('/vocabularies');
  const favourites = page.getByRole('button', { name: /My favourites/ });
  await favourites.click();
  await expect(page).toHaveURL(/[?&]favorites=true/);
  await expect(
    page.getByText('You have no favourites yet. Press the star ☆ on a vocabulary of your own to list it here.'),
  ).toBeVisible();
  await page.goBack();
  await expect(favourites).toHaveAttribute('aria-pressed', 'false');

  const star = page.getByRole('article', { name }).getByRole('button', { name: `Favourite ${name}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('article', { name: 'Numbers' }).getByRole('button', { name: /^Favourite/ })).toHaveCount(
    0,
  );
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await favourites.click();
  await expect(vocabularyList(page).getByRole('link')).toHaveText([name]);
  await screenshots(page, 'my-favourites');
  await page.reload();
  await expect(vocabularyList(page).getByRole('link')).toHaveText([name]);
  await page.goBack();
  await expect(vocabularyLink(page, 'Numbers')).toBeVisible();
  await expect(favourites).toHaveAttribute('aria-pressed', 'false');
});

test('only the owner can delete; another user and a guest see no controls on it', async ({ page, browser }) => {
  await signUp(page);
  const name = `Trees ${uniqueTag()}`;
  const address = await addVocabulary(page, name);
  await share(page);

  const other = await anotherUser(browser);
  await other.goto('/vocabularies');
  await expect(vocabularyLink(other, name)).toBeVisible();
  await editToggle(other).click();
  await expect(editToggle(other)).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await other.goto(address);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(editToggle(other)).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Favourite' })).toHaveCount(0);

  const guest = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await guest.goto('/vocabularies');
  await expect(vocabularyLink(guest, name)).toBeVisible();
  await expect(editToggle(guest)).toHaveCount(0);
  await expect(guest.getByLabel('Add Vocabulary')).toHaveCount(0);
  await guest.goto(address);
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(editToggle(guest)).toHaveCount(0);

  await page.goto('/vocabularies');
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await editToggle(page).click();
  // The samples belong to the staff account, not to this user.
  await expect(page.getByRole('button', { name: 'Delete Numbers' })).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this vocabulary?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(vocabularyLink(page, name)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await dialog.getByRole('button', { name: 'Delete vocabulary' }).click();
  await expect(vocabularyLink(page, name)).toHaveCount(0);
  await expect(editToggle(page)).toBeFocused();
  await page.reload();
  await expect(vocabularyLink(page, 'Numbers')).toBeVisible();
  await expect(vocabularyLink(page, name)).toHaveCount(0);

  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all vocabularies' }).click();
  await expect(page).toHaveURL('/vocabularies');
});

test('a new vocabulary is private, as the form says, until its owner shares it', async ({ page, browser }) => {
  await signUp(page);
  await page.goto('/vocabularies');
  await expect(page.getByLabel('Add Vocabulary')).toHaveAccessibleDescription(
    'Only you see it until you share it (Share, when you edit it).',
  );
  const name = `Secrets ${uniqueTag()}`;
  const address = await addVocabulary(page, name);
  await expect(about(page)).toContainText('Not shared: only you can see it.');
  await expectNotFoundByOthers(browser, address, 'Vocabulary not found');

  await share(page);
  const other = await anotherUser(browser);
  await other.goto(address);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
});

test.describe('accessibility (axe)', () => {
  for (const [name, viewport] of VIEWPORTS) {
    test(`the vocabulary screens at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signUp(page);
      await page.goto('/vocabularies');
      await expect(vocabularyLink(page, 'Numbers')).toBeVisible();
      await editToggle(page).click();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Menu for Numbers' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'List', exact: true }).click();
      await filterBox(page).fill('beginner');
      await expect(vocabularyLink(page, 'Numbers')).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/vocabularies');
      await vocabularyLink(page, 'Everyday verbs').click();
      await expect(wordList(page).getByRole('link', { name: 'cochi', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);

      await addVocabulary(page, `Axe ${uniqueTag()}`);
      await editToggle(page).click();
      await wordSearchBox(page).fill('cochi');
      await addButton(page, 'cochi').click();
      await expect(page.getByRole('button', { name: 'Remove cochi' })).toBeVisible();
      await field(page, 'Name').fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousViolations(page);
    });
  }
});
