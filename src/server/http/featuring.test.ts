import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../test/harness';

// Staff alone feature and unfeature content, on any record they can see; owners and
// guests cannot, and a refused request changes nothing. Every featured resource is a row.
let t: TestApp;
let guest: TestClient;
let owner: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  owner = await userClient(t, 'feature-owner');
  staff = await staffClient(t, 'feature-staff');
});
afterAll(() => t.close());

const RESOURCES = [
  { name: 'sentences', url: '/utoaztecan/api/nahuatl-sentence/', body: { sentence: 'Nicochi huan nichōca.' }, field: 'sentence' },
  { name: 'vocabularies', url: '/utoaztecan/api/vocabulary/', body: { name: 'Things to feature', tags: [], share: true }, field: 'name' },
  {
    name: 'patterns',
    url: '/utoaztecan/api/pattern/',
    body: { name: 'Feature me', templates: [['Ah?'], ['Quemah.']] },
    field: 'name',
  },
] as const;

describe.each(RESOURCES)('featuring $name', ({ url, body, field }) => {
  let id: number;
  const featuredIds = async () => (await guest.get(`${url}featured/`)).json().map((r: { id: number }) => r.id);
  const stored = async () => (await guest.get(`${url}${id}/`)).json();

  beforeAll(async () => {
    const created = await owner.post(url, body);
    expect(created.statusCode).toBe(201);
    id = created.json().id;
  });

  it('is refused to a guest and to the owner, and changes nothing', async () => {
    const guestTry = await guest.patch(`${url}${id}/`, { featured: true });
    expect(guestTry.statusCode).toBe(403);
    const ownerTry = await owner.patch(`${url}${id}/`, { featured: true, [field]: 'Renamed by the owner' });
    expect(ownerTry.statusCode).toBe(403);
    expect(await stored()).toMatchObject({ featured: false, [field]: body[field as keyof typeof body] });
    expect(await featuredIds()).not.toContain(id);
  });

  it('lets staff feature and unfeature a record they do not own', async () => {
    const on = await staff.patch(`${url}${id}/`, { featured: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().featured).toBe(true);
    expect(await featuredIds()).toContain(id);
    const off = await staff.patch(`${url}${id}/`, { featured: false });
    expect(off.json().featured).toBe(false);
    expect(await featuredIds()).not.toContain(id);
  });

  it('does not let staff change anything else of a record they do not own', async () => {
    const response = await staff.patch(`${url}${id}/`, { featured: true, [field]: 'Renamed by staff' });
    expect(response.statusCode).toBe(403);
    expect(await stored()).toMatchObject({ featured: false, [field]: body[field as keyof typeof body] });
  });

  it('ignores featured in a create body: new records start unfeatured', async () => {
    const created = await staff.post(url, { ...body, featured: true });
    expect(created.json().featured).toBe(false);
  });
});
