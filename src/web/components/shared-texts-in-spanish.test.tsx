import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../contract/locales';
import { LocaleProvider } from '../i18n/locale';
import { ListPager } from './list-pager';
import { DeleteAction } from './record-edit-form';
import type { RecordNoun } from './record-kind';

const inLocale = (locale: Locale, children: ReactNode) =>
  render(<LocaleProvider locale={locale}>{children}</LocaleProvider>);

/** The second of 1,234 pages of twenty. */
const secondPage = { count: 24_680, next: '/x/?page=3', previous: '/x/', results: [] };

describe('the pager', () => {
  it('pages in Spanish, with the page numbers as Mexican Spanish writes them', () => {
    const onPage = vi.fn();
    inLocale('es', <ListPager page={secondPage} current={2} label="Páginas de cognados" onPage={onPage} />);
    const pager = screen.getByRole('navigation', { name: 'Páginas de cognados' });
    expect(within(pager).getByText('Página 2 de 1,234')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
    fireEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    expect(within(pager).queryByText(/Previous|Next|Page/)).toBeNull();
  });

  it('keeps its English texts', () => {
    inLocale('en', <ListPager page={secondPage} current={2} label="Pages of cognates" onPage={() => {}} />);
    expect(screen.getByText('Page 2 of 1,234')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
  });
});

describe('the delete confirmation', () => {
  it.each<[RecordNoun, string, string]>([
    ['sentence', '¿Eliminar esta oración?', 'Eliminar oración'],
    ['cognate set', '¿Eliminar este conjunto de cognados?', 'Eliminar conjunto'],
    ['loanword', '¿Eliminar este préstamo?', 'Eliminar préstamo'],
  ])('asks about a %s in Spanish, with Cancelar first', async (what, question, confirm) => {
    inLocale(
      'es',
      <DeleteAction what={what} onDelete={() => {}}>
        Se pierde para siempre.
      </DeleteAction>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: question });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBe(document.activeElement);
    expect(within(dialog).getByRole('button', { name: confirm })).toBeTruthy();
    expect(within(dialog).queryByText(/Cancel$|Delete/)).toBeNull();
  });

  it('asks in English as before', async () => {
    inLocale(
      'en',
      <DeleteAction what="cognate set" onDelete={() => {}}>
        It is lost for good.
      </DeleteAction>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this cognate set?' });
    expect(within(dialog).getByRole('button', { name: 'Delete cognate set' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
