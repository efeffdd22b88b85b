import { expect, type Page } from '@playwright/test';
import { E2E_STAFF_PASSWORD } from './staff';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** A username no other test uses, on this run or the last. */
export function uniqueUsername(prefix = 'learner'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

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

/** Signs in as the seed's staff account (id 1), whose password e2e/start-server.sh sets. */
export async function logInAsStaff(page: Page, password = E2E_STAFF_PASSWORD): Promise<void> {
  await page.goto('/accounts/login/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/piyali');
}
