import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderApp } from '../../../test/render-app';
import { setUpScreenTests } from '../../../test/serve-api';

const TAKEN = 'A user with that username already exists.';

setUpScreenTests();

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

/** The text of the elements that describe `input`. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the sign-up screen', () => {
  it('advises on the password while it is typed', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /utoaztecan/api/users/': () => [200, page([])] }));
    renderApp('/accounts/signup/');
    await screen.findByRole('heading', { name: 'Sign up' });
    type('Password', '1234');
    expect(description(screen.getByLabelText('Password'))).toContain('This password is too short.');
    expect(description(screen.getByLabelText('Password'))).toContain('This password is entirely numeric.');
  });

  it('reports a bad username beside a bad password, each message once, and sends nothing', async () => {
    const fetch = vi.fn(fakeApi({ 'GET /utoaztecan/api/users/': () => [200, page([])] }));
    vi.stubGlobal('fetch', fetch);
    renderApp('/accounts/signup/');
    await screen.findByRole('heading', { name: 'Sign up' });
    type('Username', 'ana maría!');
    type('Password', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    const username = screen.getByLabelText('Username');
    await vi.waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(description(username)).toContain('Enter a valid username.');
    const password = description(screen.getByLabelText('Password'));
    for (const message of ['This password is too short.', 'This password is entirely numeric.']) {
      expect(password.split(message)).toHaveLength(2);
    }
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  it("shows the server's messages under the fields they concern", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /utoaztecan/api/users/': () => [200, page([])],
        'POST /accounts/signup/': () => [400, { username: [TAKEN] }],
      }),
    );
    renderApp('/accounts/signup/');
    await screen.findByRole('heading', { name: 'Sign up' });
    type('Username', 'ana');
    type('Password', 'quetzal-feathers');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    const username = screen.getByLabelText('Username');
    await vi.waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(description(username)).toContain(TAKEN);
    expect(screen.getByRole('alert').textContent).toBe('Please correct the marked fields.');
    expect(document.activeElement).toBe(username);
  });

  it('signs up and returns to the page named by next', async () => {
    const created = { id: 7, username: 'ana', first_name: '', email: '', is_staff: false };
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /utoaztecan/api/users/': () => [200, page([])],
        'POST /accounts/signup/': () => [201, created],
      }),
    );
    const { router } = renderApp('/accounts/signup/?next=%2Fwords');
    await screen.findByRole('heading', { name: 'Sign up' });
    type('Username', 'ana');
    type('Password', 'quetzal-feathers');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/words'));
  });
});
