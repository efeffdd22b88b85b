import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ana } from '../test/fixtures';
import { setConnection } from '../test/connection';
import { renderApp } from '../test/render-app';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { announceOfflineReady, announceUpdate, dismiss } from './app-update';

// Issue 32: the shell says when the browser is offline, a form's submit waits for the
// connection and says why, and a new version offers a Reload instead of taking over.
setUpScreenTests();
// Every test ends online: React Query's idea of the connection outlives a test.
afterEach(() => {
  setConnection(true);
  act(() => {
    dismiss('waiting');
    dismiss('offlineReady');
  });
});

const status = (text: string) => screen.queryAllByRole('status').find((line) => line.textContent === text);

describe('offline, in English', () => {
  it('shows the offline line while the browser has no connection', async () => {
    serveApi(null);
    renderApp('/numbers');
    await screen.findByRole('heading', { level: 1, name: 'Number Calculator' });
    expect(status('Offline — some screens need a connection')).toBeUndefined();

    setConnection(false);
    expect(status('Offline — some screens need a connection')).toBeTruthy();
    setConnection(true);
    expect(status('Offline — some screens need a connection')).toBeUndefined();
  });

  it('disables a form’s submit with its reason, and gives it back online', async () => {
    serveApi(null);
    renderApp('/accounts/login/');
    const logIn = await screen.findByRole('button', { name: 'Log in' });
    setConnection(false);
    expect(logIn.hasAttribute('disabled')).toBe(true);
    const reason = screen.getByText('You are offline: this needs a connection.');
    expect(logIn.getAttribute('aria-describedby')).toContain(reason.id);

    setConnection(true);
    expect(logIn.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('You are offline: this needs a connection.')).toBeNull();
  });

  it('disables the one-line add forms too', async () => {
    serveApi(ana);
    renderApp('/vocabularies');
    const form = (await screen.findByLabelText('Add Vocabulary')).closest('form')!;
    setConnection(false);
    expect(within(form).getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(true);
    expect(within(form).getByText('You are offline: this needs a connection.')).toBeTruthy();
  });
});

describe('back online', () => {
  it('asks the server again for what the screen showed from the fallbacks', async () => {
    const requests = serveApi(ana);
    renderApp('/vocabularies');
    await screen.findByLabelText('Add Vocabulary');
    const asked = () => requests.filter((request) => request.call.startsWith('GET /utoaztecan/api/users/')).length;
    const before = asked();
    setConnection(false);
    setConnection(true);
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
  });
});

describe('offline, in Spanish', () => {
  it('says it in Spanish and disables the submit with its reason', async () => {
    serveApi(null);
    renderApp('/accounts/login/', { locale: 'es' });
    const logIn = await screen.findByRole('button', { name: 'Iniciar sesión' });
    setConnection(false);
    expect(status('Sin conexión: algunas pantallas necesitan internet')).toBeTruthy();
    expect(logIn.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Estás sin conexión: esto necesita internet.')).toBeTruthy();
    expect(screen.queryByText(/offline/i)).toBeNull();
  });
});

describe('a new version', () => {
  it('offers Reload and waits for it; Not now puts it away', async () => {
    serveApi(null);
    renderApp('/numbers');
    await screen.findByRole('heading', { level: 1, name: 'Number Calculator' });
    const start = vi.fn();
    act(() => announceUpdate(start));

    const toast = status('A new version is availableReloadNot now')!;
    expect(start).not.toHaveBeenCalled();
    fireEvent.click(within(toast).getByRole('button', { name: 'Reload' }));
    expect(start).toHaveBeenCalledOnce();
    fireEvent.click(within(toast).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('says so in Spanish, and says once, in the top bar, that the app works offline', async () => {
    serveApi(null);
    renderApp('/numbers', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Calculadora de números' });
    act(() => announceOfflineReady());
    expect(status('Ya funciona sin conexión')).toBeTruthy();
    // In the top bar, in the title's place: never over the screen's buttons (decision 077).
    const bar = screen.getByRole('banner');
    expect(bar.contains(status('Ya funciona sin conexión')!)).toBe(true);
    expect(within(bar).queryByRole('link', { name: 'Práctica de Náhuatl' })).toBeNull();
    expect(screen.getByRole('main').textContent).not.toContain('Ya funciona sin conexión');

    act(() => announceUpdate(() => {}));
    const toast = status('Hay una nueva versión disponibleRecargarAhora no')!;
    expect(within(toast).getByRole('button', { name: 'Recargar' })).toBeTruthy();
    expect(screen.queryByText('A new version is available')).toBeNull();

    act(() => dismiss('offlineReady'));
    expect(status('Ya funciona sin conexión')).toBeUndefined();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Práctica de Náhuatl' })).toBeTruthy();
  });
});
