import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/users';
import { fakeApi, page, renderApp } from '../test/render-app';

const ana: User = { id: 2, username: 'ana', first_name: 'Ana', email: '', is_staff: false };

function signedInAs(user: User | null) {
  vi.stubGlobal('fetch', fakeApi({ 'GET /utoaztecan/api/users/': () => [200, page(user ? [user] : [])] }));
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('the app shell', () => {
  it('redirects the empty route to the welcome page', async () => {
    signedInAs(null);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nahuatl Practice' })).toBeTruthy();
    expect(screen.getByText('Welcome to your Nahuatl practice partner.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/piyali');
  });

  it('offers Login, returning to the current page, to a guest', async () => {
    signedInAs(null);
    renderApp('/words');
    const login = await within(mainMenu()).findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/accounts/login/?next=%2Fwords');
    expect(within(mainMenu()).queryByRole('link', { name: 'Logout' })).toBeNull();
  });

  it('shows a member their name and Logout, and no staff links', async () => {
    signedInAs(ana);
    renderApp('/piyali');
    expect(await within(mainMenu()).findByRole('link', { name: 'Logout' })).toBeTruthy();
    expect(within(mainMenu()).getByText('Ana')).toBeTruthy();
    expect(within(mainMenu()).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(mainMenu()).queryByRole('link', { name: 'Loanwords' })).toBeNull();
    expect(within(mainMenu()).queryByRole('link', { name: 'Recordings to review' })).toBeNull();
  });

  it('shows Loanwords and Recordings to review to staff', async () => {
    signedInAs({ ...ana, id: 1, is_staff: true });
    renderApp('/piyali');
    const loanwords = await within(mainMenu()).findByRole('link', { name: 'Loanwords' });
    expect(loanwords.getAttribute('href')).toBe('/loanwords-index');
    expect(within(mainMenu()).getByRole('link', { name: 'Recordings to review' }).getAttribute('href')).toBe(
      '/recordings/review',
    );
  });

  it('marks the current page in the menu', async () => {
    signedInAs(null);
    renderApp('/vocabularies');
    await screen.findByRole('heading', { level: 1, name: 'Vocabularies' });
    expect(within(mainMenu()).getByRole('link', { name: 'Vocabularies' }).getAttribute('aria-current')).toBe('page');
    expect(within(mainMenu()).getByRole('link', { name: 'Words' }).getAttribute('aria-current')).toBeNull();
  });

  it('says so when an address matches no screen', async () => {
    signedInAs(null);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the welcome page' }).getAttribute('href')).toBe('/piyali');
  });
});
