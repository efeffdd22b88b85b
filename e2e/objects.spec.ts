import { expect, test } from '@playwright/test';
import { atEachWidth, expectNoViolations, screenshots, wordSearchBox } from './support';

// The word page's object picker (decision 053): the learner picks an object, the tables follow,
// and the address keeps the choice so a link opens the same table.
test('a transitive verb’s tables follow the object picked, and a link keeps it', async ({ page }) => {
  await page.goto('/words');
  await wordSearchBox(page).fill('tōca');
  await page.getByRole('link', { name: 'tōca', exact: true }).click();
  const table = page.getByRole('table');
  const firstPast = table.getByRole('row', { name: /^1-S/ }).getByRole('cell').nth(1);
  // Lesson 15's preterite, with the specific object the course gives tōca.
  await expect(firstPast).toHaveText('nictōcqui');

  const picker = page.getByRole('combobox', { name: 'Object' });
  await picker.focus();
  await picker.selectOption({ label: 'mītz (you)' });
  await expect(firstPast).toHaveText('nimītztōcqui');
  await expect(page).toHaveURL(/\/detail\/\d+\?object=mitz$/);
  await atEachWidth(page, expectNoViolations);
  await screenshots(page, 'toca-mitz');

  await page.reload();
  await expect(picker).toHaveValue('mitz');
  await expect(firstPast).toHaveText('nimītztōcqui');
});
