import { expect, test, type Page } from '@playwright/test';
import { axe, DESKTOP, describeViolations, expectNoSeriousViolations, live, mainMenu, PHONE, VIEWPORTS } from './support';

const numbersCard = (page: Page) => page.getByRole('region', { name: 'Numbers to words' });
const wordsCard = (page: Page) => page.getByRole('region', { name: 'Words to numbers' });

async function openCalculator(page: Page, path = '/numbers') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Number Calculator' })).toBeVisible();
  // Typed keys go to the page once the app has taken over the drawn screen (decision 073).
  await live(page);
}

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('the side menu leads to the calculator, its two cards side by side', async ({ page }) => {
    await page.goto('/piyali');
    await mainMenu(page).getByRole('link', { name: 'Numbers' }).click();
    await expect(page).toHaveURL('/numbers');
    await expect(page.getByRole('heading', { level: 1, name: 'Number Calculator' })).toBeVisible();
    await expect(page).toHaveTitle('Number Calculator · Nahuatl Practice');

    const left = await numbersCard(page).boundingBox();
    const right = await wordsCard(page).boundingBox();
    expect(left && right && right.x > left.x + left.width).toBe(true);
    expect(left?.y).toBe(right?.y);
  });

  test('numbers to words: the words and the breakout as the number is typed', async ({ page }) => {
    await openCalculator(page);
    const card = numbersCard(page);
    await expect(card.getByRole('status')).toHaveText('Type a number to see it in Nahuatl.');

    await card.getByLabel('Number', { exact: true }).pressSequentially('421');
    await expect(card.getByRole('status')).toContainText('421 in Nahuatl');
    await expect(card.locator('[lang="nah"]', { hasText: 'centzontli' })).toHaveText(
      'centzontli huan cempōhualli huan cē',
    );
    const breakout = card.getByRole('table', { name: 'Breakout' });
    await expect(breakout.getByRole('row', { name: /^400s/ })).toContainText('1 × 400');
    await expect(breakout.getByRole('row', { name: /^20s/ })).toContainText('1 × 20');
    await expect(breakout.getByRole('row', { name: /^Units/ })).toContainText('1 × 1');
    await expect(breakout.getByRole('row', { name: /^Total/ })).toContainText('421');
    await expect(page).toHaveURL('/numbers?n=421');
  });

  test('numbers to words: letters and numbers out of range get a message instead of a result', async ({ page }) => {
    await openCalculator(page);
    const card = numbersCard(page);
    const input = card.getByLabel('Number', { exact: true });

    await input.fill('abc');
    await expect(card.getByRole('status')).toContainText(
      '“abc” is not a number. Enter a whole number from 0 to 7,999.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/“abc” is not a number/);
    await expect(card.getByRole('table')).toHaveCount(0);

    await input.fill('8000');
    await expect(card.getByRole('status')).toContainText("8,000 is beyond the calculator's range");
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill('7999');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(card.getByRole('table', { name: 'Breakout' }).getByRole('row', { name: /^Total/ })).toContainText(
      '7,999',
    );
  });

  test('words to numbers: words typed without macrons read back', async ({ page }) => {
    await openCalculator(page);
    const card = wordsCard(page);
    await card.getByLabel('Nahuatl words').fill('cempohualli huan mahtlactli huan ome');
    await expect(card.getByRole('status')).toContainText('Reads as32');
    await expect(card.getByRole('status')).toContainText('Standard spelling: cempōhualli huan mahtlactli huan ōme');
    const breakout = card.getByRole('table', { name: 'Breakout' });
    await expect(breakout.getByRole('row', { name: /^20s/ })).toContainText('cem');
    await expect(breakout.getByRole('row', { name: /^20s/ })).toContainText('1 × 20');
    await expect(breakout.getByRole('row', { name: /^Units/ })).toContainText('mahtlactli huan ome');
    await expect(breakout.getByRole('row', { name: /^Units/ })).toContainText('12 × 1');
    await expect(card.getByText('not recognised')).toHaveCount(0);
  });

  test('words to numbers: a part that is not recognised is flagged and named', async ({ page }) => {
    await openCalculator(page);
    const card = wordsCard(page);
    const input = card.getByLabel('Nahuatl words');
    await input.fill('centzontli huan xyzpōhualli huan cē');

    const message = 'The pōhualli part “xyz” was not recognised, so it counts as 0.';
    await expect(card.getByRole('status')).toContainText(message);
    await expect(card.getByRole('status')).toContainText('Reads as401');
    await expect(input).toHaveAccessibleDescription(new RegExp(message));

    const row = card.getByRole('table', { name: 'Breakout' }).getByRole('row', { name: /^20s/ });
    await expect(row).toContainText('xyz');
    await expect(row).toContainText('not recognised');
    // The highlight is a colour as well as the words and the icon.
    const highlighted = await row
      .locator('td')
      .first()
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    const plain = await card
      .getByRole('row', { name: /^Units/ })
      .locator('td')
      .first()
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    expect(highlighted).not.toBe(plain);
    await expect(row.locator('svg')).toBeVisible();
  });

  test('the examples fill each box, by mouse or keyboard', async ({ page }) => {
    await openCalculator(page);
    await numbersCard(page).getByRole('button', { name: '400', exact: true }).click();
    await expect(numbersCard(page).getByLabel('Number', { exact: true })).toHaveValue('400');
    await expect(numbersCard(page).getByRole('status')).toContainText('centzontli');

    const example = wordsCard(page).getByRole('button', { name: 'centzontli huan cempōhualli huan cē' });
    await example.focus();
    await page.keyboard.press('Enter');
    await expect(wordsCard(page).getByLabel('Nahuatl words')).toHaveValue('centzontli huan cempōhualli huan cē');
    await expect(wordsCard(page).getByRole('status')).toContainText('Reads as421');
    await expect(page).toHaveURL(/\?n=400&words=centzontli/);
  });

  test('the boxes live in the address: a reload or a shared link shows the same result', async ({ page }) => {
    await openCalculator(page, '/numbers?from=share');
    await numbersCard(page).getByLabel('Number', { exact: true }).fill('21');
    await wordsCard(page).getByLabel('Nahuatl words').fill('mācuīlli');
    await expect(page).toHaveURL('/numbers?from=share&n=21&words=m%C4%81cu%C4%ABlli');

    await page.reload();
    await expect(numbersCard(page).getByLabel('Number', { exact: true })).toHaveValue('21');
    await expect(numbersCard(page).getByRole('status')).toContainText('cempōhualli huan cē');
    await expect(wordsCard(page).getByLabel('Nahuatl words')).toHaveValue('mācuīlli');
    await expect(wordsCard(page).getByRole('status')).toContainText('Reads as5');

    // Typing replaces the entry rather than adding one per keystroke.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/numbers/);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openCalculator(page);
    await page.locator('main').focus();
    const number = numbersCard(page).getByLabel('Number', { exact: true });
    for (let step = 0; step < 10 && !(await number.evaluate((input) => input === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(number).toBeFocused();
    await page.keyboard.type('32');
    await expect(numbersCard(page).getByRole('status')).toContainText('cempōhualli huan mahtlactli huan ōme');
    // Tab goes on through the examples to the words box.
    await page.keyboard.press('Tab');
    await expect(numbersCard(page).getByRole('button', { name: '0', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(number).toHaveValue('0');
    for (let step = 0; step < 6; step++) await page.keyboard.press('Tab');
    await expect(wordsCard(page).getByLabel('Nahuatl words')).toBeFocused();
  });
});

test.describe('at a 375 px handset width', () => {
  test.use({ viewport: PHONE });

  test('the cards stack and nothing runs off the side', async ({ page }) => {
    await openCalculator(page, '/numbers?n=7999&words=centzontli%20huan%20xyzpohualli%20huan%20ce');
    await expect(wordsCard(page).getByRole('status')).toContainText('not recognised');
    const top = await numbersCard(page).boundingBox();
    const bottom = await wordsCard(page).boundingBox();
    expect(top && bottom && bottom.y >= top.y + top.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

/** No serious or critical violation on the page, and none of any impact in the calculator itself. */
async function expectNoViolationsInCalculator(page: Page) {
  await expectNoSeriousViolations(page);
  const calculator = await axe(page).include('section[aria-labelledby="numbers-title"]').analyze();
  expect(describeViolations(calculator.violations)).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  for (const [name, viewport] of VIEWPORTS) {
    test(`the calculator at ${name} width: empty, with results, an error and a warning`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openCalculator(page);
      await expectNoViolationsInCalculator(page);

      await openCalculator(page, '/numbers?n=421&words=cempohualli%20huan%20mahtlactli%20huan%20ome');
      await expect(wordsCard(page).getByRole('status')).toContainText('Reads as32');
      await expectNoViolationsInCalculator(page);

      await openCalculator(page, '/numbers?n=8000&words=xyzpohualli%20huan%20ce');
      await expect(wordsCard(page).getByRole('status')).toContainText('not recognised');
      await expectNoViolationsInCalculator(page);
    });
  }
});
