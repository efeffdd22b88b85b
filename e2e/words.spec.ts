import { expect, test, type Page } from '@playwright/test';
import { apiPost, expectNoSeriousViolations, logInAsStaff, mainMenu, PHONE, screenshots, signUp, uniqueTag, VIEWPORTS, wordSearchBox } from './support';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
const result = (page: Page, word: string) =>
  results(page).filter({ has: page.getByRole('link', { name: word, exact: true }) });

test.describe('the word list', () => {
  test('shows the total, the search and the usage notice', async ({ page }) => {
    await page.goto('/words');
    await expect(page.getByText(/^Total words available: \d{3,}\.$/)).toBeVisible();
    await expect(wordSearchBox(page)).toBeVisible();
    await expect(page.getByText(/only as a study aid for people who already own a copy/)).toBeVisible();
  });

  test('searches by prefix, keeps the text in the address, and replaces the history entry', async ({ page }) => {
    await page.goto('/piyali');
    await page.goto('/words?tab=1');
    await wordSearchBox(page).fill('coch');
    await expect(result(page, 'cochi')).toBeVisible();
    await expect(page).toHaveURL(/\/words\?tab=1&search=coch$/);
    await page.goBack();
    await expect(page).toHaveURL('/piyali');
  });

  test('finds a verb from a conjugated form and says which form matched', async ({ page }) => {
    await page.goto('/words');
    await wordSearchBox(page).fill('nicochizquia');
    await expect(result(page, 'cochi')).toContainText('matched the form nicochizquia (conditional · I)');
  });

  test('finds the same words with and without macrons', async ({ page }) => {
    await page.goto('/words?search=ch%C5%8Dca');
    await expect(result(page, 'chōca')).toBeVisible();
    await wordSearchBox(page).fill('choca');
    await expect(result(page, 'chōca')).toBeVisible();
    await wordSearchBox(page).fill('niccuāz');
    await expect(result(page, 'cuā')).toContainText('future · I · him/her/it');
  });

  test('a blank search shows nothing', async ({ page }) => {
    await page.goto('/words?search=%20%20');
    await expect(page.getByText(/^Total words available: \d+\.$/)).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByText(/words? found/)).toHaveCount(0);
  });
});

test.describe('a word', () => {
  test('opens from the search and shows its card and tense table', async ({ page }) => {
    await page.goto('/words?search=cochi');
    await page.getByRole('link', { name: 'cochi', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'COCHI Details' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'person',
      'present',
      'past',
      'future',
      'imperfect',
      'conditional',
      'imperative',
    ]);
    await expect(table.getByRole('row', { name: /1-P/ })).toContainText('ticochqueh');
    await expect(table.getByRole('row', { name: /1-S/ }).getByRole('cell').nth(4)).toHaveText('nicochizquia');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/words\?search=cochi/);
  });

  test('a transitive verb shows its table for each object', async ({ page }) => {
    await page.goto('/words?search=cu%C4%81');
    await page.getByRole('link', { name: 'cuā', exact: true }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /1-S/ }).getByRole('cell').first()).toHaveText('niccuā');
    await page.getByLabel('Object').selectOption({ label: 'mītz (you)' });
    await expect(table.getByRole('row', { name: /1-S/ }).getByRole('cell').first()).toHaveText('nimītzcuā');
    await expect(table.getByRole('row', { name: /2-S/ }).getByRole('cell').first()).toHaveText('—');
  });

  test('a guest sees the log-in prompt instead of the Add Sentence box', async ({ page }) => {
    await page.goto('/words?search=cochi');
    await page.getByRole('link', { name: 'cochi', exact: true }).click();
    await expect(page.getByText('Sample sentences for this word:')).toBeVisible();
    await expect(page.getByText('If you would like to add a sentence, please log in first.')).toBeVisible();
    await expect(page.getByLabel('Add Sentence')).toHaveCount(0);
    await page.getByRole('link', { name: 'log in' }).click();
    await expect(page).toHaveURL(/\/accounts\/login\/\?next=%2Fdetail%2F\d+/);
  });

  test('a word without sentences says so, and a learner sees no staff menu', async ({ page }) => {
    await signUp(page);
    await page.goto('/words?search=tlaxcalli');
    await page.getByRole('link', { name: 'tlaxcalli', exact: true }).click();
    await expect(page.getByLabel('Add Sentence')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });

  test('a Classical form carries its label in the results and on its card; the Huasteca word has none', async ({
    page,
  }) => {
    await page.goto('/words?search=quemah');
    await expect(result(page, 'quemah')).toContainText('Classical Nahuatl');
    await page.getByRole('link', { name: 'quemah', exact: true }).click();
    const card = page.getByRole('article', { name: 'quemah' });
    await expect(card.getByText('Classical Nahuatl', { exact: true })).toBeVisible();
    // Its definitions name the Huasteca word, which is a word of its own, without the label.
    await expect(card).toContainText('Huasteca: quena');
    await page.goto('/words?search=quena');
    await page.getByRole('link', { name: 'quena', exact: true }).click();
    await expect(page.getByRole('article', { name: 'quena' })).toContainText('particle');
    await expect(
      page.getByRole('article', { name: 'quena' }).getByText('Classical Nahuatl', { exact: true }),
    ).toHaveCount(0);
  });

  test('an unknown word shows the not-found screen', async ({ page }) => {
    await page.goto('/detail/999999');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('staff', () => {
  test('change a verb to intransitive, which goes back, and add an annotation once', async ({ page }) => {
    await logInAsStaff(page);
    await page.goto('/words?search=tequipanoa');
    await page.getByRole('link', { name: 'tequipanoa', exact: true }).click();
    await expect(page.getByText('transitivity unknown')).toBeVisible();
    await page.getByRole('button', { name: 'Edit tequipanoa' }).click();
    // The open menu leaves the rest of the page as it was for assistive technology (axe: aria-hidden-focus).
    await expect(page.getByRole('menuitem', { name: 'Intransitive' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('menuitem', { name: 'Intransitive' }).click();
    await expect(page).toHaveURL(/\/words\?search=tequipanoa/);
    await expect(result(page, 'tequipanoa')).toContainText('intransitive');

    await page.getByRole('link', { name: 'tequipanoa', exact: true }).click();
    await page.getByRole('button', { name: 'Edit tequipanoa' }).click();
    await page.getByRole('menuitem', { name: 'Add Annotation' }).click();
    await page.getByRole('dialog').getByLabel('Annotation').fill('Also: to serve someone.');
    await page.getByRole('button', { name: 'Save annotation' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Also: to serve someone.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit tequipanoa' }).click();
    await expect(page.getByRole('menuitem', { name: 'Add Annotation' })).toHaveCount(0);
  });
});

test.describe('accessibility (axe)', () => {
  for (const [name, viewport] of VIEWPORTS) {
    test(`the word list and a word at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const url of ['/words?search=cochi', '/words?search=nicochizquia']) {
        await page.goto(url);
        await expect(results(page).first()).toBeVisible();
        await expectNoSeriousViolations(page);
      }
      await page.getByRole('link', { name: 'cochi', exact: true }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousViolations(page);
      // A Classical form's label (decision 019), in the results and on its card.
      await page.goto('/words?search=quemah');
      await expect(result(page, 'quemah')).toContainText('Classical Nahuatl');
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `test-results/word-variant-results-${name}.png`, fullPage: true });
      await page.getByRole('link', { name: 'quemah', exact: true }).click();
      await expect(
        page.getByRole('article', { name: 'quemah' }).getByText('Classical Nahuatl', { exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `test-results/word-variant-card-${name}.png`, fullPage: true });
    });

    test(`a verb's class note and the grammar help it opens at ${name} width (decision 083)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/words?search=cochi');
      await result(page, 'cochi').getByRole('link', { name: 'verb, past in -qui' }).click();
      await expect(page).toHaveURL(/\/grammar#tlach2$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Grammar help' })).toBeVisible();
      await expect(page.locator('#tlach2')).toBeInViewport();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `test-results/grammar-help-${name}.png`, fullPage: true });
    });
  }
});

test.describe('finding words and entries without a search (issue 34)', () => {
  const letters = (page: Page) => page.getByRole('navigation', { name: 'Letters of the dictionary' });
  const letterList = (page: Page, letter: string) => page.getByRole('list', { name: `Words starting with ${letter}` });

  test('picks a letter, pages through its words, goes back, and opens a word', async ({ page }) => {
    await page.goto('/words');
    await letters(page).getByRole('link', { name: 'Tl', exact: true }).click();
    await expect(page).toHaveURL(/\/words\?letter=tl$/);
    await expect(letters(page).getByRole('link', { name: 'Tl', exact: true })).toHaveAttribute('aria-current', 'page');
    // Each word's own link (a verb's card also links its class to the grammar help).
    const words = letterList(page, 'Tl').getByRole('listitem').locator('a[href^="/detail/"]');
    await expect(words).toHaveCount(20);
    const first = await words.allTextContents();
    for (const word of first) expect(word.normalize('NFD').toLowerCase()).toMatch(/^tl/);
    await screenshots(page, 'letter');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/words\?letter=tl&page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(words.first()).not.toHaveText(first[0]!);
    const second = await words.allTextContents();
    expect(second.some((word) => first.includes(word))).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL(/\/words\?letter=tl$/);
    await expect(words.first()).toHaveText(first[0]!);

    await words.first().click();
    await expect(page).toHaveURL(/\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `${first[0]!.toUpperCase()} Details` })).toBeVisible();
  });

  test('at 375 px the letters wrap inside the screen, each a target of at least 24 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/words?letter=ch');
    await expect(letterList(page, 'Ch').getByRole('listitem').first()).toBeVisible();
    for (const box of await Promise.all((await letters(page).getByRole('link').all()).map((link) => link.boundingBox()))) {
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSeriousViolations(page);
  });

  test('a letter that is not the dictionary’s is a 400 naming it', async ({ page }) => {
    const response = await page.request.get('/utoaztecan/api/nahuatl/?letter=b');
    expect(response.status()).toBe(400);
    expect(Object.keys(await response.json())).toEqual(['letter']);
  });

  test('opens the blog from the menu, pages through it newest first, and opens an entry', async ({ page }) => {
    // Sixteen drafts of the staff account (only it sees them) make the five English entries two pages.
    await logInAsStaff(page);
    const tag = uniqueTag();
    const drafts: { id: number }[] = [];
    for (let n = 1; n <= 16; n++) drafts.push(await apiPost(page, '/blog/api/entry/', { title: `${tag} draft ${n}`, content_raw: `Draft ${n}.` }));
    try {
      await page.goto('/dashboard');
      await mainMenu(page).getByRole('link', { name: 'Blog', exact: true }).click();
      await expect(page).toHaveURL('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      const cards = page.getByRole('list', { name: 'Entries in English' }).getByRole('article');
      await expect(cards).toHaveCount(20);
      await expect(cards.first()).toContainText(`${tag} draft 16`);
      await expect(page.getByText(/^21 entries, newest first\./)).toBeVisible();
      await screenshots(page, 'blog-index');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL('/blog?page=2');
      await expect(cards).toHaveCount(1);
      // The oldest entry of the sample, whose twins in Spanish are not listed.
      const oldest = cards.first().getByRole('heading').getByRole('link');
      await expect(oldest).toHaveText('Nahuatl and the Huasteca: where the language lives');
      await oldest.click();
      await expect(page).toHaveURL(/\/entry\/\d+$/);
      await expect(page.getByRole('article', { name: 'Nahuatl and the Huasteca: where the language lives' })).toBeVisible();
    } finally {
      const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
      for (const { id } of drafts) await page.request.delete(`/blog/api/entry/${id}/`, { headers: { 'X-CSRFToken': csrf } });
    }
  });
});
