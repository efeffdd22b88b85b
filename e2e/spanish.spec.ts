import { expect, test, type Page } from '@playwright/test';
import { E2E_STAFF_PASSWORD } from './staff';
import { DESKTOP, expectNoViolations, PHONE, signUp, uniqueUsername } from './support';

/*
 * The interface in Spanish (issue 30): every route of SPEC.md §2 opened by a browser that
 * prefers Spanish, as a guest and signed in, at 1280 and 375 px, must show no English
 * interface text. Data is exempt where the page marks it: Nahuatl and English text carry
 * their `lang`, user content and dataset text carry `translate="no"`.
 */

test.use({ locale: 'es-MX' });

/**
 * Words that are English and never Spanish (nor Nahuatl the interface might name): a visible
 * text holding one of them as a whole word is interface text that missed the catalog.
 */
const ENGLISH_ONLY = new Set(
  (
    'the and with your you add edit delete save cancel search word words vocabulary vocabularies pattern patterns ' +
    'sentence sentences login logout sign messages next previous page loading found show hide create back close ' +
    'open practice match conjugate score right wrong welcome dashboard numbers cognates loanwords category ' +
    'categories language languages type try english spanish definition definitions present past future ' +
    'imperfect conditional imperative owner share shared private public featured favorite favourite notes source ' +
    'tags remove link unlink reload skip main content answer question response hint check reveal start again ' +
    'available is are was this that there here what how who when from into about more less none all any ' +
    'each every only of to it its yes new recent entry entries preview previews reconstruction semantic set ' +
    'sets calculator number calculate shortcuts menu username password first name last email account already ' +
    "have don’t don't no-one nothing results result annotations annotation table tense tenses person object"
  ).split(' '),
);

/**
 * Visible texts and accessible names of the page not marked as data. An accessible name may
 * hold data shown on the page ("Menú de Comida y bebida"): the data's own text is taken out
 * of it first, so that only the interface's words are judged.
 */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    /** Whether an element's text is the page's language and not marked "do not translate". */
    const isInterface = (element: Element) => {
      if (element.closest('[translate="no"], script, style, noscript')) return false;
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
      return lang.startsWith('es');
    };
    const data = [...document.body.querySelectorAll('[translate="no"], [lang]:not([lang^="es"])')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text !== '')
      .sort((a, b) => b.length - a.length);
    const withoutData = (value: string) => data.reduce((rest, text) => rest.split(text).join(' '), value);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || text === '' || !isInterface(element) || !element.checkVisibility()) continue;
      texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (!isInterface(element) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(`${withoutData(value)} [${name}]`);
      }
    }
    texts.push(`${document.title} [document.title]`);
    return texts;
  });
}

/** The texts holding a word that is English and never Spanish. */
const englishIn = (texts: string[]) =>
  texts.filter((text) =>
    text
      .replace(/\[[a-z.-]+\]$/, '')
      .toLowerCase()
      .split(/[^\p{L}’']+/u)
      .some((word) => ENGLISH_ONLY.has(word)),
  );

/** The id of the first record of an API list, to visit its page. */
async function firstId(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  const body = (await response.json()) as { results: { id: number }[] };
  const first = body.results[0];
  expect(first, `${url} has a record`).toBeDefined();
  return first!.id;
}

/** Every route of SPEC.md §2, with the sample data's first record where a route needs an id. */
async function routes(page: Page): Promise<string[]> {
  const api = '/utoaztecan/api';
  const [word, vocabulary, sentence, pattern, entry, category, set, cognate] = await Promise.all([
    firstId(page, `${api}/nahuatl/?page_size=1`),
    firstId(page, `${api}/vocabulary/?page_size=1`),
    firstId(page, `${api}/nahuatl-sentence/?page_size=1`),
    firstId(page, `${api}/pattern/?page_size=1`),
    firstId(page, '/blog/api/entry/?page_size=1'),
    firstId(page, `${api}/semantic-category/?page_size=1`),
    firstId(page, `${api}/cognate-set/?page_size=1`),
    firstId(page, `${api}/cognate/?page_size=1`),
  ]);
  return [
    '/piyali',
    '/dashboard',
    '/words?search=cochi',
    '/words?letter=ch',
    '/blog',
    '/vocabularies',
    '/patterns',
    '/sentences',
    '/numbers',
    '/review',
    '/progress',
    '/uto-aztecan',
    `/detail/${word}`,
    `/vocabulary/${vocabulary}`,
    `/practice/${vocabulary}`,
    `/sentence/${sentence}`,
    `/pattern/${pattern}`,
    `/entry/${entry}`,
    `/ua-category/${category}`,
    `/cognate-set/${set}`,
    '/cognates-index',
    `/cognate/${cognate}`,
    '/loanwords-index',
    '/accounts/login/',
    '/accounts/signup/',
    '/no/such/page',
  ];
}

/** Opens `path` and waits until its screen has loaded its data. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main[aria-busy]')).toHaveCount(0);
}

/** The English interface texts of every route, at both widths, the phone menu open at 375. */
async function sweep(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of await routes(page)) {
    await page.setViewportSize(DESKTOP);
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const wide = await interfaceTexts(page);
    await page.setViewportSize(PHONE);
    const narrow = await interfaceTexts(page);
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const menu = await interfaceTexts(page);
    await page.keyboard.press('Escape');
    const english = [...new Set(englishIn([...wide, ...narrow, ...menu]))];
    if (english.length > 0) found[path] = english;
  }
  return found;
}

test.describe('every screen in Spanish', () => {
  // About 22 screens × 2 widths, twice: a long test, but one page load per screen and user.
  test.describe.configure({ timeout: 180_000 });

  test('a guest meets no English interface text', async ({ page }) => {
    expect(await sweep(page)).toEqual({});
  });

  test('a signed-in member (the staff account, who sees every control) meets none either', async ({ page }) => {
    await page.goto('/accounts/login/');
    await page.getByLabel('Nombre de usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill(E2E_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/piyali');
    const found = await sweep(page);
    expect(found).toEqual({});
  });
});

/*
 * Learning content in Spanish (issue 48): the interface sweep above lets data through, so it
 * cannot see a Spanish screen listing the English twins of the sample content, or an English
 * translation beside Spanish. These journeys read what the sample has only in English from
 * the API and fail when any of it is on a Spanish screen.
 */

/** What the sample says only in English: the names of its English records, their tags, and the English translations of its sentences. */
interface EnglishOnly {
  titles: string[];
  tags: string[];
  translations: string[];
}

async function resultsOf<T>(page: Page, url: string): Promise<T[]> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { results: T[] }).results;
}

async function englishOnly(page: Page): Promise<EnglishOnly> {
  const api = '/utoaztecan/api';
  type Named = { name: string; tags?: string[] };
  const lists = (language: 'en' | 'es') =>
    Promise.all([
      resultsOf<Named>(page, `${api}/vocabulary/?language=${language}&page_size=200`),
      resultsOf<Named>(page, `${api}/pattern/?language=${language}&page_size=200`),
      resultsOf<{ title: string }>(page, `/blog/api/entry/?language=${language}&page_size=200`),
    ]);
  const [[vocabularies, patterns, entries], [spanishVocabularies, spanishPatterns, spanishEntries], sentences] =
    await Promise.all([
      lists('en'),
      lists('es'),
      resultsOf<{ spanish: string; english: string }>(page, `${api}/nahuatl-sentence/?page_size=200`),
    ]);
  const titlesOf = (named: Named[], titled: { title: string }[]) =>
    named.map((record) => record.name).concat(titled.map((entry) => entry.title));
  // A Nahuatl name ("Tlen ticchīhua?") may be both twins'; only what the Spanish ones do not say is English.
  const spanish = new Set([
    ...titlesOf([...spanishVocabularies, ...spanishPatterns], spanishEntries),
    ...spanishVocabularies.flatMap((vocabulary) => vocabulary.tags ?? []),
  ]);
  const titles = titlesOf([...vocabularies, ...patterns], entries).filter((title) => !spanish.has(title));
  expect(titles, 'the sample has English twins').toContain('Everyday verbs');
  return {
    titles,
    tags: [...new Set(vocabularies.flatMap((vocabulary) => vocabulary.tags ?? []))].filter((tag) => !spanish.has(tag)),
    translations: sentences
      .filter((sentence) => sentence.spanish !== '' && sentence.spanish !== sentence.english)
      .map((sentence) => sentence.english),
  };
}

/** The English-only texts of `english` that the screen's main area shows, as whole texts of an element. */
async function englishContentOn(page: Page, english: EnglishOnly): Promise<string[]> {
  const shown = await page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('*')]
        .filter((element) => (element as HTMLElement).checkVisibility?.() !== false)
        .map((element) => element.textContent?.replace(/^\s*—\s*/, '').trim() ?? ''),
    );
  const texts = new Set(shown);
  return [...english.titles, ...english.tags, ...english.translations].filter((text) => texts.has(text));
}

test.describe('learning content in Spanish', () => {
  test.describe.configure({ timeout: 120_000 });

  test('lists show the Spanish sample and its tags, a word’s sentences their Spanish translation; every language behind one switch', async ({
    page,
  }) => {
    const english = await englishOnly(page);
    const cochi = (await resultsOf<{ id: number; word: string }>(page, '/utoaztecan/api/nahuatl/?search=cochi')).find(
      (word) => word.word === 'cochi',
    );
    expect(cochi, 'the sample dictionary has cochi').toBeDefined();
    const found: Record<string, string[]> = {};
    for (const path of ['/piyali', '/dashboard', '/vocabularies', '/patterns', '/blog', `/detail/${cochi!.id}`]) {
      await open(page, path);
      const shown = await englishContentOn(page, english);
      if (shown.length > 0) found[path] = shown;
    }
    expect(found).toEqual({});

    // The word's sentence in Spanish, as /sentences shows it.
    await expect(page.getByText('— Duermo.', { exact: true })).toBeVisible();
    // The tag filter offers the reader's tags; the switch shows every language, English twins included.
    await open(page, '/vocabularies');
    const tags = page.getByRole('list', { name: 'Etiquetas en uso' });
    await expect(tags.getByRole('button', { name: 'principiante', exact: true })).toBeVisible();
    await expect(tags.getByRole('button', { name: 'beginner', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Mostrar todos los idiomas' }).click();
    await expect(page).toHaveURL('/vocabularies?language=all');
    await expect(page.getByRole('link', { name: 'Everyday verbs', exact: true })).toBeVisible();
    await expect(tags.getByRole('button', { name: 'beginner', exact: true })).toBeVisible();
  });

  test('a learner’s progress lists the Spanish vocabulary they study, not its English twin', async ({ page }) => {
    const english = await englishOnly(page);
    await signUp(page, uniqueUsername('aprendiz'));
    const vocabularies = await resultsOf<{ id: number; name: string }>(page, '/utoaztecan/api/vocabulary/?language=es&page_size=200');
    const verbs = vocabularies.find((vocabulary) => vocabulary.name === 'Verbos de todos los días');
    await open(page, `/vocabulary/${verbs!.id}`);
    await page.getByRole('button', { name: 'Estudiar este vocabulario', exact: true }).click();
    await page.getByRole('button', { name: 'Agregar a mi repaso' }).click();
    await expect(page.getByText(/^Se agregaron \d+ tarjetas a tu repaso/)).toBeVisible();

    await open(page, '/progress');
    await expect(page.getByRole('link', { name: 'Verbos de todos los días', exact: true })).toBeVisible();
    expect(await englishContentOn(page, english)).toEqual([]);
    // Comida y bebida holds one of the verbs, but the learner does not study it.
    await expect(page.getByRole('link', { name: 'Comida y bebida', exact: true })).toHaveCount(0);
  });

  test('the Uto-Aztecan screens name languages and loans in Spanish, never by a code or in English', async ({ page }) => {
    await open(page, '/loanwords-index');
    const pairs = page.getByRole('table');
    await expect(pairs.getByRole('link', { name: /náhuatl clásico/ })).toBeVisible();
    await open(page, '/loanwords/CN/SP');
    await expect(page.getByRole('heading', { level: 1, name: 'Préstamos: náhuatl clásico → español' })).toBeVisible();
    await expect(page.getByText('absolutivo: tl a te').first()).toBeVisible();
    const main = page.locator('main');
    await expect(main).not.toContainText('absolutive');
    await expect(main).not.toContainText('Classical Nahuatl');
    await expect(main.getByText(/^(CN|SP)( \d+)?$/)).toHaveCount(0);
  });
});

test.describe('a Spanish-speaking learner', () => {
  /** The sample's "Verbos de todos los días", whose ten verbs all have Spanish meanings. */
  async function everydayVerbs(page: Page): Promise<number> {
    const response = await page.request.get('/utoaztecan/api/vocabulary/?language=es&page_size=200');
    const { results } = (await response.json()) as { results: { id: number; name: string }[] };
    const vocabulary = results.find((candidate) => candidate.name === 'Verbos de todos los días');
    expect(vocabulary, 'the sample has the Spanish vocabulary').toBeDefined();
    return vocabulary!.id;
  }

  test('searches a conjugated form, reads the match in Spanish and opens the word', async ({ page }) => {
    await page.goto('/words');
    await expect(page).toHaveTitle('Palabras · Práctica de Náhuatl');
    await page.getByRole('searchbox', { name: 'Buscador de palabras' }).fill('nicochqui');
    await expect(page.getByText('coincide con la forma nicochqui (pretérito · yo)')).toBeVisible();
    await expect(page.getByText('Se encontró 1 palabra.')).toBeVisible();
    await page.getByRole('link', { name: 'cochi', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Detalles de COCHI' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'pretérito' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '1-P nosotros' })).toBeVisible();
    // Spanish definitions first, English second, each marked with its language.
    const definitions = page.locator('main [lang="es"], main [lang="en"]').filter({ hasText: /dormir|to sleep/ });
    await expect(definitions.first()).toHaveText('dormir');
    await expect(definitions.first()).toHaveAttribute('lang', 'es');
    await expectNoViolations(page);
  });

  test('plays Relacionar with Spanish meanings and Conjugar with Spanish prompts', async ({ page }) => {
    await page.goto(`/practice/${await everydayVerbs(page)}`);
    await page.getByRole('button', { name: 'Relacionar', exact: true }).click();
    const match = page.getByRole('region', { name: 'Relacionar' });
    await expect(match.getByText('Quedan 10 parejas', { exact: true })).toBeVisible();
    const words = match.getByRole('region', { name: 'Palabras' });
    const meanings = match.getByRole('region', { name: 'Definiciones' });
    await expect(meanings.getByRole('button', { name: 'dormir', exact: true })).toBeVisible();
    await words.getByRole('button', { name: 'cochi', exact: true }).click();
    await meanings.getByRole('button', { name: 'dormir', exact: true }).click();
    await expect(match.getByText('Quedan 9 parejas', { exact: true })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Conjugar', exact: true }).click();
    const conjugate = page.getByRole('region', { name: 'Conjugar', exact: true });
    await expect(
      conjugate.getByText(/· (presente|pretérito|futuro) · (yo|tú|él\/ella|nosotros|ustedes|ellos\/ellas)/),
    ).toBeVisible();
    await conjugate.getByRole('textbox', { name: 'Tu respuesta' }).fill('xxx');
    await conjugate.getByRole('button', { name: 'Revisar respuesta' }).click();
    await expect(conjugate.getByRole('status')).toContainText('Incorrecto.');
    await expect(conjugate.getByText('Puntaje: 0 de 1 correctas · 0 saltadas')).toBeVisible();
    await expectNoViolations(page);
  });

  test('signs up, and reads the refusals in Spanish: the form’s and the server’s', async ({ page }) => {
    await page.goto('/accounts/signup/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    await page.getByLabel('Nombre de usuario').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill('12345678');
    await expect(page.getByText('Esta contraseña es completamente numérica.')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('quetzal-feathers-42');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // Only the server knows the name is taken: its answer comes in Spanish too.
    await expect(page.getByText('Ya existe un usuario con ese nombre.')).toBeVisible();
    await expectNoViolations(page);

    const username = uniqueUsername('aprendiz');
    await page.getByLabel('Nombre de usuario').fill(username);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL('/piyali');
    await expect(page.getByText(username, { exact: true })).toBeVisible();
    // Greeted by name, with a next step in Spanish (decision 077).
    const greeting = page.getByRole('region', { name: `¡Te damos la bienvenida, ${username}!` });
    await expect(greeting.getByRole('link', { name: 'Ve a tu repaso' })).toBeVisible();
  });

  test('switches to English and back, and the choice is remembered, also by their account', async ({
    page,
    browser,
  }) => {
    await page.goto('/accounts/signup/');
    const username = uniqueUsername('aprendiz');
    await page.getByLabel('Nombre de usuario').fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill('quetzal-feathers-42');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL('/piyali');
    const menu = page.getByRole('navigation', { name: /Menú principal|Main menu/ });

    await page.getByRole('button', { name: 'English' }).click();
    await expect(menu.getByRole('link', { name: 'Words' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Welcome · Nahuatl Practice');
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Words' })).toBeVisible();
    await expectNoViolations(page);

    // Another browser that prefers Spanish opens in the account's English once they sign in.
    const elsewhere = await (await browser.newContext({ locale: 'es-MX', viewport: DESKTOP })).newPage();
    await elsewhere.goto('/accounts/login/');
    await elsewhere.getByLabel('Nombre de usuario').fill(username);
    await elsewhere.getByLabel('Contraseña', { exact: true }).fill('quetzal-feathers-42');
    await elsewhere.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      elsewhere.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Words' }),
    ).toBeVisible();
    await elsewhere.context().close();

    await page.getByRole('button', { name: 'Español' }).click();
    await expect(menu.getByRole('link', { name: 'Palabras' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(menu.getByRole('link', { name: 'Palabras' })).toBeVisible();
    await expectNoViolations(page);
  });
});
