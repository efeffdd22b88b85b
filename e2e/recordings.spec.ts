import { expect, test, type Page } from '@playwright/test';
import { live, logInAsStaff, PHONE, signUp, uniqueTag } from './support';

/*
 * Recordings of a word (issue 51), on a phone in Spanish. The microphone is Chromium's fake
 * device, which plays a steady beep: a generated tone, not a speaker; it is loud enough for the
 * recorder and the server to take it as heard.
 */

test.use({
  viewport: PHONE,
  locale: 'es-MX',
  // The journey's own browser: the configuration's, with the fake microphone granted at once.
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
      }),
    { scope: 'worker' },
  ],
});

/** Where the screenshots for a person to look at go (`page.screenshot`), when asked for. */
const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  // From the top: a full-page shot of a scrolled page draws the fixed top bar part-way down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/word-recordings-${name}.png`, fullPage: true });
}

/** The id of the dictionary's "cochi" (to sleep), by the API's search. */
async function cochiId(page: Page): Promise<number> {
  const found = (await (await page.request.get('/utoaztecan/api/nahuatl/?search=cochi')).json()) as {
    results: { id: number; word: string }[];
  };
  return found.results.find((word) => word.word === 'cochi')!.id;
}

/** Staff approve a recording through the API, echoing their CSRF cookie as the app does. */
async function approve(staff: Page, id: number): Promise<void> {
  const csrf = (await staff.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await staff.request.post(`/utoaztecan/api/recording/${id}/moderate/`, {
    headers: { 'X-CSRFToken': csrf },
    data: { status: 'approved', reason: '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a learner adds a speaker and records a word; once staff approve it, a guest hears it', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  const wordId = await cochiId(page);
  const speaker = `Hablante ${uniqueTag()}`;

  await page.goto(`/detail/${wordId}`);
  await live(page);
  const section = page.getByRole('region', { name: 'Grabar esta palabra' });
  const form = section.getByRole('form', { name: 'Nuevo hablante' });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(speaker);
  await form.getByRole('textbox', { name: /^Lugar/ }).fill('Cuetzalan');
  await form.getByRole('checkbox', { name: 'Que se le escuche en este sitio' }).check();
  await form.getByRole('combobox', { name: 'Licencia de sus grabaciones' }).selectOption('CC-BY-4.0');
  await shoot(page, 'speaker-form');
  await form.getByRole('button', { name: 'Agregar hablante' }).click();
  await expect(section.getByRole('combobox', { name: 'Hablante' })).toHaveValue(/\d+/);

  // Record with the keyboard: the main button keeps the focus from Grabar to Detener.
  await section.getByRole('button', { name: 'Grabar', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('meter', { name: 'Nivel del micrófono' })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.keyboard.press('Enter');
  await expect(section.getByLabel('Tu grabación')).toBeVisible();
  await shoot(page, 'record-section');
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/recording/'),
  );
  await section.getByRole('button', { name: 'Enviar', exact: true }).click();
  const recording = (await (await sent).json()) as { id: number; status: string };
  expect(recording.status).toBe('pending');
  await expect(section.getByRole('status')).toHaveText('Enviada. Espera la revisión del equipo.');
  await expect(section.getByLabel('Tu grabación')).toHaveCount(0);
  await expect(page.getByText(`${speaker}, Cuetzalan (en espera de revisión)`)).toBeVisible();

  // Staff's helper signs in through the English form.
  const staff = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await logInAsStaff(staff);
  await approve(staff, recording.id);

  const guest = await (await browser.newContext({ viewport: PHONE, locale: 'es-MX' })).newPage();
  await guest.goto(`/detail/${wordId}`);
  await live(guest);
  await expect(guest.getByText(`${speaker}, Cuetzalan`, { exact: true })).toBeVisible();
  await expect(guest.getByRole('region', { name: 'Grabar esta palabra' })).toHaveCount(0);
  await shoot(guest, 'player');
  const heard = guest.waitForResponse((response) => response.url().includes(`/api/recording/${recording.id}/audio/`));
  await guest.getByRole('button', { name: 'Escuchar cochi' }).click();
  const audio = await heard;
  expect([200, 206]).toContain(audio.status());
  expect(audio.headers()['content-type']).toMatch(/^audio\//);
  await expect(guest.getByText('No se pudo reproducir la grabación.')).toHaveCount(0);
});
