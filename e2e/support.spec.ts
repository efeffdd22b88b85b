import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, expectNoViolations } from './support';

// The axe checks every journey relies on run in the page itself (decision 027): they must still
// find what is wrong, or every accessibility assertion would pass on anything.
test('the axe checks fail a page with violations and name them', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>Broken</title><main><img src="x.png"><button></button>' +
      '<p style="color:#777;background:#888">low contrast</p></main></html>',
  );
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/image-alt \(critical\)/);
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/color-contrast \(serious\)/);
  // Any impact: a page without a level-one heading is only "moderate".
  await page.setContent('<html lang="en"><title>No heading</title><main><p>text</p></main></html>');
  await expectNoSeriousViolations(page);
  await expect(expectNoViolations(page)).rejects.toThrow(/page-has-heading-one \(moderate\)/);
});

// A screen the server drew is inert until the app takes it over, and axe sees nothing in it
// (no main landmark, no heading): the checks judge the screen the learner will use.
test('the axe checks wait for the app to take the drawn screen over', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>Drawn</title><div id="root" inert><main><h1>Drawn</h1></main></div>' +
      "<script>setTimeout(() => document.getElementById('root').removeAttribute('inert'), 500)</script></html>",
  );
  await expectNoViolations(page);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
});
