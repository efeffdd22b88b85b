import { expect, test, type Page } from '@playwright/test';
import { axeViolations, DESKTOP, describeViolations, live, mainMenu, PHONE, VIEWPORTS } from './support';

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

  // What the calculator reads and writes, its messages and its examples are checked without a
  // browser (src/web/features/numbers/numbers-screen.test.tsx); here, what needs one: the
  // layout, the colours, the address across a reload, and the keyboard.

  test('the boxes live in the address: a reload or a shared link shows the same result, highlights and all', async ({ page }) => {
    await openCalculator(page, '/numbers?from=share');
    await numbersCard(page).getByLabel('Number', { exact: true }).fill('21');
    await wordsCard(page).getByLabel('Nahuatl words').fill('mācuīlli');
    await expect(page).toHaveURL('/numbers?from=share&n=21&words=m%C4%81cu%C4%ABlli');

    await page.reload();
    await expect(numbersCard(page).getByLabel('Number', { exact: true })).toHaveValue('21');
    await expect(numbersCard(page).getByRole('status')).toContainText('cempōhualli huan cē');
    await expect(wordsCard(page).getByLabel('Nahuatl words')).toHaveValue('mācuīlli');
    await expect(wordsCard(page).getByRole('status')).toContainText('Reads as5');

    // A part not recognised is highlighted by a colour as well as the words and the icon.
    await wordsCard(page).getByLabel('Nahuatl words').fill('centzontli huan xyzpōhualli huan cē');
    const row = wordsCard(page).getByRole('table', { name: 'Breakout' }).getByRole('row', { name: /^20s/ });
    await expect(row).toContainText('not recognised');
    const background = (name: RegExp) =>
      wordsCard(page)
        .getByRole('row', { name })
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    expect(await background(/^20s/)).not.toBe(await background(/^Units/));
    await expect(row.locator('svg')).toBeVisible();

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

/**
 * No serious or critical violation on the page, and none of any impact in the calculator
 * itself: one axe run, its violations sorted by where they are.
 */
async function expectNoViolationsInCalculator(page: Page) {
  const violations = await axeViolations(page);
  const calculator = page.locator('section[aria-labelledby="numbers-title"]');
  const inCalculator = (selector: string) =>
    calculator.evaluate((section, target) => [...document.querySelectorAll(target)].some((node) => section.contains(node)), selector);
  const relevant: typeof violations = [];
  for (const violation of violations) {
    const serious = violation.impact === 'serious' || violation.impact === 'critical';
    const nodes: typeof violation.nodes = [];
    for (const node of violation.nodes) if (serious || (await inCalculator(node.target.join(' ')))) nodes.push(node);
    if (nodes.length > 0) relevant.push({ ...violation, nodes });
  }
  expect(describeViolations(relevant)).toEqual([]);
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
