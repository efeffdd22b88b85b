import { expect, test, type Browser, type ConsoleMessage, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
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

/**
 * Waits until the app has taken over the screen the server drew (decision 073): until then the
 * drawn screen is inert, and a key press has nothing to go to.
 */
export const live = (page: Page) => expect(page.locator('#root[inert]')).toHaveCount(0);

/** What Chromium logs where the journeys keep the service worker out (playwright.config.ts): not the app's. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/**
 * Collects what goes wrong on `page` from now on, until `stop`: the console messages of the
 * given types (errors and warnings unless told) and uncaught errors.
 */
export function watchForProblems(page: Page, types: string[] = ['error', 'warning']): { problems: string[]; stop(): void } {
  const problems: string[] = [];
  const logged = (message: ConsoleMessage) => {
    if (types.includes(message.type()) && message.text() !== SERVICE_WORKER_BLOCKED) problems.push(message.text());
  };
  const crashed = (error: Error) => problems.push(error.message);
  page.on('console', logged);
  page.on('pageerror', crashed);
  return {
    problems,
    stop: () => {
      page.off('console', logged);
      page.off('pageerror', crashed);
    },
  };
}

/** The side menu at desktop widths (the overlay has its own). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Signs a new account up through the API (the page's own browser context keeps the session
 * cookie), then opens the home page signed in. The sign-up form itself has its journeys in
 * accounts.spec.ts; through the API a journey saves the form's page load and round trip.
 */
export async function signUp(page: Page, username = uniqueUsername(), firstName = ''): Promise<string> {
  // The CSRF cookie comes with any answer of the API, as the web app gets it on its first read.
  await page.request.get('/utoaztecan/api/users/');
  await apiPost(page, '/accounts/signup/', { username, password: PASSWORD, first_name: firstName });
  await page.goto('/piyali');
  await live(page);
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

/** axe-core itself, to be run in the page under test. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe violations of the page as it is now (every rule of axe's default set). axe runs in the
 * page itself, loaded once per document, and reports its violations only: `@axe-core/playwright`
 * loaded axe again and gathered every passed check at each call, which made a check two to three
 * times as long with the same violations (decision 072). The app has no frames to look into.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
}

/** One line per axe violation: the rule, its impact, what it asks, and the elements at fault. */
export const describeViolations = (violations: Result[]) =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );

/**
 * No axe violation of any impact on the page as it is now, once the app has taken it over: until
 * then the drawn screen is inert, and axe rightly finds no main landmark and no heading in it.
 */
export async function expectNoViolations(page: Page): Promise<void> {
  await live(page);
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toEqual([]);
}

/** No serious or critical axe violation on the page as it is now, once the app has taken it over. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await live(page);
  const violations = await axeViolations(page);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(describeViolations(serious)).toEqual([]);
}

/** Runs `check` at each of the VIEWPORTS widths, then goes back to the desktop width. */
export async function atEachWidth(page: Page, check: (page: Page) => Promise<void>): Promise<void> {
  for (const [, size] of VIEWPORTS) {
    await page.setViewportSize(size);
    await check(page);
  }
  await page.setViewportSize(DESKTOP);
}

/** Where `screenshots` writes; unset (as in CI), it writes nothing. */
const SHOTS = process.env.E2E_SHOTS;

/**
 * The page as it is now, full length, at each width, for a person to look at: written to
 * `$E2E_SHOTS/<spec>-<name>-<width>.png` when E2E_SHOTS names a folder.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const spec = basename(test.info().file, '.spec.ts');
  for (const [width, size] of VIEWPORTS) {
    await page.setViewportSize(size);
    // From the top: a full-page shot of a scrolled page draws the fixed top bar part-way down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${spec}-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Writes through the API as the user signed in on `page`, echoing the CSRF cookie as the web
 * app does, and expects the record to be created.
 */
export async function apiPost<T>(page: Page, url: string, data: object): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post(url, { headers: { 'X-CSRFToken': csrf }, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/**
 * The controls on the page that a finger taps but that are smaller than WCAG 2.2's 24 × 24 px
 * (2.5.8), each as "tag width×height text". A link within a sentence is exempt, as the rule
 * allows: an inline link whose parent holds other text. Hidden controls are not measured.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    );
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.width >= 24 && box.height >= 24) continue;
      const text = (control.textContent ?? '').trim();
      const inSentence =
        control.tagName === 'A' &&
        getComputedStyle(control).display === 'inline' &&
        (control.parentElement?.textContent ?? '').trim().length > text.length;
      if (!inSentence)
        found.push(`${control.tagName.toLowerCase()} ${Math.round(box.width)}×${Math.round(box.height)} "${text.slice(0, 40)}"`);
    }
    return found;
  });
}

/** The placeholders on the page cut off by their box (measured in the box's own font), each as "placeholder: needs N px of M". */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const box of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))) {
      if (box.clientWidth === 0) continue;
      const style = getComputedStyle(box);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needs = context.measureText(box.placeholder).width;
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needs > room) cut.push(`${box.placeholder}: needs ${Math.ceil(needs)} px of ${Math.floor(room)}`);
    }
    return cut;
  });
}
