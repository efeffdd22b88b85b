import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, renderApp } from '../test/render-app';
import { ana, cognateSet } from '../test/fixtures';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { sentence } from '../features/sentences/test/fixtures';
import { category, FIRST_LOAD, SCREEN_TEST } from '../features/utoaztecan/test/fixtures';
import { clearMessages, getMessages } from './message-log';

setUpScreenTests();
afterEach(clearMessages);

interface Deletion {
  what: string;
  path: string;
  /** The record's own address: asked for once, then deleted, and never asked for again. */
  record: string;
  record200: unknown;
  /** How the log names a call for it: "fetch sentence id=5 failed: Not found." is what it must never say. */
  logged: string;
  /** The rest of what the screen and the one it goes to read. */
  routes: Record<string, () => [number, unknown]>;
  confirm: string;
  after: string;
}

const S = '/utoaztecan/api/cognate-set/';
const C = '/utoaztecan/api/semantic-category/';

const deletions: Deletion[] = [
  {
    what: 'sentence',
    path: '/sentence/5',
    record: '/utoaztecan/api/nahuatl-sentence/5/',
    record200: sentence(5, 'Nicochi.', { owner: ana.id }),
    logged: 'fetch sentence id=5',
    routes: {
      'GET /utoaztecan/api/sentence-word/': () => [200, page([])],
      'GET /utoaztecan/api/nahuatl-sentence/count/': () => [200, 0],
      'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([])],
    },
    confirm: 'Delete sentence',
    after: '/sentences',
  },
  {
    what: 'category',
    path: '/ua-category/4',
    record: `${C}4/`,
    record200: category(4, 'arrow', { owner: ana.id }),
    logged: 'fetch semantic category id=4',
    routes: { [`GET ${S}`]: () => [200, page([])], [`GET ${C}`]: () => [200, page([])] },
    confirm: 'Delete category',
    after: '/uto-aztecan',
  },
  {
    what: 'cognate set',
    path: '/cognate-set/21',
    record: `${S}21/`,
    record200: cognateSet(21, 'tlahcuilolli', { owner: ana.id, semantic_category: 4 }),
    logged: 'fetch cognate set id=21',
    routes: {
      'GET /utoaztecan/api/cognate/': () => [200, page([])],
      [`GET ${C}4/`]: () => [200, category(4, 'arrow')],
      [`GET ${S}`]: () => [200, page([])],
    },
    confirm: 'Delete cognate set',
    after: '/ua-category/4',
  },
];

describe('deleting a record', SCREEN_TEST, () => {
  for (const deletion of deletions) {
    it(`never asks for the deleted ${deletion.what} again, and logs no "Not found"`, async () => {
      let deleted = false;
      const requests = serveApi(ana, {
        ...deletion.routes,
        // As the server answers: the record is gone once deleted.
        [`GET ${deletion.record}`]: () => (deleted ? [404, { detail: 'Not found.' }] : [200, deletion.record200]),
        [`DELETE ${deletion.record}`]: () => {
          deleted = true;
          return [204, null];
        },
      });
      const { router } = renderApp(deletion.path);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_LOAD));
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: deletion.confirm }));
      await waitFor(() => expect(router.state.location.pathname).toBe(deletion.after), FIRST_LOAD);
      // Whatever the screen it went to asks for has been asked.
      await waitFor(() => expect(getMessages().at(-1)?.text).toMatch(/^fetched/), FIRST_LOAD);

      const calls = requests.map((request) => request.call);
      const afterDelete = calls.slice(calls.indexOf(`DELETE ${deletion.record}`) + 1);
      expect(afterDelete.filter((call) => call.startsWith(`GET ${deletion.record}`))).toEqual([]);
      const failed = getMessages().filter((message) => message.text.startsWith(`${deletion.logged} failed`));
      expect(failed).toEqual([]);
    });
  }
});
