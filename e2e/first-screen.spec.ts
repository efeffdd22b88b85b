import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { apiPost, live, PASSWORD, uniqueUsername, watchForProblems } from './support';

/*
 * Every screen of SPEC.md §2 (and the router's own: the blog, the review, progress, saved data,
 * the account pages) drawn by the server with its data, then taken over by the app with no
 * console error, no hydration warning and (for a guest) no request to the API (decision 073): in
 * both languages, both alphabets, as a guest and signed in. Each screen is loaded twice, by a guest and by a learner, who read it in opposite
 * languages and alphabets; the pairs turn from screen to screen, so that every language,
 * alphabet and kind of reader meet across the screens. One page per kind of reader, no
 * screenshots, no accessibility checks: it is meant to stay cheap.
 */

const SCREENS = [
  '/piyali',
  '/dashboard',
  '/blog',
  '/words',
  '/words?search=cochi',
  '/vocabularies',
  '/review',
  '/progress',
  '/patterns',
  '/sentences',
  '/numbers',
  '/uto-aztecan',
  '/detail/1',
  '/vocabulary/9',
  '/practice/9',
  '/sentence/55',
  '/pattern/6',
  '/entry/10',
  '/ua-category/1',
  '/semantic-category/all',
  '/cognate-set/19',
  '/cognates-index',
  '/cognates/Hopi',
  '/cognate/93',
  '/loanwords-index',
  '/loanwords/CN/SP',
  '/saved-data',
  '/accounts/login/',
  '/accounts/signup/',
  '/accounts/logout/',
  '/no/such/page',
];

type Language = 'en' | 'es';
type Alphabet = 'dictionary' | 'modern';

/** The guest's language and alphabet, screen after screen; the learner reads in the others. */
const GUEST_READS: [Language, Alphabet][] = [
  ['en', 'dictionary'],
  ['es', 'modern'],
  ['en', 'modern'],
  ['es', 'dictionary'],
];
const OTHER_LANGUAGE: Record<Language, Language> = { en: 'es', es: 'en' };
const OTHER_ALPHABET: Record<Alphabet, Alphabet> = { dictionary: 'modern', modern: 'dictionary' };

interface Load {
  signedIn: boolean;
  language: Language;
  alphabet: Alphabet;
}

/** The two loads of the screen at `index`: a guest's and a learner's, in opposite languages and alphabets. */
function loadsOf(index: number): Load[] {
  const [language, alphabet] = GUEST_READS[index % GUEST_READS.length]!;
  return [
    { signedIn: false, language, alphabet },
    { signedIn: true, language: OTHER_LANGUAGE[language], alphabet: OTHER_ALPHABET[alphabet] },
  ];
}

/** A reader's page; the service worker is kept out (as in every journey), so that every page is the server's. */
async function readerPage(browser: Browser, baseURL: string, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (signedIn) {
    await page.request.get('/utoaztecan/api/users/');
    await apiPost(page, '/accounts/signup/', { username: uniqueUsername('drawn'), password: PASSWORD });
  } else {
    // A deck in the browser's storage, which the server cannot see: the menu's badge counts it.
    await page.goto('/detail/1');
    await page.getByRole('button', { name: 'Add to my review' }).click();
    await expect(page.getByText(/^In your review:/)).toBeVisible();
  }
  return page;
}

/** Loads `address` as the page's reader chose, and says what went wrong: nothing drawn, an error, a warning. */
async function problemsLoading(page: Page, baseURL: string, address: string, { signedIn, language, alphabet }: Load) {
  // The reader's choices, as the language and alphabet switches keep them.
  await page.context().addCookies([
    { name: 'lang', value: language, url: baseURL },
    { name: 'alphabet', value: alphabet, url: baseURL },
  ]);
  const { problems, stop } = watchForProblems(page);
  // The screen's reads came with it: the app takes it over without asking the API again. (A
  // learner's screens write the language and alphabet chosen here to their account, and the
  // saved-data screen asks which dictionary is current, to compare with the device's.)
  const asked = (request: Request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.includes('/api/')) problems.push(`asked ${request.method()} ${pathname}${search}`);
  };
  if (!signedIn && address !== '/saved-data') page.on('request', asked);
  const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
  const html = await response!.text();
  if (!html.includes('<script type="application/json" id="first-screen">')) problems.push('not drawn by the server');
  if (!html.includes(`<html lang="${language}"`)) problems.push(`not drawn in ${language}`);
  // What a reader sees before the app's code runs: the screen, with its heading.
  if (!/<div id="root" inert>[\s\S]*<h1[ >]/.test(html)) problems.push('no heading drawn');
  await live(page);
  // A part drawn on the server whose code comes later (a menu) is taken over once it has come.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  stop();
  page.off('request', asked);
  return problems;
}

test('every screen is drawn by the server and taken over with no error or warning, in both languages and alphabets, for a guest and a learner', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const pages = { guest: await readerPage(browser, baseURL!, false), learner: await readerPage(browser, baseURL!, true) };
  const found: Record<string, string[]> = {};
  for (const [index, address] of SCREENS.entries()) {
    for (const load of loadsOf(index)) {
      const { signedIn, language, alphabet } = load;
      const page = signedIn ? pages.learner : pages.guest;
      const problems = await problemsLoading(page, baseURL!, address, load);
      if (problems.length > 0) found[`${signedIn ? 'learner' : 'guest'} ${language} ${alphabet} ${address}`] = problems;
    }
  }
  console.log(`${SCREENS.length * 2} loads in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(found).toEqual({});
});

test('the root is sent on to the welcome page by the server, in the reader’s language', async ({ page }) => {
  const response = await page.request.get('/', { headers: { 'accept-language': 'es' }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/piyali');
  await page.goto('/');
  await expect(page).toHaveURL('/piyali');
});

test('a page is drawn in the reader’s alphabet', async ({ browser, baseURL }) => {
  const page = await readerPage(browser, baseURL!, false);
  await page.context().addCookies([{ name: 'alphabet', value: 'modern', url: baseURL! }]);
  const html = await (await page.request.get('/detail/1')).text();
  expect(html).toContain('CHOKA');
  expect(html).not.toContain('CHŌCA');
});
