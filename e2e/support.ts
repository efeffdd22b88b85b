import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_STAFF_PASSWORD } from './staff';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** The widths the accessibility checks run at. */
export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** A username no other test uses, on this run or the last. */
export function uniqueUsername(prefix = 'learner'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Letters no other record has, to find this run's sentences or vocabularies (digits would not look like Nahuatl). */
export const uniqueTag = () =>
  `zq${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(/\d/g, (digit) =>
    String.fromCharCode(97 + Number(digit)),
  );

export const PASSWORD = 'quetzal-feathers-42';

/** The side menu at desktop widths (the overlay has its own). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Signs a new account up through the sign-up page and waits until the menu shows it. */
export async function signUp(page: Page, username = uniqueUsername(), firstName = ''): Promise<string> {
  await page.goto('/accounts/signup/');
  await page.getByLabel('Username').fill(username);
  if (firstName) await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/piyali');
  return username;
}

/** A new page in a browser of its own, signed in as a new user. */
export async function anotherUser(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signUp(page);
  return page;
}

/** Another user, in a browser of their own, finds nothing at `address`: the page is headed `notFound`. */
export async function expectNotFoundByOthers(browser: Browser, address: string, notFound: string): Promise<void> {
  const other = await anotherUser(browser);
  await other.goto(address);
  await expect(other.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
}

/** Signs in as the seed's staff account (id 1), whose password e2e/start-server.sh sets. */
export async function logInAsStaff(page: Page, password = E2E_STAFF_PASSWORD): Promise<void> {
  await page.goto('/accounts/login/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/piyali');
}

/** The shared word search's box (words, vocabularies, sentences). */
export const wordSearchBox = (page: Page) => page.getByRole('searchbox', { name: 'Word Search' });

/** A text field of a form by the start of its label (the label may go on: "Spanish (optional)"). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One line per axe violation: the rule, its impact, what it asks, and the elements at fault. */
export const describeViolations = (violations: Violations) =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );

/** No serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(describeViolations(serious)).toEqual([]);
}
