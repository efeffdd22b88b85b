import { expect, test, type Page } from '@playwright/test';
import type { Loanword } from '../src/contract/loanwords';
import type { CognateSet } from '../src/contract/utoaztecan';
import {
  apiPost,
  atEachWidth,
  DESKTOP,
  expectNoSeriousViolations,
  field,
  logInAsStaff,
  mainMenu,
  screenshots,
  signUp,
  uniqueTag,
} from './support';

test.use({ viewport: DESKTOP });

/** Writes through the API as the user signed in on `page`. */
const api = (page: Page) => ({
  loanword: (data: Record<string, unknown>) => apiPost<Loanword>(page, '/utoaztecan/api/loanword/', data),
  set: (data: Record<string, unknown>) => apiPost<CognateSet>(page, '/utoaztecan/api/cognate-set/', data),
});

/*
 * Made once by staff through the API, with language codes of this run: a pair with 22
 * loanwords (a full page of twenty and two more; the last one unshared, into UACV sets),
 * and a pair with 9, one short of the index.
 */
let source = '';
let target = '';
let small = '';
let set: CognateSet;
test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await logInAsStaff(page);
  const write = api(page);
  source = uniqueTag().toUpperCase();
  target = uniqueTag().toUpperCase();
  small = uniqueTag().toUpperCase();
  set = await write.set({ word: '*kawayu', set: 'Proto-Uto-Aztecan', definition: 'horse' });
  for (let n = 1; n <= 21; n++) {
    await write.loanword({
      source_language: source,
      source_word: `caba${String(n).padStart(2, '0')}`,
      source_definition: 'horse',
      target_language: target,
      target_word: `cahuayo${n}`,
      rule_set: 'SP>CN-b to hu',
    });
  }
  await write.loanword({
    source_language: source,
    source_word: 'caba22',
    target_language: 'UACV',
    target_word: 'kawayu',
    target_set: '2112',
    target_set_key_id: set.id,
    set: set.id,
    rule_set: 'SP>UA-v to w',
    transforms: 'b > w',
    share: false,
  });
  for (let n = 1; n <= 9; n++) {
    await write.loanword({
      source_language: small,
      source_word: `w${n}`,
      target_language: target,
      target_word: `x${n}`,
    });
  }
  await page.context().close();
});

const pageButtons = (page: Page) => page.getByRole('navigation', { name: 'Pages of loanwords' });
const cards = (page: Page) => page.getByRole('list', { name: /^Loanwords / }).getByRole('article');

test('the Loanwords menu item is for staff', async ({ page, browser }) => {
  await signUp(page);
  await expect(mainMenu(page).getByRole('link', { name: 'Cognates' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Loanwords' })).toHaveCount(0);

  const staff = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await logInAsStaff(staff);
  await mainMenu(staff).getByRole('link', { name: 'Loanwords' }).click();
  await expect(staff).toHaveURL('/loanwords-index');
  await expect(staff.getByRole('heading', { level: 1, name: 'Loanwords by language pair' })).toBeVisible();
});

test('the index shows pairs of ten or more, each leading to its loanwords paged twenty at a time', async ({ page }) => {
  await logInAsStaff(page);
  await page.goto('/loanwords-index');
  const table = page.getByRole('table', { name: 'Loanwords by language pair' });
  await expect(table.getByRole('columnheader')).toHaveText(['Source Language', 'Count', 'Target Language']);
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `${source} to ${target}` }) });
  await expect(row.getByRole('cell')).toHaveText(['21', target]);
  // Nine is one short.
  await expect(table.getByRole('link', { name: `${small} to ${target}` })).toHaveCount(0);
  await screenshots(page, 'index');
  await atEachWidth(page, expectNoSeriousViolations);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/loanwords/${source}/${target}`);
  await expect(page.getByRole('heading', { level: 1, name: `Loanwords: ${source} → ${target}` })).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  await expect(pageButtons(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  const first = page.getByRole('article', { name: 'caba01' });
  await expect(first).toContainText('b to hu');
  await expect(first).not.toContainText('SP>CN');
  await expect(first).toContainText('cahuayo1');
  await expect(first).toContainText(`Source${source}`);
  await expect(first).toContainText('horse');
  await screenshots(page, 'list');
  await atEachWidth(page, expectNoSeriousViolations);

  await pageButtons(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/loanwords/${source}/${target}?page=2`);
  await expect(cards(page)).toHaveCount(1);
  await expect(pageButtons(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  await pageButtons(page).getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`/loanwords/${source}/${target}`);
  await expect(cards(page)).toHaveCount(20);
});

test('a card into UACV: the target word leads to its set, the set reads UACV-, and only its owner sees the share note', async ({
  page,
  browser,
}) => {
  await logInAsStaff(page);
  await page.goto(`/loanwords/${source}/UACV`);
  const card = page.getByRole('article', { name: 'caba22' });
  await expect(card).toContainText('v to w');
  await expect(card.getByRole('link', { name: 'kawayu', exact: true })).toHaveAttribute(
    'href',
    `/cognate-set/${set.id}`,
  );
  await expect(card).toContainText('TargetUACV-2112');
  await expect(card).toContainText('b > w');
  await expect(card).toContainText('share: off');
  await screenshots(page, 'uacv');
  await atEachWidth(page, expectNoSeriousViolations);

  // Unshared: nobody else sees it.
  const guest = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await guest.goto(`/loanwords/${source}/UACV`);
  await expect(guest.getByText(`There are no loanwords ${source} → UACV.`)).toBeVisible();
});

test('the owner edits a loanword in place (Cancel restores, Save keeps), then deletes it', async ({ page }) => {
  // Two widths of axe checks on a shared, busy machine.
  test.slow();
  await logInAsStaff(page);
  const from = uniqueTag().toUpperCase();
  await api(page).loanword({
    source_language: from,
    source_word: 'mantequilla',
    source_definition: 'butter',
    target_language: 'CN',
    target_word: 'mantecah',
    set: set.id,
  });
  await page.goto(`/loanwords/${from}/CN`);
  const card = page.getByRole('article', { name: 'mantequilla' });
  // The set link names the set.
  await expect(card.getByRole('link', { name: 'its set (*kawayu)' })).toHaveAttribute('href', `/cognate-set/${set.id}`);

  const edit = card.getByRole('button', { name: 'Edit' });
  await edit.click();
  const form = page.getByRole('form', { name: 'Edit loanword' });
  await expect(field(page, 'Source word')).toBeFocused();
  await field(page, 'Target definition').fill('lard');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(card).not.toContainText('lard');

  await card.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Target word').fill('  ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('This field may not be blank.');
  await field(page, 'Target word').fill('mantecah');
  await field(page, 'Target definition').fill('lard');
  await screenshots(page, 'edit');
  await atEachWidth(page, expectNoSeriousViolations);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(card).toContainText('lard');
  await page.reload();
  await expect(card).toContainText('lard');

  await card.getByRole('button', { name: 'Edit' }).click();
  await form.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this loanword?' });
  await expect(dialog).toContainText('“mantequilla” will be removed for everyone.');
  await dialog.getByRole('button', { name: 'Delete loanword' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`There are no loanwords ${from} → CN.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`There are no loanwords ${from} → CN.`)).toBeVisible();
});

test('the owner of a set adds a cognate on its page, which shows it at once and keeps it', async ({
  page,
  browser,
}) => {
  // Two widths of axe checks on a shared, busy machine.
  test.slow();
  await logInAsStaff(page);
  await page.goto(`/cognate-set/${set.id}`);
  const form = page.getByRole('form', { name: 'Add a cognate' });
  const language = form.getByRole('combobox', { name: /^Language/ });
  const code = uniqueTag();
  await language.fill(code);
  await form.getByRole('button', { name: 'Add cognate' }).click();
  await expect(form).toContainText('This field may not be blank.');
  await expect(field(page, 'Word')).toBeFocused();

  await field(page, 'Word').fill('kawayu');
  await field(page, 'Definition').fill('horse');
  await field(page, 'Source').fill('Hill1998');
  await form.getByRole('button', { name: 'Add cognate' }).click();
  await expect(form.getByRole('status')).toHaveText(`Added “kawayu” (${code}).`);
  await expect(field(page, 'Word')).toHaveValue('');
  const added = page.getByRole('list', { name: `${code} cognates` }).getByRole('article', { name: 'kawayu' });
  await expect(added).toContainText('Hill1998');
  await screenshots(page, 'add-cognate');
  await atEachWidth(page, expectNoSeriousViolations);
  await page.reload();
  await expect(added).toContainText('horse');

  // Nobody else has the form.
  const guest = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await guest.goto(`/cognate-set/${set.id}`);
  await expect(guest.getByRole('list', { name: `${code} cognates` })).toBeVisible();
  await expect(guest.getByRole('form', { name: 'Add a cognate' })).toHaveCount(0);
});
