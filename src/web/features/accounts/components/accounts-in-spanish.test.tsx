import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../contract/users';
import { renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

const ana: User = { id: 2, username: 'ana', first_name: 'Ana', email: '', is_staff: false };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

/** The text of the elements that describe `input`. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the account screens in Spanish', () => {
  it('log in: the heading, the fields, and what a blank form is told', async () => {
    serveApi(null);
    renderApp('/accounts/login/', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.getByRole('link', { name: 'Crea una cuenta' })).toBeTruthy();
    expect(screen.getByText('¿Primera vez aquí?', { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('alert').textContent).toBe('Corrige los campos marcados.');
    expect(description(screen.getByLabelText('Nombre de usuario'))).toContain('Escribe tu nombre de usuario.');
    expect(description(screen.getByLabelText('Contraseña'))).toContain('Escribe tu contraseña.');
    expect(screen.queryByText('Log in')).toBeNull();
    expect(screen.queryByText('Enter your password.')).toBeNull();
  });

  it('sign up: every password rule is advised in Spanish while typing', async () => {
    serveApi(null);
    renderApp('/accounts/signup/', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' });
    expect(screen.getByLabelText('Correo electrónico (opcional)')).toBeTruthy();
    const password = screen.getByLabelText('Contraseña');
    expect(description(password)).toContain('Al menos 8 caracteres');

    type('Contraseña', '1234');
    expect(description(password)).toContain('Esta contraseña es demasiado corta. Debe tener al menos 8 caracteres.');
    expect(description(password)).toContain('Esta contraseña es completamente numérica.');
    type('Contraseña', 'password');
    expect(description(password)).toContain('Esta contraseña es demasiado común.');
    type('Nombre de usuario', 'quetzal');
    type('Contraseña', 'quetzal-99');
    expect(description(password)).toContain('La contraseña se parece demasiado al nombre de usuario.');
    expect(description(password)).not.toContain('password');
  });

  it('log out: asks in Spanish, naming the user, with Cancel', async () => {
    serveApi(ana);
    renderApp('/accounts/logout/', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: '¿Cerrar sesión?' });
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Ana').closest('p')?.textContent).toBe('Iniciaste sesión como Ana.');
    expect(main.getByText('Ana').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Cancel')).toBeNull());
  });
});
