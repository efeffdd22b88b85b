import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Page as ApiPage } from '../src/contract/common';
import type { Cognate, CognateSet, SemanticCategory } from '../src/contract/utoaztecan';
import type { Word } from '../src/contract/words';
import {
  anotherUser,
  apiPost,
  atEachWidth,
  DESKTOP,
  expectNotFoundByOthers,
  expectNoViolations,
  logInAsStaff,
  screenshots,
  signUp,
  uniqueTag,
} from './support';

test.use({ viewport: DESKTOP });

const PROMPT = 'Type an english or spanish word to search the categories. Try "arrow" or "cloth":';
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/**
 * A learner's category "fish …" with one reconstructed word and three cognates (the forms
 * of Davletshin 2012's set 29), the Classical Nahuatl one linked to the dictionary's michin.
 */
async function fishCategory(page: Page, tag: string) {
  const category = await apiPost<SemanticCategory>(page, '/utoaztecan/api/semantic-category/', {
    word: `fish ${tag}`,
    words: ['fish', 'pescado', tag],
  });
  const set = await apiPost<CognateSet>(page, '/utoaztecan/api/cognate-set/', {
    word: '*mɨ-chɨ-m',
    set: 'Proto-Aztecan',
    number: '29',
    definition: 'fish',
    reconstructed: true,
    semantic_category: category.id,
    transforms: '*ɨ > i',
    original_text: 'PA *mɨ-chɨ-m "fish": CNa mich-in, Pip michin, Poch michóm',
  });
  const cognates: Cognate[] = [];
  for (const [language, word] of [
    ['Classical Nahuatl', 'mich-in'],
    ['Pipil', 'michin'],
    ['Pochutec', 'michóm'],
  ] as const) {
    cognates.push(
      await apiPost<Cognate>(page, '/utoaztecan/api/cognate/', { language, word, definition: 'fish', set: set.id }),
    );
  }
  const michin = ((await (await page.request.get('/utoaztecan/api/nahuatl/?word=michin')).json()) as ApiPage<Word>)
    .results[0]!;
  await apiPost(page, '/utoaztecan/api/cognate-word/', { cognate: cognates[0]!.id, nahuatl: michin.id });
  return { category, set, cognates, michin };
}

test('a guest searches the categories, opens one and its reconstructed word, and reads its cognates', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const owner = await anotherUser(browser);
  const { category, set, cognates, michin } = await fishCategory(owner, tag);

  await page.goto('/uto-aztecan');
  await expect(page.getByRole('heading', { level: 1, name: 'Uto-Aztecan' })).toBeVisible();
  await expect(page.getByText(/^Total categories: \d+\. Total reconstructed words: \d+\.$/)).toBeVisible();
  await expect(button(page, 'New category')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
  await screenshots(page, 'list');
  await atEachWidth(page, expectNoViolations);

  // The Spanish word finds it; the box is kept in the address.
  await page.getByRole('searchbox', { name: PROMPT }).fill('pescado');
  await expect(page).toHaveURL('/uto-aztecan?search=pescado');
  const found = page.getByRole('list', { name: 'Categories found' });
  const card = found.getByRole('article', { name: category.word });
  await expect(card.getByText('1 reconstructed word')).toBeVisible();
  await screenshots(page, 'search');
  await card.getByRole('link', { name: category.word }).click();

  await expect(page).toHaveURL(`/ua-category/${category.id}`);
  await expect(page.getByRole('article', { name: category.word }).getByText(`fish, pescado, ${tag}`)).toBeVisible();
  await expect(button(page, 'Edit')).toHaveCount(0);
  const setCard = page.getByRole('list', { name: 'Reconstructed words' }).getByRole('article', { name: set.word });
  await expect(setCard.getByText('Proto-Aztecan · No. 29')).toBeVisible();
  await expect(setCard.getByText('Classical Nahuatl, Pipil, Pochutec')).toBeVisible();
  await screenshots(page, 'category');
  await atEachWidth(page, expectNoViolations);

  // The same page by the category's word.
  await page.goto(`/semantic-category/${encodeURIComponent(category.word)}`);
  await expect(page.getByRole('heading', { level: 2, name: category.word })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/ua-category/${category.id}`);

  await setCard.getByRole('link', { name: set.word }).click();
  await expect(page).toHaveURL(`/cognate-set/${set.id}`);
  const setRecord = page.getByRole('article', { name: set.word });
  await expect(setRecord.getByText('Proto-Aztecan · No. 29')).toBeVisible();
  await expect(setRecord.getByRole('link', { name: category.word })).toHaveAttribute(
    'href',
    `/ua-category/${category.id}`,
  );
  const original = setRecord.getByText(set.original_text);
  await expect(original).toBeHidden();
  await button(setRecord, 'Show original').click();
  await expect(original).toBeVisible();

  const languages = page.getByRole('list', { name: 'Cognates by language' });
  await expect(languages.getByRole('heading', { level: 3 })).toHaveText(['Classical Nahuatl', 'Pipil', 'Pochutec']);
  const classical = languages.getByRole('article', { name: 'mich-in' });
  await expect(classical.getByRole('link', { name: 'mich-in' })).toHaveAttribute('href', `/cognate/${cognates[0]!.id}`);
  await expect(classical.getByRole('link', { name: 'michin' })).toHaveAttribute('href', `/detail/${michin.id}`);
  await expect(languages.getByRole('article', { name: 'michóm' })).toBeVisible();
  // Typed in by a learner: no dataset to credit.
  await expect(page.getByRole('region', { name: 'Data credit' })).toHaveCount(0);
  await screenshots(page, 'set');
  await atEachWidth(page, expectNoViolations);

  await button(setRecord, 'Hide original').click();
  await expect(original).toBeHidden();
  await button(page, '← Go back').click();
  await expect(page).toHaveURL(`/ua-category/${category.id}`);
});

test('a guest tries the prompt\'s "arrow": the category, its reconstructed word, the original, and the credit', async ({
  page,
}) => {
  await page.goto('/uto-aztecan');
  // The list names the sources of what it lists, the project's own sample among them.
  const credit = page.getByRole('region', { name: 'Data credit' });
  await expect(credit).toContainText('Nahuatl Practice project (2026): Sample Uto-Aztecan comparisons');

  await page.getByRole('searchbox', { name: PROMPT }).fill('arrow');
  await expect(page).toHaveURL('/uto-aztecan?search=arrow');
  const card = page
    .getByRole('list', { name: 'Categories found' })
    .getByRole('article', { name: 'arrow', exact: true });
  await expect(card.getByText('Also: dart, reed, cane, flecha, dardo, caña, carrizo')).toBeVisible();
  await expect(card.getByText('2 reconstructed words')).toBeVisible();
  await expect(credit.getByRole('listitem')).toHaveCount(1);
  await expect(credit).not.toContainText('Licence');
  await screenshots(page, 'arrow-search');
  await atEachWidth(page, expectNoViolations);

  await card.getByRole('link', { name: 'arrow', exact: true }).click();
  await expect(page).toHaveURL(/\/ua-category\/\d+$/);
  const sets = page.getByRole('list', { name: 'Reconstructed words' });
  const paka = sets.getByRole('article', { name: '*paka' });
  await expect(paka.getByText('Proto-Uto-Aztecan · No. 1')).toBeVisible();
  await expect(paka.getByText('Proto-Uto-Aztecan, Classical Nahuatl, Hopi')).toBeVisible();
  await expect(paka.getByText('Nahuatl Practice project (2026) (3)')).toBeVisible();
  await expect(sets.getByRole('article', { name: 'mītl' }).getByText('arrow, dart')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Data credit' })).toContainText('Nahuatl Practice project (2026)');
  await screenshots(page, 'arrow-category');
  await atEachWidth(page, expectNoViolations);

  await paka.getByRole('link', { name: '*paka' }).click();
  await expect(page).toHaveURL(/\/cognate-set\/\d+$/);
  const record = page.getByRole('article', { name: '*paka' });
  const original = record.getByText(/^Proto-Uto-Aztecan \*paka 'reed': Classical Nahuatl ācatl/);
  await expect(original).toBeHidden();
  await button(record, 'Show original').click();
  await expect(original).toBeVisible();
  const languages = page.getByRole('list', { name: 'Cognates by language' });
  await expect(languages.getByRole('heading', { level: 3 })).toHaveText([
    'Proto-Uto-Aztecan',
    'Classical Nahuatl',
    'Hopi',
  ]);
  await expect(languages.getByRole('article', { name: 'paaqavi' })).toContainText('reed');
  await expect(page.getByRole('region', { name: 'Data credit' })).toContainText('Nahuatl Practice project (2026)');
  await screenshots(page, 'arrow-set');
  await atEachWidth(page, expectNoViolations);
  await button(record, 'Hide original').click();
  await expect(original).toBeHidden();

  // The prompt's other example finds its category too.
  await page.goto('/uto-aztecan?search=cloth');
  const cloth = page
    .getByRole('list', { name: 'Categories found' })
    .getByRole('article', { name: 'cloth', exact: true });
  await expect(cloth.getByText('2 reconstructed words')).toBeVisible();
});

test('in Spanish, "Perro" finds the shipped dog category, named in Spanish first, and "arbol" the tree', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ locale: 'es-MX', viewport: DESKTOP })).newPage();
  await page.goto('/uto-aztecan');
  const box = page.getByRole('searchbox', { name: /^Escribe una palabra en español o en inglés/ });
  await box.fill('Perro');
  const found = page.getByRole('list', { name: 'Categorías encontradas' });
  const card = found.getByRole('article', { name: 'perro' });
  await expect(card.getByText('dog', { exact: true })).toHaveAttribute('lang', 'en');
  await expect(card.getByRole('link', { name: 'perro' })).toHaveAttribute('lang', 'es');
  await screenshots(page, 'spanish-gloss');
  await atEachWidth(page, expectNoViolations);
  await card.getByRole('link', { name: 'perro' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'perro' })).toHaveAttribute('lang', 'es');
  await screenshots(page, 'spanish-gloss-category');

  await page.goto('/uto-aztecan?search=arbol');
  await expect(page.getByRole('list', { name: 'Categorías encontradas' }).getByRole('link', { name: 'árbol' })).toBeVisible();
  await page.context().close();
});

test('imported data names its dataset, authors, year and licence', async ({ page }) => {
  const sets = (await (
    await page.request.get('/utoaztecan/api/cognate-set/?page_size=200')
  ).json()) as ApiPage<CognateSet>;
  // The project's own sample comparisons are credited too, but carry no licence: an imported dataset does.
  const imported = sets.results.find((set) => set.credit !== null && set.credit.licence !== '');
  // The server loads the Davletshin wordlist the repository ships at its first start.
  expect(imported, 'an imported dataset').toBeDefined();
  const credit = imported!.credit!;

  await page.goto(`/cognate-set/${imported!.id}`);
  const region = page.getByRole('region', { name: 'Data credit' });
  await expect(region.getByText(credit.citation)).toBeVisible();
  await expect(region).toContainText('Licence:');
  await screenshots(page, 'imported-set');
  await atEachWidth(page, expectNoViolations);

  if (imported!.semantic_category !== null) {
    await page.goto(`/ua-category/${imported!.semantic_category}`);
    await expect(page.getByRole('region', { name: 'Data credit' }).getByText(credit.citation)).toBeVisible();
    await screenshots(page, 'imported-category');

    // The Uto-Aztecan page credits the dataset of the category it finds.
    const category = (await (
      await page.request.get(`/utoaztecan/api/semantic-category/${imported!.semantic_category}/`)
    ).json()) as SemanticCategory;
    await page.goto(`/uto-aztecan?search=${encodeURIComponent(category.word)}`);
    await expect(
      page.getByRole('list', { name: 'Categories found' }).getByRole('article', { name: category.word, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Data credit' }).getByText(credit.citation)).toBeVisible();
  }
});

test('staff own the imported categories: they may edit one, and feature it on the dashboard', async ({ page }) => {
  const found = (await (
    await page.request.get('/utoaztecan/api/semantic-category/?words__icontains=bark')
  ).json()) as ApiPage<SemanticCategory>;
  const bark = found.results.find((category) => category.concepticon_id !== '');
  expect(bark, 'the imported category "bark"').toBeDefined();

  await logInAsStaff(page);
  await page.goto(`/ua-category/${bark!.id}`);
  const card = page.getByRole('article', { name: bark!.word });
  await expect(button(card, 'Edit')).toBeVisible();
  const featured = card.getByRole('button', { name: /Featured/ });
  await expect(featured).toHaveAttribute('aria-pressed', String(bark!.featured));
  if (!bark!.featured) {
    await featured.click();
    await expect(featured).toHaveAttribute('aria-pressed', 'true');
  }
  await screenshots(page, 'staff-category');
  await atEachWidth(page, expectNoViolations);

  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Featured Uto-Aztecan Reconstruction Categories' });
  await expect(section.getByRole('link', { name: bark!.word })).toBeVisible();
  await screenshots(page, 'dashboard-category');
});

test('a learner adds an unshared category and a reconstructed word, edits both, and deletes both', async ({
  page,
  browser,
}) => {
  // Two records through their forms, with axe at two widths on four screens (and screenshots
  // with E2E_SHOTS): 21 s on a quiet machine.
  test.slow();
  await signUp(page);
  const word = `cloth ${uniqueTag()}`;
  await page.goto('/uto-aztecan');
  await button(page, 'New category').click();
  const form = page.getByRole('form', { name: 'New category' });
  await button(form, 'Save').click();
  await expect(form.getByRole('textbox', { name: /^Word/ })).toBeFocused();
  await expect(form.getByText('This field may not be blank.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Word/ }).fill(word);
  await form.getByRole('textbox', { name: /^Search words/ }).fill('cloth, tela');
  await form.getByRole('checkbox', { name: 'Share' }).uncheck();
  await screenshots(page, 'new-category');
  await atEachWidth(page, expectNoViolations);
  await button(form, 'Save').click();

  await expect(page).toHaveURL(/\/ua-category\/\d+$/);
  const address = new URL(page.url()).pathname;
  const card = page.getByRole('article', { name: word });
  await expect(card.getByText('Not shared: only you can see it')).toBeVisible();
  await expectNotFoundByOthers(browser, address, 'Category not found');

  // Edit: Cancel restores; Save keeps, also after a reload.
  await button(card, 'Edit').click();
  const edit = page.getByRole('form', { name: 'Edit category' });
  await edit.getByRole('textbox', { name: /^Search words/ }).fill('nothing');
  await button(edit, 'Cancel').click();
  await expect(card.getByText('cloth, tela')).toBeVisible();
  await expect(button(card, 'Edit')).toBeFocused();
  await button(card, 'Edit').click();
  await edit.getByRole('textbox', { name: /^Search words/ }).fill('cloth, tela, manta');
  await screenshots(page, 'edit-category');
  await atEachWidth(page, expectNoViolations);
  await button(edit, 'Save').click();
  await expect(card.getByText('cloth, tela, manta')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: word }).getByText('cloth, tela, manta')).toBeVisible();

  // A reconstructed word of the learner's own, unshared.
  await button(page, 'New reconstructed word').click();
  const newSet = page.getByRole('form', { name: 'New reconstructed word' });
  await newSet.getByRole('textbox', { name: /^Word/ }).fill('*tɨ-lma');
  await newSet.getByRole('textbox', { name: /^Language/ }).fill('Proto-Aztecan');
  await newSet.getByRole('textbox', { name: /^Definition/ }).fill('cloak');
  await newSet.getByRole('checkbox', { name: 'Share' }).uncheck();
  await button(newSet, 'Save').click();
  await expect(page).toHaveURL(/\/cognate-set\/\d+$/);
  const setAddress = new URL(page.url()).pathname;
  const setCard = page.getByRole('article', { name: '*tɨ-lma' });
  await expect(setCard.getByText('Not shared: only you can see it')).toBeVisible();
  await expect(page.getByText('This set has no cognates yet.')).toBeVisible();
  await expectNotFoundByOthers(browser, setAddress, 'Cognate set not found');

  await button(setCard, 'Edit').click();
  const editSet = page.getByRole('form', { name: 'Edit cognate set' });
  await editSet.getByRole('textbox', { name: /^Definition/ }).fill('cloak, blanket');
  await editSet.getByRole('textbox', { name: /^Original text/ }).fill('A learner’s guess.');
  await screenshots(page, 'edit-set');
  await atEachWidth(page, expectNoViolations);
  await button(editSet, 'Save').click();
  await expect(setCard.getByText('cloak, blanket')).toBeVisible();
  await button(setCard, 'Show original').click();
  await expect(setCard.getByText('A learner’s guess.')).toBeVisible();

  // Deleting the set goes back to its category, where it is gone.
  await button(setCard, 'Edit').click();
  await button(editSet, 'Delete').click();
  await page
    .getByRole('alertdialog', { name: 'Delete this cognate set?' })
    .getByRole('button', { name: 'Delete cognate set' })
    .click();
  await expect(page).toHaveURL(address);
  await expect(page.getByText('This category has no reconstructed words yet.')).toBeVisible();

  await button(page.getByRole('article', { name: word }), 'Edit').click();
  await button(edit, 'Delete').click();
  await page
    .getByRole('alertdialog', { name: 'Delete this category?' })
    .getByRole('button', { name: 'Delete category' })
    .click();
  await expect(page).toHaveURL('/uto-aztecan');
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  await screenshots(page, 'not-found');
});
