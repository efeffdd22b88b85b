import { expect, test, type Locator, type Page } from '@playwright/test';
import { atEachWidth, DESKTOP, expectNoViolations, screenshots, signUp, uniqueTag, wordSearchBox } from './support';

test.use({ viewport: DESKTOP });

const game = (page: Page) => page.getByRole('region', { name: 'Play' });
const question = (page: Page) => game(page).locator('p[id] > [lang="nah"]');
const answerBox = (page: Page) => game(page).getByLabel('Your answer');
const verdict = (page: Page) => game(page).getByRole('status');
const button = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', { name, exact: true });

/**
 * The response the Names pattern expects, worked out from the question as its instructions
 * tell a learner: answer yes and say the name back, "your" (mo-) becoming "my" (no-) and
 * taha "you" becoming naha "I". "¿Motōcah xōchitl?" → "Quena, notōcah xōchitl."
 */
const namesAnswer = (asked: string) =>
  `Quena, ${asked
    .replace(/^¿|\?$/g, '')
    .replace(/(^|\s)mo/giu, '$1no')
    .replace(/(^|\s)taha/giu, '$1naha')}.`;

/** "Ticochi?" → "Quena, nicochi.": the question asks "you" (ti-), the mirrored answer says "I" (ni-). */
const mirroredAnswer = (asked: string) => `Quena, ${asked.replace(/\?$/, '').replace(/(^|\s)ti/giu, '$1ni')}.`;

async function respond(page: Page, answer: string) {
  await answerBox(page).fill(answer);
  await button(game(page), 'Check Response').click();
}

test('a guest opens a sample pattern and plays it to "It matches!", without hints and with them', async ({ page }) => {
  await page.goto('/patterns');
  await expect(page.getByRole('heading', { level: 1, name: 'Patterns' })).toBeVisible();
  await expect(page.getByText(/^Total patterns available: \d+\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New pattern' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Patterns' }).getByRole('article')).not.toHaveCount(0);
  await screenshots(page, 'list');

  await page.getByRole('link', { name: '¿Tlen motōcah? — Names' }).click();
  await expect(page).toHaveURL(/\/pattern\/\d+$/);
  const card = page.getByRole('article', { name: '¿Tlen motōcah? — Names' });
  await expect(card.getByText(/^Say your name\./)).toBeVisible();
  await expect(card.getByText(/^Answer yes and say the name back/)).toBeVisible();
  await expect(button(card, 'Edit')).toHaveCount(0);
  await screenshots(page, 'card');

  await button(card, 'Play').click();
  await expect(answerBox(page)).toBeFocused();
  await expect(question(page)).toHaveAttribute('lang', 'nah');
  await expect(button(game(page), 'Check Response')).toBeDisabled();
  await expect(button(game(page), 'Next')).toBeDisabled();

  // Without hints: the answer comes from the question alone.
  await respond(page, namesAnswer(await question(page).innerText()));
  await expect(verdict(page)).toContainText('It matches!');
  await expect(button(game(page), 'Hint (2 left)')).toBeEnabled();
  await expect(game(page).getByText('Score: 1 of 1 right · 0 skipped')).toBeVisible();
  await expect(button(game(page), 'Check Response')).toBeDisabled();
  await expect(button(game(page), 'Skip')).toBeDisabled();

  // A wrong answer is told so, with the computer's response.
  await button(game(page), 'Next').click();
  await respond(page, 'Ax');
  await expect(verdict(page)).toContainText('Not quite.');
  await expect(verdict(page)).toContainText('The computer’s response:');
  await expect(game(page).getByText('Score: 1 of 2 right · 0 skipped')).toBeVisible();

  // With both hints, then disabled.
  await button(game(page), 'Next').click();
  await button(game(page), 'Hint (2 left)').click();
  await button(game(page), 'Hint (1 left)').click();
  await expect(button(game(page), 'Hint (0 left)')).toBeDisabled();
  await expect(game(page).getByRole('list', { name: 'Hints' }).getByRole('listitem')).toHaveCount(2);
  await expect(game(page).getByRole('list', { name: 'Hints' })).toContainText('Its shape:');
  await respond(page, namesAnswer(await question(page).innerText()));
  await expect(verdict(page)).toContainText('It matches!');
  await expect(game(page).getByText('Score: 2 of 3 right · 0 skipped')).toBeVisible();
  await screenshots(page, 'game');
  await atEachWidth(page, expectNoViolations);

  // Skip counts the turn and shows what its response was.
  await button(game(page), 'Next').click();
  await button(game(page), 'Skip').click();
  await expect(game(page).getByText('Score: 2 of 3 right · 1 skipped')).toBeVisible();
  await expect(verdict(page)).toContainText('Skipped:');
});

test('a learner writes a pattern with the form, plays it, edits it and deletes it', async ({ page }) => {
  await signUp(page);
  const name = `${uniqueTag()} sleep, sing, speak`;
  await page.goto('/patterns');
  await page.getByRole('button', { name: 'New pattern' }).click();
  const form = page.getByRole('form', { name: 'New pattern' });
  await expect(form).toBeVisible();

  // Saving an empty form names what is missing beside it.
  await button(form, 'Save').click();
  await expect(form.getByRole('alert')).toHaveText('Please correct the marked fields.');
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: /^Description/ }).fill('Say what you do now.');
  await form.getByRole('textbox', { name: /^Instructions/ }).fill('Answer yes, turning “you” into “I”.');
  await form.getByRole('textbox', { name: 'Question 1' }).fill('{V1}?');
  await button(form, 'Add a question').click();
  await form.getByRole('textbox', { name: 'Question 2' }).fill('Naman {V1}?');
  await form.getByRole('textbox', { name: 'Answer 1' }).fill('Quena, {V1}.');
  await button(form, 'Add an answer').click();
  await form.getByRole('textbox', { name: 'Answer 2' }).fill('Quena, naman {V1}.');

  await expect(form.getByRole('textbox', { name: 'New variable' })).toHaveValue('V1');
  await button(form, 'Add variable').click();
  for (const verb of ['cochi', 'cuīca', 'tlahtoa']) {
    await wordSearchBox(page).fill(verb);
    await form.getByRole('button', { name: new RegExp(`^add to variable V1\\s*${verb}$`) }).click();
    await expect(form.getByRole('list', { name: 'Words for V1' }).getByText(verb, { exact: true })).toBeVisible();
  }
  await form.getByRole('checkbox', { name: 'Conjugate this word' }).check();
  await expect(form.getByRole('combobox', { name: 'The question speaks to' })).toHaveValue('1');
  await expect(form.getByRole('combobox', { name: 'The answer’s person' })).toHaveValue('mirror');
  await screenshots(page, 'form');
  await atEachWidth(page, expectNoViolations);
  await button(form, 'Save').click();

  // The new pattern opens; it plays with the picked verbs conjugated, "you" answered by "I".
  await expect(page).toHaveURL(/\/pattern\/\d+$/);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Say what you do now.')).toBeVisible();
  await button(card, 'Play').click();
  for (let turn = 1; turn <= 3; turn += 1) {
    const asked = await question(page).innerText();
    expect(asked).toMatch(/^(Naman )?ti(cochi|cuīca|tlahtoa)\?$/i);
    await respond(page, mirroredAnswer(asked));
    await expect(verdict(page)).toContainText('It matches!');
    await button(game(page), 'Next').click();
  }

  // Edit: Cancel restores the saved copy; Save keeps the change, also after a reload.
  await button(card, 'Edit').click();
  const edit = page.getByRole('form', { name: 'Edit pattern' });
  await expect(edit.getByRole('list', { name: 'Words for V1' }).getByRole('listitem')).toHaveCount(3);
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} (draft)`);
  await button(edit, 'Cancel').click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(button(page, 'Edit')).toBeFocused();

  await button(page, 'Edit').click();
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} now`);
  await edit.getByRole('button', { name: 'Remove tlahtoa from V1' }).click();
  await button(edit, 'Save').click();
  await expect(page.getByRole('heading', { level: 2, name: `${name} now` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: `${name} now` })).toBeVisible();

  // Delete: asked first, then gone from the list.
  await button(page, 'Edit').click();
  await button(edit, 'Delete').click();
  await page
    .getByRole('alertdialog', { name: 'Delete this pattern?' })
    .getByRole('button', { name: 'Delete pattern' })
    .click();
  await expect(page).toHaveURL('/patterns');
  await page.getByRole('searchbox', { name: 'Pattern Search' }).fill(name.slice(0, 12));
  await expect(page.getByText('0 patterns found.')).toBeVisible();
  await expect(page.getByRole('link', { name: `${name} now` })).toHaveCount(0);
});
