import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderApp } from '../../../test/render-app';
import { setUpScreenTests } from '../../../test/serve-api';
import { vocabulary } from '../../../test/fixtures';

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

  it('says an empty password is required, not too short, and sends nothing', async () => {
    const fetch = vi.fn(fakeApi({ 'GET /utoaztecan/api/users/': () => [200, page([])] }));
    vi.stubGlobal('fetch', fetch);
    renderApp('/accounts/signup/', { locale: 'es' });
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    type('Nombre de usuario', 'ana');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const password = screen.getByLabelText('Contraseña');
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(description(password)).toContain('Este campo no puede quedar vacío.');
    expect(description(password)).not.toContain('demasiado corta');
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });

  // Issue 48: a new learner is greeted by name and offered a next step, in their language.
  it('greets the new learner on the next page with a featured vocabulary and the review; Close puts it away', async () => {
    const created = { id: 7, username: 'ana', first_name: 'Ana', email: '', is_staff: false };
    let signedUp = false;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /utoaztecan/api/users/': () => [200, page(signedUp ? [created] : [])],
        'POST /accounts/signup/': () => {
          signedUp = true;
          return [201, created];
        },
        'GET /utoaztecan/api/vocabulary/featured/': () => [
          200,
          [vocabulary(4, 'Family', { language: 'en' }), vocabulary(5, 'La familia', { language: 'es' })],
        ],
      }),
    );
    const { router } = renderApp('/accounts/signup/', { locale: 'es' });
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    type('Nombre de usuario', 'ana');
    type('Contraseña', 'quetzal-feathers');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const greeting = await screen.findByRole('region', { name: '¡Te damos la bienvenida, Ana!' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/piyali');
    expect((await within(greeting).findByRole('link', { name: 'La familia' })).getAttribute('href')).toBe(
      '/vocabulary/5',
    );
    expect(within(greeting).queryByRole('link', { name: 'Family' })).toBeNull();
    expect(within(greeting).getByRole('link', { name: 'Ve a tu repaso' }).getAttribute('href')).toBe('/review');
    fireEvent.click(within(greeting).getByRole('button', { name: 'Cerrar' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: '¡Te damos la bienvenida, Ana!' })).toBeNull());
  });
});
