import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  anotherUser,
  atEachWidth,
  DESKTOP,
  expectNoViolations,
  logInAsStaff,
  screenshots,
  signUp,
  uniqueTag,
  wordSearchBox,
} from './support';

test.use({ viewport: DESKTOP });

interface SampleEntry {
  title: string;
  /** "es" on the Spanish twins (decision 041); English when absent. */
  language?: string;
  tags: string[];
  featured: boolean;
  words: string[];
}
/** The project's sample entries, which the server seeds. */
const SAMPLE: SampleEntry[] = JSON.parse(readFileSync('data/sample/entries.json', 'utf8')) as SampleEntry[];
const titlesOf = (entries: SampleEntry[]) => entries.map((entry) => entry.title);
/** The sample entries in English, which the lists put first for an English reader. */
const inEnglish = (entries: SampleEntry[]) => entries.filter((entry) => (entry.language ?? 'en') === 'en');

/** A headed list of cards on the welcome page or the dashboard, by its heading. */
const section = (page: Page, title: string) => page.getByRole('list', { name: title, exact: true });
const cardTitles = (list: Locator) => list.getByRole('heading', { level: 3 }).allInnerTexts();
const featuredToggle = (scope: Page | Locator) => scope.getByRole('button', { name: 'Featured', exact: true });
const newEntryBox = (page: Page) => page.getByRole('textbox', { name: 'New entry' });

/** The dashboard's sections, in order, and the featured lists of the API they show. */
const SECTIONS = [
  ['Recent Blog Entry Previews', '/blog/api/entry/recent/'],
  ['Featured Blog Entry Previews', '/blog/api/entry/featured/'],
  ['Featured Vocabularies', '/utoaztecan/api/vocabulary/featured/'],
  ['Featured Patterns', '/utoaztecan/api/pattern/featured/'],
  ['Featured Sentences', '/utoaztecan/api/nahuatl-sentence/featured/'],
  ['Featured Uto-Aztecan Reconstruction Categories', '/utoaztecan/api/semantic-category/featured/'],
] as const;

/** A JSON read of the API in the page's session (its cookies). */
async function read<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A write to the API in the page's session, with its CSRF token as the app sends it. */
async function write<T>(page: Page, method: 'POST' | 'PATCH', url: string, data: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.fetch(url, { method, data, headers: { 'X-CSRFToken': csrf } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('a guest reads the welcome page and opens an entry with its words', async ({ page }) => {
  await page.goto('/piyali');
  await expect(page.getByRole('heading', { level: 1, name: 'Nahuatl Practice' })).toBeVisible();
  await expect(page.getByText('Welcome to your Nahuatl practice partner.')).toBeVisible();
  await expect(page.getByText("Let's get started!")).toBeVisible();

  // An English reader sees the English entries (decision 076).
  const welcome = titlesOf(inEnglish(SAMPLE).filter((entry) => entry.tags.includes('piyali')));
  const featured = titlesOf(inEnglish(SAMPLE).filter((entry) => entry.featured));
  await expect(section(page, 'Start here').getByRole('article')).toHaveCount(welcome.length);
  expect((await cardTitles(section(page, 'Start here'))).sort()).toEqual([...welcome].sort());
  expect(await cardTitles(section(page, 'Recent Blog Entry Previews'))).toEqual(
    expect.arrayContaining(titlesOf(inEnglish(SAMPLE))),
  );
  expect((await cardTitles(section(page, 'Featured Blog Entry Previews'))).sort()).toEqual([...featured].sort());
  // Each card: its title links to the entry, with its date, author and first paragraph.
  const counting = section(page, 'Featured Blog Entry Previews').getByRole('article', {
    name: 'Counting in twenties',
  });
  await expect(counting.getByRole('link', { name: 'Counting in twenties' })).toHaveAttribute('href', /^\/entry\/\d+$/);
  await expect(counting.locator('time')).toHaveText(/^\w+ \d{1,2}, \d{4}$/);
  await expect(counting.getByText('by Nahuatl Practice')).toBeVisible();
  await expect(counting.locator('strong', { hasText: 'cempōhualli' })).toBeVisible();
  // Hidden, as the specification has them; and no staff controls for a guest.
  await expect(page.getByRole('heading', { name: 'Favorite Vocabularies' })).toBeHidden();
  await expect(wordSearchBox(page)).toBeHidden();
  await expect(featuredToggle(page)).toHaveCount(0);
  await screenshots(page, 'piyali');
  await atEachWidth(page, expectNoViolations);

  await counting.getByRole('link', { name: 'Counting in twenties' }).click();
  await expect(page).toHaveURL(/\/entry\/\d+$/);
  const card = page.getByRole('article', { name: 'Counting in twenties' });
  await expect(card.getByRole('heading', { level: 1, name: 'Counting in twenties' })).toBeVisible();
  expect((await card.boundingBox())?.width).toBeLessThanOrEqual(800);
  await expect(card.locator('time')).toBeVisible();
  await expect(card.getByText('by Nahuatl Practice')).toBeVisible();
  await expect(card.locator('strong', { hasText: 'cempōhualli' }).first()).toBeVisible();
  await expect(card.locator('script, [onerror], [href^="javascript:"]')).toHaveCount(0);
  await expect(card.getByRole('list', { name: 'Tags' })).toHaveText('numbers');
  await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(featuredToggle(page)).toHaveCount(0);
  await expect(newEntryBox(page)).toHaveCount(0);

  // The words it teaches, each to its page.
  const taught = SAMPLE.find((entry) => entry.title === 'Counting in twenties')!.words;
  const words = page.getByRole('region', { name: /^Words in this entry/ });
  await expect(words.getByRole('heading', { name: `Words in this entry (${taught.length})` })).toBeVisible();
  const links = words.getByRole('link');
  await expect(links).toHaveCount(taught.length);
  expect((await links.allInnerTexts()).sort()).toEqual([...taught].sort());
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
    expect(href).toMatch(/^\/detail\/\d+$/);
  }
  await screenshots(page, 'entry');
  await atEachWidth(page, expectNoViolations);

  await words.getByRole('link', { name: 'cempōhualli', exact: true }).click();
  await expect(page).toHaveURL(/\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'cempōhualli' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL('/piyali');
});

test('the dashboard shows the sections that have items and ends with the word search', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(section(page, 'Recent Blog Entry Previews')).toBeVisible();
  const shown: string[] = [];
  for (const [title, url] of SECTIONS) {
    // What has a language shows in the reader's (decision 076); sentences and categories have none.
    const items = (await read<{ language?: string }[]>(page, url)).filter((item) => (item.language ?? 'en') === 'en');
    if (items.length > 0) {
      shown.push(title);
      await expect(section(page, title).getByRole('article')).toHaveCount(items.length);
    }
  }
  expect(shown).toEqual(expect.arrayContaining(SECTIONS.slice(0, 5).map(([title]) => title)));
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(shown);
  const vocabularyCard = section(page, 'Featured Vocabularies').getByRole('article').first();
  await expect(vocabularyCard.getByRole('link')).toHaveAttribute('href', /^\/vocabulary\/\d+$/);
  await expect(section(page, 'Featured Patterns').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/pattern\/\d+$/,
  );
  await expect(section(page, 'Featured Sentences').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/sentence\/\d+$/,
  );
  await expect(featuredToggle(page)).toHaveCount(0);
  await expect(newEntryBox(page)).toHaveCount(0);

  // The word search comes last, its text in ?search=.
  const lastField = page.locator('main input').last();
  await expect(lastField).toHaveAccessibleName('Word Search');
  const sectionsEnd = await page.getByRole('heading', { level: 2 }).last().boundingBox();
  expect((await lastField.boundingBox())!.y).toBeGreaterThan(sectionsEnd!.y);
  await wordSearchBox(page).fill('cochi');
  await expect(page.getByRole('link', { name: 'cochi', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?search=cochi$/);
  await wordSearchBox(page).fill('');
  await expect(page.getByRole('link', { name: 'cochi', exact: true })).toHaveCount(0);
  await screenshots(page, 'dashboard');
  await atEachWidth(page, expectNoViolations);
});

test('staff write an entry: draft, live preview, Cancel, publish, feature, delete', async ({ page, browser }) => {
  await logInAsStaff(page);
  const title = `${uniqueTag()} Counting at the market`;
  await page.goto('/dashboard');
  await expect(page.getByText('It starts as a draft that only you can see')).toBeVisible();
  await newEntryBox(page).fill(title);
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  // The draft opens in edit mode.
  await expect(page).toHaveURL(/\/entry\/\d+$/);
  const address = new URL(page.url()).pathname;
  const form = page.getByRole('form', { name: 'Edit entry' });
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  const published = form.getByRole('checkbox', { name: 'Published' });
  await expect(published).toBeVisible();
  await expect(published).not.toBeChecked();
  await form.getByRole('textbox', { name: /^Tags/ }).fill('numbers, market');
  const content = form.getByRole('textbox', { name: /^Content/ });
  const preview = form.getByRole('region', { name: 'Preview' });
  await content.fill(
    'Twenty is **cempōhualli**.\n\n### At the market\n\n- cē\n- ōme\n\n<script>window.ran = 1</script>',
  );
  // The preview follows the Markdown as it is typed, without running what it must not.
  await expect(preview.locator('strong', { hasText: 'cempōhualli' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 3, name: 'At the market' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['cē', 'ōme']);
  await expect(preview.locator('script')).toHaveCount(0);
  await screenshots(page, 'entry-edit');
  await atEachWidth(page, expectNoViolations);
  await form.getByRole('button', { name: 'Save' }).click();

  const card = page.getByRole('article', { name: title });
  await expect(card.locator('strong', { hasText: 'cempōhualli' })).toBeVisible();
  await expect(card.getByRole('heading', { level: 2, name: 'At the market' })).toBeVisible();
  await expect(card.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { ran?: number }).ran)).toBeUndefined();
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['numbers', 'market']);
  await expect(card.getByText('Not published: only you can see it.')).toBeVisible();
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();

  // A draft is its author's alone.
  const other = await anotherUser(browser);
  await other.goto(address);
  await expect(other.getByRole('heading', { level: 1, name: 'Blog entry not found' })).toBeVisible();
  await other.goto('/dashboard');
  await expect(section(other, 'Recent Blog Entry Previews')).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);

  // Cancel restores the saved copy.
  await card.getByRole('button', { name: 'Edit' }).click();
  await form.getByRole('textbox', { name: /^Title/ }).fill('A title never saved');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('A title never saved')).toHaveCount(0);

  // Published, everyone reads it.
  await card.getByRole('button', { name: 'Edit' }).click();
  await published.check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Published: everyone can read it.')).toBeVisible();
  await other.goto(address);
  await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(featuredToggle(other)).toHaveCount(0);
  await other.context().close();

  // Featured from its page, it is on the dashboard; unfeatured from there, it leaves it.
  await expect(featuredToggle(card)).toHaveAttribute('aria-pressed', 'false');
  await featuredToggle(card).click();
  await expect(featuredToggle(card)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/dashboard');
  const featuredCard = section(page, 'Featured Blog Entry Previews').getByRole('article', { name: title });
  await expect(featuredCard).toBeVisible();
  await expect(featuredToggle(featuredCard)).toHaveAttribute('aria-pressed', 'true');
  await screenshots(page, 'dashboard-staff');
  await featuredToggle(featuredCard).click();
  await expect(featuredCard).toHaveCount(0);
  await expect(
    featuredToggle(section(page, 'Recent Blog Entry Previews').getByRole('article', { name: title })),
  ).toHaveAttribute('aria-pressed', 'false');

  // Deleted, it is gone for everyone.
  await section(page, 'Recent Blog Entry Previews').getByRole('link', { name: title }).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Edit' }).click();
  await form.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete entry' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(section(page, 'Recent Blog Entry Previews')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog entry not found' })).toBeVisible();
});

interface Featurable {
  id: number;
  featured: boolean;
}

interface FeaturableResource {
  what: string;
  /** Its collection in the API. */
  url: string;
  /** The field holding what its cards are named by. */
  nameField: 'name' | 'sentence';
  /** Its page. */
  page: (id: number) => string;
  /** Its card on its page, where staff find the toggle. */
  card: (page: Page, name: string) => Locator;
  /** Its section on the dashboard. */
  section: string;
}

const FEATURABLE: FeaturableResource[] = [
  {
    what: 'vocabulary',
    url: '/utoaztecan/api/vocabulary/',
    nameField: 'name',
    page: (id) => `/vocabulary/${id}`,
    card: (page) => page.getByRole('article', { name: 'About this vocabulary' }),
    section: 'Featured Vocabularies',
  },
  {
    what: 'sentence',
    url: '/utoaztecan/api/nahuatl-sentence/',
    nameField: 'sentence',
    page: (id) => `/sentence/${id}`,
    card: (page, name) => page.getByRole('article', { name, exact: true }),
    section: 'Featured Sentences',
  },
  {
    what: 'pattern',
    url: '/utoaztecan/api/pattern/',
    nameField: 'name',
    page: (id) => `/pattern/${id}`,
    card: (page, name) => page.getByRole('article', { name, exact: true }),
    section: 'Featured Patterns',
  },
];

test('staff feature a vocabulary, a sentence and a pattern from their pages and unfeature them on the dashboard', async ({
  page,
}) => {
  await logInAsStaff(page);
  for (const resource of FEATURABLE) {
    const { results } = await read<{ results: (Featurable & Record<string, unknown>)[] }>(
      page,
      `${resource.url}?page_size=200`,
    );
    // One the English dashboard shows: in English, or with no language (decision 076).
    const record = results.find((candidate) => !candidate.featured && (candidate.language ?? 'en') === 'en');
    if (!record) throw new Error(`No ${resource.what} that is not featured in the sample data`);
    const name = String(record[resource.nameField]);

    await page.goto(resource.page(record.id));
    const card = resource.card(page, name);
    await expect(featuredToggle(card)).toHaveAttribute('aria-pressed', 'false');
    await featuredToggle(card).click();
    await expect(featuredToggle(card)).toHaveAttribute('aria-pressed', 'true');
    await screenshots(page, `${resource.what}-staff`);

    await page.goto('/dashboard');
    const onDashboard = section(page, resource.section).getByRole('article', { name, exact: true });
    await expect(onDashboard).toBeVisible();
    await featuredToggle(onDashboard).click();
    await expect(onDashboard).toHaveCount(0);
    expect((await read<Featurable>(page, `${resource.url}${record.id}/`)).featured).toBe(false);
  }

  // On a list screen's cards too: a pattern's card shows the change at once.
  await page.goto('/patterns');
  const patternCard = page.getByRole('list', { name: 'Patterns' }).getByRole('article').first();
  const before = await featuredToggle(patternCard).getAttribute('aria-pressed');
  await featuredToggle(patternCard).click();
  await expect(featuredToggle(patternCard)).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await screenshots(page, 'patterns-staff');
  await featuredToggle(patternCard).click();
  await expect(featuredToggle(patternCard)).toHaveAttribute('aria-pressed', before!);
});

test('a featured Uto-Aztecan category has its section on the dashboard, its card linking to its page', async ({
  page,
}) => {
  await logInAsStaff(page);
  const word = `${uniqueTag()} obsidian`;
  const category = await write<Featurable>(page, 'POST', '/utoaztecan/api/semantic-category/', {
    word,
    words: ['obsidian', 'obsidiana'],
  });
  await write(page, 'PATCH', `/utoaztecan/api/semantic-category/${category.id}/`, { featured: true });
  await page.goto('/dashboard');
  const card = section(page, 'Featured Uto-Aztecan Reconstruction Categories').getByRole('article', { name: word });
  await expect(card.getByRole('link', { name: word })).toHaveAttribute('href', `/ua-category/${category.id}`);
  await expect(card).toContainText('obsidian, obsidiana');
  await expect(card).toContainText('0 reconstructed words');
  await expect(page.getByRole('heading', { level: 2 }).last()).toHaveText(
    'Featured Uto-Aztecan Reconstruction Categories',
  );

  // Unfeatured from its card, it leaves the dashboard; the section goes when it was the last.
  await featuredToggle(card).click();
  await expect(card).toHaveCount(0);
  expect((await read<Featurable>(page, `/utoaztecan/api/semantic-category/${category.id}/`)).featured).toBe(false);
  const others = await read<unknown[]>(page, '/utoaztecan/api/semantic-category/featured/');
  await expect(page.getByRole('heading', { name: 'Featured Uto-Aztecan Reconstruction Categories' })).toHaveCount(
    others.length > 0 ? 1 : 0,
  );
});

test('a signed-in learner sees no Featured toggle and no New entry anywhere', async ({ page }) => {
  await signUp(page);
  await page.goto('/dashboard');
  await expect(section(page, 'Featured Vocabularies').getByRole('article')).not.toHaveCount(0);
  await expect(featuredToggle(page)).toHaveCount(0);
  await expect(newEntryBox(page)).toHaveCount(0);

  const [vocabularyLink, sentenceLink, entryLink] = [
    section(page, 'Featured Vocabularies').getByRole('link').first(),
    section(page, 'Featured Sentences').getByRole('link').first(),
    section(page, 'Recent Blog Entry Previews').getByRole('link').first(),
  ];
  const addresses = [
    await vocabularyLink.getAttribute('href'),
    await sentenceLink.getAttribute('href'),
    await entryLink.getAttribute('href'),
    '/vocabularies',
    '/patterns',
    '/piyali',
  ];
  for (const address of addresses) {
    await page.goto(address!);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(featuredToggle(page), address!).toHaveCount(0);
    await expect(newEntryBox(page), address!).toHaveCount(0);
  }
});
