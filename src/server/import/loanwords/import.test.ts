import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoanwordFileError } from './file';
import { loanwordRepository } from '../../resources/loanwords/repository';
import { SAMPLE_LOANWORDS } from '../../seed/sample-loanwords';
import { userRepository } from '../../resources/users/repository';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { formatReport } from '../report';
import { importLoanwords } from './import';

const L = '/utoaztecan/api/loanword/';

const GOOD = `source_language,source_word,source_definition,target_language,target_word,target_definition,rule_set,transforms
SP,caballo,horse,CN,cahuayo,horse,SP>CN-sound substitution,b > hu; ll > y
CN,tomatl,tomato,SP,tomate,tomato,CN>SP-absolutive tl to te,tl > te
CN,coyotl,coyote,SP,coyote,coyote,CN>SP-absolutive tl to te,tl > te
`;

// Line numbers are physical lines: the header is line 1, a blank line still counts, and
// the quoted definition on line 4 runs over two lines, so the row after it is on line 6.
const MIXED = `target_word,target_language,source_word,source_language,target_definition,share
cahuayo,CN,caballo,SP,horse,

tomate,SP,tomatl,CN,"tomato,
the red fruit",yes
,SP,coyotl,CN,coyote,
chile,SP,chilli,CN,chili pepper,maybe
Cahuayo,CN,CABALLO,SP,the same again,
mecate,SP,mecatl,CN
zacate,S P,zacatl,CN,grass,no
`;

let t: TestApp;
let dir: string;
let owner: number;
beforeEach(async () => {
  // No sample data, so every count below is the file's own.
  t = await createTestApp({ SEED: 'false' });
  owner = (await userRepository(t.db).create({ username: 'admin', password_hash: null, is_staff: true })).id;
  dir = await mkdtemp(join(tmpdir(), 'import-loanwords-'));
});
afterEach(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

const count = () => loanwordRepository(t.db).count([], owner);

describe('npm run import:loanwords', () => {
  it('imports every row for the staff account, and a second run changes nothing', async () => {
    const path = await file('loanwords.csv', GOOD);
    const first = await importLoanwords(t.db, path, { owner });
    expect(first).toMatchObject({
      rowsRead: 3,
      counts: { loanwords: { created: 3, updated: 0, unchanged: 0 } },
      rejected: [],
      accepted: true,
      dryRun: false,
    });
    const guest = new TestClient(t.app);
    const page = (await guest.get(`${L}?source_language=SP&target_language=CN`)).json();
    expect(page.results).toEqual([
      expect.objectContaining({
        source_word: 'caballo',
        target_word: 'cahuayo',
        rule_set: 'SP>CN-sound substitution',
        transforms: 'b > hu; ll > y',
        share: true,
        owner,
      }),
    ]);
    const stored = await t.db.kysely.selectFrom('loanword').selectAll().orderBy('id').execute();

    const second = await importLoanwords(t.db, path, { owner });
    expect(second).toMatchObject({
      rowsRead: 3,
      accepted: true,
      counts: { loanwords: { created: 0, updated: 0, unchanged: 3 } },
    });
    expect(await t.db.kysely.selectFrom('loanword').selectAll().orderBy('id').execute()).toEqual(stored);
    expect(formatReport(second).join('\n')).toMatch(
      /Rows read: +3\nCreated: +0\nUpdated: +0\nUnchanged: +3\nRejected: +0\nElapsed: +\d+\.\d\d s/,
    );
  });

  it('updates a row whose fields changed, matching it by its languages and words without case or macrons', async () => {
    await importLoanwords(t.db, await file('first.csv', GOOD), { owner });
    const edited = GOOD.replace(
      'CN,tomatl,tomato,SP,tomate,tomato,',
      'CN,TŌMATL,tomato,SP,tomate,"tomato, the fruit",',
    );
    const report = await importLoanwords(t.db, await file('second.csv', edited), { owner });
    expect(report).toMatchObject({ counts: { loanwords: { created: 0, updated: 1, unchanged: 2 } } });
    expect(await count()).toBe(3);
    const row = await t.db.kysely
      .selectFrom('loanword')
      .selectAll()
      .where('target_word', '=', 'tomate')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source_word: 'TŌMATL', target_definition: 'tomato, the fruit' });
  });

  it('counts in a dry run and writes nothing', async () => {
    const path = await file('loanwords.csv', GOOD);
    const dry = await importLoanwords(t.db, path, { owner, dryRun: true });
    expect(dry).toMatchObject({
      dryRun: true,
      accepted: true,
      counts: { loanwords: { created: 3, updated: 0, unchanged: 0 } },
    });
    expect(await count()).toBe(0);
    expect(formatReport(dry)).toContain('Dry run: nothing was written.');
    await importLoanwords(t.db, path, { owner });
    expect(await importLoanwords(t.db, path, { owner, dryRun: true })).toMatchObject({
      counts: { loanwords: { created: 0, unchanged: 3 } },
    });
  });

  it('reports each rejected row by file and line with its reasons, and imports nothing', async () => {
    const path = await file('mixed.csv', MIXED);
    const report = await importLoanwords(t.db, path, { owner });
    expect(report.rejected).toEqual([
      { line: 6, reasons: ['target_word: This field may not be blank.'] },
      { line: 7, reasons: ['share: Must be true, false, yes, no, 1, 0 or empty (shared); got "maybe".'] },
      { line: 8, reasons: ['"CABALLO" → "Cahuayo" is already on line 2.'] },
      { line: 9, reasons: ['Expected 6 fields as in the header, found 4.'] },
      { line: 10, reasons: ['target_language: A language code has no spaces or commas.'] },
    ]);
    expect(report).toMatchObject({ rowsRead: 7, accepted: false, counts: { loanwords: { created: 0 } } });
    expect(await count()).toBe(0);
    const text = formatReport(report).join('\n');
    expect(text).toContain(`  ${path}:6: target_word: This field may not be blank.`);
    expect(text).toContain(`  ${path}:8: "CABALLO" → "Cahuayo" is already on line 2.`);
    expect(text).toContain('Nothing was imported: fix or remove the rejected rows, or run again with --skip-invalid');
  });

  it('imports the valid rows with --skip-invalid, still listing the rejected ones', async () => {
    const report = await importLoanwords(t.db, await file('mixed.csv', MIXED), { owner, skipInvalid: true });
    expect(report).toMatchObject({ accepted: true, counts: { loanwords: { created: 2 } } });
    expect(report.rejected).toHaveLength(5);
    const tomate = await t.db.kysely
      .selectFrom('loanword')
      .selectAll()
      .where('target_word', '=', 'tomate')
      .executeTakeFirstOrThrow();
    expect(tomate.target_definition).toBe('tomato,\nthe red fruit');
    expect(Boolean(tomate.share)).toBe(true);
  });

  it('refuses a file it cannot read, naming the problem', async () => {
    await expect(importLoanwords(t.db, join(dir, 'none.csv'), { owner })).rejects.toThrow(
      new LoanwordFileError(`Cannot read "${join(dir, 'none.csv')}": there is no such file.`),
    );
    await expect(
      importLoanwords(
        t.db,
        await file('extra.csv', 'source_language,source_word,target_language,target_word,colour\n'),
        { owner },
      ),
    ).rejects.toThrow(
      'Line 1: unknown column "colour"; the columns are source_language, source_word, target_language, target_word, source_definition, target_definition, target_set, rule_set, transforms, share.',
    );
    await expect(
      importLoanwords(t.db, await file('short.csv', '\nsource_language,source_word\n'), { owner }),
    ).rejects.toThrow('Line 2: the columns "target_language", "target_word" are missing.');
    await expect(importLoanwords(t.db, await file('empty.csv', ''), { owner })).rejects.toThrow(
      'The CSV file is empty',
    );
    await expect(importLoanwords(t.db, await file('quote.csv', 'source_language\n"SP\n'), { owner })).rejects.toThrow(
      'The CSV file cannot be read',
    );
    expect(await count()).toBe(0);
  });

  it('reads the sample file without a rejected row', async () => {
    const report = await importLoanwords(t.db, SAMPLE_LOANWORDS, { owner, dryRun: true });
    expect(report).toMatchObject({ rowsRead: 37, rejected: [], counts: { loanwords: { created: 37 } } });
  });
});

describe('what a loanwords file may hold (decision 038)', () => {
  const HEADER = 'source_language,source_word,target_language,target_word\n';

  it('refuses a file that is not UTF-8, naming the file and the line', async () => {
    const path = join(dir, 'latin1.csv');
    // "cahuayo" then "café" with its é in Latin-1, on line 3.
    await writeFile(
      path,
      Buffer.concat([
        Buffer.from(`${HEADER}SP,caballo,CN,cahuayo\nSP,caf`),
        Buffer.from([0xe9]),
        Buffer.from(',CN,cafen\n'),
      ]),
    );
    await expect(importLoanwords(t.db, path, { owner, skipInvalid: true })).rejects.toThrow(
      new LoanwordFileError(
        `"${path}" is not UTF-8: line 3, column 7 (bytes E9 2C 43 4E) is not a UTF-8 character (was it saved as Latin-1, Windows-1252 or CESU-8?): save it as UTF-8 and import it again.`,
      ),
    );
    expect(await count()).toBe(0);
  });

  it('rejects a cell with a NUL or an escape by file and line, and a 5 MB word by the API limit', async () => {
    const path = await file(
      'controls.csv',
      `${HEADER}SP,caballo,CN,cahuayo\nSP,to\u0000mate,CN,tomatl\nSP,chile,CN,\u001b[31mchilli\nSP,${'a'.repeat(5_000_000)},CN,x\n`,
    );
    const report = await importLoanwords(t.db, path, { owner });
    expect(report).toMatchObject({ accepted: false });
    expect(report.rejected).toEqual([
      { line: 3, reasons: ['source_word: holds the control character \\u0000, which cannot be imported.'] },
      { line: 4, reasons: ['target_word: holds the control character \\u001b, which cannot be imported.'] },
      { line: 5, reasons: ['source_word: Ensure this field has no more than 200 characters.'] },
    ]);
    expect(await count()).toBe(0);
    expect(await importLoanwords(t.db, path, { owner, skipInvalid: true })).toMatchObject({
      counts: { loanwords: { created: 1 } },
    });
    expect(await count()).toBe(1);
  }, 30_000);

  it('reads only a regular file, and not one over the size limit', async () => {
    const fifo = join(dir, 'pipe.csv');
    execFileSync('mkfifo', [fifo]);
    await expect(importLoanwords(t.db, fifo, { owner })).rejects.toThrow(
      new LoanwordFileError(`Cannot read "${fifo}": it is a named pipe (FIFO), not a regular file.`),
    );
    const path = await file('loanwords.csv', GOOD);
    await expect(importLoanwords(t.db, path, { owner, maxBytes: 100 })).rejects.toThrow(
      `Cannot read "${path}": it is too large`,
    );
    expect(await count()).toBe(0);
  }, 15_000);
});
