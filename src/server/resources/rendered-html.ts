import { escapeHtml } from '../../contract/markdown';
import type { Db } from '../db/database';
import { createSetting, readSetting, writeSetting } from '../db/settings';
import { renderMarkdown, renderPreview } from '../http/markdown';

/*
 * Stored HTML is made from its Markdown on save (DESIGN.md §4). When the rules that make it
 * change, what was saved before is made again under them, once, at start: `app_setting` keeps
 * the version of the rules the stored HTML follows.
 */

/** The `app_setting` naming the rules the stored HTML was made with. */
const RULES_SETTING = 'rendered_html_rules';

/**
 * The rules' version: 2 since decision 079 (empty links dropped, HTML at most a few times its
 * text's length, an entry's preview a card's worth of its first paragraph).
 */
const RULES_VERSION = '2';

const BATCH = 200;

/** The HTML of a text, or its words as plain text where the current rules refuse it. */
function rendered(markdown: string): string {
  try {
    return renderMarkdown(markdown, 'text');
  } catch {
    return `<p>${escapeHtml(markdown)}</p>`;
  }
}

/**
 * Makes the stored HTML of vocabularies' suggestions and blog entries follow the current
 * rules, in one transaction (a second instance starting at once waits, then finds it done).
 * Returns how many records were made again, or null when nothing needed it.
 */
export async function refreshRenderedHtml(db: Db): Promise<number | null> {
  if ((await readSetting(db.kysely, RULES_SETTING)) === RULES_VERSION) return null;
  return db.kysely.transaction().execute(async (trx) => {
    await createSetting(trx, RULES_SETTING, '');
    if ((await readSetting(trx, RULES_SETTING, db.dialect)) === RULES_VERSION) return null;
    /** Each row of `table` in id order, a batch at a time, written again from its Markdown. */
    const rewrite = async (
      table: 'vocabulary' | 'blog_entry',
      source: 'suggestions_raw' | 'content_raw',
      write: (markdown: string) => object,
    ) => {
      let count = 0;
      for (let after = 0; ;) {
        const rows = (await trx
          .selectFrom(table)
          .select(['id', `${source} as markdown`])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .execute()) as { id: number; markdown: string }[];
        if (rows.length === 0) return count;
        for (const row of rows)
          await trx.updateTable(table).set(write(row.markdown)).where('id', '=', row.id).execute();
        count += rows.length;
        after = rows[rows.length - 1]!.id;
      }
    };
    const done =
      (await rewrite('vocabulary', 'suggestions_raw', (markdown) => ({ suggestions: rendered(markdown) }))) +
      (await rewrite('blog_entry', 'content_raw', (markdown) => ({
        content: rendered(markdown),
        preview_content: renderPreview(markdown),
      })));
    await writeSetting(trx, RULES_SETTING, RULES_VERSION);
    return done;
  });
}
