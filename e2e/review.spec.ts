import { expect, test, type Page } from '@playwright/test';
import { atEachWidth, DESKTOP, expectNoViolations, mainMenu, PASSWORD, PHONE, signUp, uniqueUsername } from './support';

test.use({ viewport: DESKTOP });

const reviewLink = (page: Page) => mainMenu(page).getByRole('link', { name: /^Review/ });
const ratings = (page: Page) => page.getByRole('group', { name: 'How well did you know it?' });

/**
 * Answers the card on screen: a meaning card is revealed with Space; a typed card gets
 * `typed` and Enter. Then `rating` by its key (1–4). Returns the rating buttons' texts as shown.
 */
async function answerCard(page: Page, typed: string, rating: '1' | '2' | '3' | '4'): Promise<string[]> {
  const box = page.getByRole('textbox', { name: 'Your answer' });
  const reveal = page.getByRole('button', { name: 'Show answer' });
  await expect(box.or(reveal)).toBeVisible();
  if (await reveal.isVisible()) {
    await page.keyboard.press('Space');
  } else {
    await box.fill(typed);
    await box.press('Enter');
  }
  await expect(ratings(page)).toBeVisible();
  const names = await ratings(page).getByRole('button').allTextContents();
  await page.keyboard.press(rating);
  return names;
}

test.describe('review', () => {
  test('a learner studies a vocabulary, answers right and wrong, sees the intervals, finishes a session and reads their progress', async ({
    page,
  }) => {
    await signUp(page);
    // Three new cards a day, for a short session.
    await page.goto('/progress');
    await page.getByRole('spinbutton', { name: 'New cards per day' }).fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your review settings are saved.')).toBeVisible();

    await page.goto('/vocabularies');
    await page.getByRole('list', { name: 'Vocabularies' }).getByRole('link', { name: 'Family', exact: true }).click();
    await page.getByRole('button', { name: 'Study this vocabulary' }).click();
    await page.getByRole('checkbox', { name: /^Conjugation/ }).uncheck();
    await page.getByRole('button', { name: 'Add to my review' }).click();
    await expect(page.getByText(/^Added \d+ cards to your review\./)).toBeVisible();

    await expect(reviewLink(page)).toHaveAccessibleName('Review, 3 due');
    await reviewLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    await atEachWidth(page, expectNoViolations);

    // The first card answered wrongly (Again, proposed for a wrong typed answer), the others rated Good.
    const shown = await answerCard(page, 'zzz', '1');
    expect(shown.join(' | ')).toMatch(/Again.*\d+ min/);
    expect(shown.join(' | ')).toMatch(/Easy.*\d+ d/);
    await answerCard(page, 'zzz', '3');
    // The third card ends the session: the one answered Again comes back in a minute, not now.
    const done = page.getByRole('heading', { name: 'Session complete' });
    await expect(
      page
        .getByRole('textbox', { name: 'Your answer' })
        .or(page.getByRole('button', { name: 'Show answer' }))
        .or(done),
    ).toBeVisible();
    if (!(await done.isVisible())) await answerCard(page, 'zzz', '3');
    const summary = page.getByRole('region', { name: 'Session complete' });
    await expect(summary).toContainText(/Reviewed: \d+ cards/);
    await expect(summary).toContainText(/Right: \d+ of \d+/);
    await atEachWidth(page, expectNoViolations);

    await expect(summary).toContainText(/Next card due in \d+ minutes?/);
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
    await expect(page.getByText('Current streak')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Family' })).toBeVisible();
    await atEachWidth(page, expectNoViolations);

    const csv = await page.request.get('/utoaztecan/api/review-log/?format=csv');
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toMatch(/^id,card,kind,word,answer_id,rating/);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.some((line) => line.includes(',again,'))).toBe(true);
    await expect(page.getByRole('link', { name: 'Download my review history (CSV)' })).toHaveAttribute(
      'href',
      /review-log\/\?format=csv/,
    );
  });

  test('a guest reviews a word in the browser, and the deck joins the account they sign up for', async ({ page }) => {
    const cochi = (await (await page.request.get('/utoaztecan/api/nahuatl/?word=cochi')).json()).results[0];
    await page.goto(`/detail/${cochi.id}`);
    await page.getByRole('button', { name: 'Add to my review' }).click();
    await expect(page.getByText('In your review: its meaning and its spelling.')).toBeVisible();
    await expect(reviewLink(page)).toHaveAccessibleName('Review, 2 due');
    await reviewLink(page).click();

    await answerCard(page, 'cochi', '3');
    await answerCard(page, 'cochi', '3');
    await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();

    await page.goto('/accounts/signup/');
    await page.getByLabel('Username').fill(uniqueUsername('guest'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('You studied 2 cards as a guest. Add them to your account?')).toBeVisible();
    await page.getByRole('button', { name: 'Add them' }).click();
    await expect(page.getByText(/Added to your account: 2 new cards/)).toBeVisible();

    const cards = await (await page.request.get('/utoaztecan/api/review-card/')).json();
    expect(cards.results.map((card: { kind: string; reps: number }) => [card.kind, card.reps]).sort()).toEqual([
      ['meaning', 1],
      ['recall', 1],
    ]);
    expect((await (await page.request.get('/utoaztecan/api/review-log/')).json()).count).toBe(2);
    expect((await page.evaluate(() => localStorage.getItem('np.review-deck.v1'))) ?? '').not.toContain('"kind"');
  });

  // Decision 077: "Press 1 to 4" is for a keyboard, likely where a pointer is fine (a mouse, a
  // trackpad); a touch phone has none, and the hint is not shown there.
  test('the rating keys are offered with a mouse, not on a touch phone', async ({ page, browser }) => {
    const cochi = (await (await page.request.get('/utoaztecan/api/nahuatl/?word=cochi')).json()).results[0];
    const hint = (screen: Page) => screen.getByText('Press 1 to 4, or choose a button.');
    for (const screen of [
      page,
      await (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })).newPage(),
    ]) {
      await screen.goto(`/detail/${cochi.id}`);
      await screen.getByRole('button', { name: 'Add to my review' }).click();
      await expect(screen.getByText('In your review: its meaning and its spelling.')).toBeVisible();
      await screen.goto('/review');
      const reveal = screen.getByRole('button', { name: 'Show answer' });
      const box = screen.getByRole('textbox', { name: 'Your answer' });
      await expect(box.or(reveal)).toBeVisible();
      if (await reveal.isVisible()) await reveal.click();
      else {
        await box.fill('cochi');
        await screen.getByRole('button', { name: 'Check', exact: true }).click();
      }
      await expect(ratings(screen)).toBeVisible();
      if (screen === page) await expect(hint(screen)).toBeVisible();
      else await expect(hint(screen)).toBeHidden();
    }
  });
});
