import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reviewApi } from '../../../../contract/api/review';
import { ana } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { emptyStats, settings, stats } from '../test/fixtures';

setUpScreenTests();

const learner = (routes: Parameters<typeof serveApi>[1] = {}) =>
  serveApi(ana, {
    [`GET ${reviewApi.stats}`]: () => [200, stats],
    [`GET ${reviewApi.settings}`]: () => [200, settings],
    ...routes,
  });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The text of the elements that describe `input`. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('/progress', () => {
  it('shows the streak, true retention, the cards by state and each vocabulary’s known words', async () => {
    learner();
    renderApp('/progress');
    await screen.findByRole('heading', { level: 1, name: 'Your progress' });
    await screen.findByText('92% of 240 reviews remembered');
    const streak = within(screen.getByRole('region', { name: 'Streak' }));
    expect(streak.getByText('Current streak').nextElementSibling?.textContent).toBe('5 days');
    expect(streak.getByText('Longest streak').nextElementSibling?.textContent).toBe('12 days');
    const states = within(screen.getByRole('region', { name: 'Cards by state' }));
    expect(states.getByText('Review').nextElementSibling?.textContent).toBe('104');
    expect(states.getByText('Relearning').nextElementSibling?.textContent).toBe('2');

    const animals = screen.getByRole('link', { name: 'Animals' });
    expect(animals.getAttribute('href')).toBe('/vocabulary/4');
    expect(animals.getAttribute('translate')).toBe('no');
    const bar = screen.getByRole('progressbar', { name: 'Animals' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['12', '30']);
    expect(screen.getByText('12 of 30 words known')).toBeTruthy();
    // Colores and Animales are Spanish: an English reader studies Animals.
    expect(screen.queryByRole('link', { name: 'Colores' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Animales' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show every language' })).toBeTruthy();

    const csv = screen.getByRole('link', { name: 'Download my review history (CSV)' });
    expect(csv.getAttribute('href')).toBe(`${reviewApi.log}?format=csv`);
  });

  it('sums each chart up in its caption and gives its figures as a table', async () => {
    learner();
    renderApp('/progress');
    const reviews = await screen.findByRole('figure', { name: 'Reviews per day' });
    expect(
      within(reviews).getByText('138 reviews in the last 90 days, on 31 days; the most on November 12: 18.'),
    ).toBeTruthy();
    const rows = within(reviews).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(91);
    expect(rows[0]?.textContent).toBe('DayReviews');
    expect(
      within(reviews).getByRole('rowheader', { name: 'Thu, Nov 12, 2026', hidden: true }).nextElementSibling
        ?.textContent,
    ).toBe('18');

    const due = screen.getByRole('figure', { name: 'Cards due per day' });
    expect(within(due).getByText('22 cards due in the next 30 days, 7 of them today (5 to review now).')).toBeTruthy();
    expect(within(due).getByText('Show the figures')).toBeTruthy();
    expect(
      within(due).getByRole('rowheader', { name: 'Fri, Nov 27, 2026 (Today)', hidden: true }).nextElementSibling
        ?.textContent,
    ).toBe('7');
  });

  it('says when there are not enough reviews for a retention', async () => {
    learner({
      [`GET ${reviewApi.stats}`]: () => [200, { ...stats, retention: { reviews: 0, passed: 0, rate: null } }],
    });
    renderApp('/progress');
    expect(await screen.findByText('Not enough reviews yet')).toBeTruthy();
  });

  it('points an empty deck to the vocabularies and to Review', async () => {
    learner({ [`GET ${reviewApi.stats}`]: () => [200, emptyStats] });
    renderApp('/progress');
    await screen.findByRole('heading', { name: 'Nothing to show yet' });
    expect(screen.getByRole('link', { name: 'vocabularies' }).getAttribute('href')).toBe('/vocabularies');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/review');
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Review settings' })).toBeTruthy();
  });

  it('saves the settings with PATCH and confirms', async () => {
    const requests = learner({
      [`PATCH ${reviewApi.settings}`]: (body) => [200, { ...settings, ...(body as object) }],
    });
    renderApp('/progress');
    const retention = await screen.findByLabelText('Desired retention (%)');
    expect((retention as HTMLInputElement).value).toBe('90');
    expect((screen.getByLabelText('Add my mistakes in the games to my review') as HTMLInputElement).checked).toBe(true);
    type('Desired retention (%)', '85');
    type('New cards per day', '10');
    fireEvent.click(screen.getByLabelText('Add my mistakes in the games to my review'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your review settings are saved.');
    expect(requests.find((request) => request.call.startsWith('PATCH'))).toEqual({
      call: `PATCH ${reviewApi.settings}`,
      body: { desired_retention: 0.85, new_per_day: 10, max_reviews_per_day: 200, add_mistakes: false },
    });
  });

  it('shows the server’s refusal under the field it names, and a retention out of range before sending', async () => {
    const requests = learner({
      [`PATCH ${reviewApi.settings}`]: () => [
        400,
        { max_reviews_per_day: ['Ensure this value is less than or equal to 10000.'] },
      ],
    });
    renderApp('/progress');
    await screen.findByLabelText('Maximum reviews per day');
    type('Desired retention (%)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(description(screen.getByLabelText('Desired retention (%)'))).toContain('Enter a percentage from 70 to 99.');
    expect(requests.some((request) => request.call.startsWith('PATCH'))).toBe(false);

    type('Desired retention (%)', '95');
    type('Maximum reviews per day', '9000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const maximum = screen.getByLabelText('Maximum reviews per day');
    await vi.waitFor(() => expect(description(maximum)).toContain('Ensure this value is less than or equal to 10000.'));
    expect(maximum.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please correct the marked fields.');
    expect(screen.queryByText('Your review settings are saved.')).toBeNull();
  });

  // Issue 48: 150 and -3 flagged only the first; every field is checked at once, in the reader's language.
  it('flags every field out of its range at once, and sends nothing', async () => {
    const requests = learner({});
    renderApp('/progress', { locale: 'es' });
    await screen.findByLabelText('Tarjetas nuevas por día');
    type('Retención deseada (%)', '150');
    type('Tarjetas nuevas por día', '-3');
    type('Máximo de repasos por día', '');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(description(screen.getByLabelText('Retención deseada (%)'))).toContain('Escribe un porcentaje de 70 a 99.');
    expect(description(screen.getByLabelText('Tarjetas nuevas por día'))).toContain(
      'Escribe un número entero de 0 a 1,000.',
    );
    expect(description(screen.getByLabelText('Máximo de repasos por día'))).toContain(
      'Este campo no puede quedar vacío.',
    );
    for (const label of ['Retención deseada (%)', 'Tarjetas nuevas por día', 'Máximo de repasos por día'])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.call.startsWith('PATCH'))).toBe(false);
  });

  it('tells a guest their progress stays in this browser, without asking the owner-only API', async () => {
    const requests = serveApi(null);
    renderApp('/progress');
    await screen.findByRole('heading', { name: 'You are reviewing as a guest' });
    expect(screen.getByText('Your progress is kept only in this browser.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/accounts/signup/?next=%2Fprogress',
    );
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/accounts/login/?next=%2Fprogress');
    expect(requests.filter((request) => request.call.includes('/review-'))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Review settings' })).toBeNull();
  });
});
