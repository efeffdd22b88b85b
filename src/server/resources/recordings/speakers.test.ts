import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, userClient, type TestApp } from '../../test/harness';

const SPEAKERS = '/utoaztecan/api/speaker/';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const speaker = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hablante de Chicontepec',
  place: 'Chicontepec, Veracruz',
  variety: 'Huasteca veracruzana',
  share: true,
  exports: false,
  licence: 'CC-BY-4.0',
  ...overrides,
});

describe('speakers (issue 51)', () => {
  it('are added by a signed-in user with their consent, and a guest sees only those who agreed to be heard', async () => {
    const ana = await userClient(t, 'ana-speakers');
    const guest = new TestClient(t.app);
    expect((await guest.post(SPEAKERS, speaker())).statusCode).toBe(403);
    const shared = await ana.post(SPEAKERS, speaker());
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({
      name: 'Hablante de Chicontepec',
      share: true,
      exports: false,
      licence: 'CC-BY-4.0',
      account: null,
    });
    const unshared = (await ana.post(SPEAKERS, speaker({ name: 'Hablante anónimo 2', share: false }))).json();
    const seen = (await guest.get(SPEAKERS)).json().results.map((s: { name: string }) => s.name);
    expect(seen).toContain('Hablante de Chicontepec');
    expect(seen).not.toContain('Hablante anónimo 2');
    expect((await guest.get(`${SPEAKERS}${unshared.id}/`)).statusCode).toBe(404);
    expect((await ana.get(`${SPEAKERS}${unshared.id}/`)).statusCode).toBe(200);
  });

  it('refuses a speaker without consent, with an unknown licence or account, naming the field', async () => {
    const ana = await userClient(t, 'ana-speakers-2');
    const noConsent = await ana.post(SPEAKERS, { name: 'X', licence: 'CC-BY-4.0' });
    expect(noConsent.statusCode).toBe(400);
    expect(Object.keys(noConsent.json())).toEqual(expect.arrayContaining(['share', 'exports']));
    const licence = await ana.post(SPEAKERS, speaker({ licence: 'public domain' }));
    expect(licence.statusCode).toBe(400);
    expect(licence.json()).toHaveProperty('licence');
    const account = await ana.post(SPEAKERS, speaker({ account: 999999 }));
    expect(account.statusCode).toBe(400);
    expect(account.json()).toEqual({ account: ['Invalid pk "999999" - object does not exist.'] });
  });
});
