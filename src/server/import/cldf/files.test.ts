import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SemanticCategoryCreate } from '../../../contract/utoaztecan';
import { createTestApp, type TestApp } from '../../test/harness';
import { formatReport } from '../report';
import { importCldf } from './import';
import { CldfError } from './reader';

/**
 * What a CLDF import reads of the files a dataset names, and what it stores of their text
 * (decision 038): only regular UTF-8 files inside the dataset's folder, of a bounded size; no
 * control characters; nothing longer than the API takes. Each refusal leaves the database as it was.
 */

const FIXTURE = fileURLToPath(new URL('../fixtures/cldf/cognacy-column', import.meta.url));
/** The seed's staff account "admin", which owns imported data. */
const ADMIN = 1;

/** A languages table outside the dataset, standing for any file of the system (/etc/passwd). */
const SECRET_CSV = 'ID,Name,Family\nroot,root:x:0:0:root:/root:/bin/bash,Uto-Aztecan\n';

let t: TestApp;
let root: string;
let dataset: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cldf-files-'));
  dataset = join(root, 'dataset');
  await cp(FIXTURE, dataset, { recursive: true });
  await writeFile(join(root, 'secret.csv'), SECRET_CSV);
  return () => rm(root, { recursive: true, force: true });
});

type Json = Record<string, unknown> & { tables: Array<Record<string, unknown>> };

async function editMetadata(edit: (json: Json) => void): Promise<void> {
  const path = join(dataset, 'cldf-metadata.json');
  const json = JSON.parse(await readFile(path, 'utf8')) as Json;
  edit(json);
  await writeFile(path, JSON.stringify(json, null, 2));
}

/** Points the LanguageTable (the fixture's second table) at `url`. */
const languagesAt = (url: string) =>
  editMetadata((json) => {
    (json.tables[1] as Record<string, unknown>).url = url;
  });

/** Rows of every table an import writes, to show that a refused one wrote nothing. */
async function stored() {
  const count = async (table: 'ua_dataset' | 'ua_language' | 'ua_source' | 'cognate' | 'cognate_set') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    datasets: await count('ua_dataset'),
    languages: await count('ua_language'),
    sources: await count('ua_source'),
    sets: await count('cognate_set'),
    cognates: await count('cognate'),
  };
}

/** The import's error, which must be a CldfError; and the database unchanged by it. */
async function refusal(options: { maxBytes?: number } = {}): Promise<string> {
  const before = await stored();
  const error = await importCldf(t.db, dataset, { owner: ADMIN, ...options }).then(
    () => new Error('the import was not refused'),
    (caught: unknown) => caught as Error,
  );
  expect(error).toBeInstanceOf(CldfError);
  expect(await stored()).toEqual(before);
  return error.message;
}

describe('the files a CLDF dataset names', () => {
  it('imports the dataset as it is (the cases below change one thing of it)', async () => {
    const report = await importCldf(t.db, dataset, { owner: ADMIN, dryRun: true });
    expect(report).toMatchObject({ accepted: true, rejected: [] });
  });

  it.each([
    ['a url up out of the folder', '../secret.csv', 'it leads outside the dataset'],
    ['a percent-encoded one', '%2e%2e/secret.csv', 'it leads outside the dataset'],
    ['one encoded in capitals, with a folder of the dataset first', 'sub/%2E%2E/%2e%2E/secret.csv', 'it leads outside'],
    ['an absolute path', '{root}/secret.csv', 'it is an absolute path'],
    ['a file: address', 'file://{root}/secret.csv', 'it is an address'],
    ['an http: address', 'https://example.org/languages.csv', 'it is an address'],
    ['a broken percent-escape', 'languages%zz.csv', 'it is not a valid address'],
  ])('refuses %s, naming the table and its url', async (_, template, why) => {
    const url = template.replace('{root}', root);
    await languagesAt(url);
    const message = await refusal();
    expect(message).toContain(`Cannot read the LanguageTable's url "${url}" in cldf-metadata.json: ${why}`);
    expect(message).not.toContain('root:x:0:0');
  });

  it('refuses a table that is a symbolic link to a file outside the folder, and one to /dev/zero', async () => {
    await rm(join(dataset, 'languages.csv'));
    await symlink(join(root, 'secret.csv'), join(dataset, 'languages.csv'));
    expect(await refusal()).toContain(
      `Cannot read the LanguageTable's url "languages.csv" in cldf-metadata.json: it is a symbolic link that leads outside the dataset's folder`,
    );

    await rm(join(dataset, 'forms.csv'));
    await symlink('/dev/zero', join(dataset, 'forms.csv'));
    expect(await refusal()).toContain(
      `Cannot read the FormTable's url "forms.csv" in cldf-metadata.json: it is a symbolic link that leads outside`,
    );
  });

  it('follows a symbolic link that stays inside the folder', async () => {
    await mkdir(join(dataset, 'tables'));
    await cp(join(dataset, 'languages.csv'), join(dataset, 'tables', 'languages.csv'));
    await rm(join(dataset, 'languages.csv'));
    await symlink(join('tables', 'languages.csv'), join(dataset, 'languages.csv'));
    expect(await importCldf(t.db, dataset, { owner: ADMIN, dryRun: true })).toMatchObject({
      accepted: true,
      rejected: [],
    });
  });

  it('refuses a named pipe without waiting for a writer, and a folder', async () => {
    await rm(join(dataset, 'languages.csv'));
    execFileSync('mkfifo', [join(dataset, 'languages.csv')]);
    expect(await refusal()).toContain(
      `Cannot read the LanguageTable's url "languages.csv" in cldf-metadata.json: it is a named pipe (FIFO), not a regular file.`,
    );

    await rm(join(dataset, 'languages.csv'));
    await mkdir(join(dataset, 'languages.csv'));
    expect(await refusal()).toContain(`the LanguageTable's url "languages.csv" in cldf-metadata.json: it is a folder`);
  }, 15_000);

  it('refuses a file over the size limit, before reading it', async () => {
    // A comment line makes forms.csv the largest file.
    await writeFile(
      join(dataset, 'forms.csv'),
      `# ${'x'.repeat(20_000)}\n${await readFile(join(dataset, 'forms.csv'), 'utf8')}`,
    );
    const size = (await readFile(join(dataset, 'forms.csv'))).length;
    expect(await refusal({ maxBytes: size - 1 })).toContain(
      `Cannot read the FormTable's url "forms.csv" in cldf-metadata.json: it is too large`,
    );
    // At the limit it is read.
    const report = await importCldf(t.db, dataset, { owner: ADMIN, dryRun: true, maxBytes: size });
    expect(report.accepted).toBe(true);
  });

  it('applies the same rules to the sources file (dc:source) and to a table schema in a file of its own', async () => {
    await writeFile(join(root, 'secret.bib'), '@misc{root, title = "root:x:0:0"}\n');
    await editMetadata((json) => {
      json['dc:source'] = '../secret.bib';
    });
    expect(await refusal()).toContain(
      `Cannot read the sources file (dc:source) "../secret.bib" in cldf-metadata.json: it leads outside the dataset's folder`,
    );

    await editMetadata((json) => {
      json['dc:source'] = 'sources.bib';
      (json.tables[1] as Record<string, unknown>).tableSchema = '%2e%2e/schema.json';
    });
    expect(await refusal()).toContain(
      `Cannot read the LanguageTable's tableSchema "%2e%2e/schema.json" in cldf-metadata.json: it leads outside`,
    );
  });

  it('refuses a metadata file that is a link to a file outside the folder', async () => {
    const elsewhere = join(root, 'elsewhere');
    await mkdir(elsewhere);
    await cp(join(dataset, 'cldf-metadata.json'), join(elsewhere, 'cldf-metadata.json'));
    await rm(join(dataset, 'cldf-metadata.json'));
    await symlink(join(elsewhere, 'cldf-metadata.json'), join(dataset, 'cldf-metadata.json'));
    expect(await refusal()).toContain(
      `Cannot read the metadata file "cldf-metadata.json": it is a symbolic link that leads outside the dataset's folder`,
    );
  });
});

describe('the text of a CLDF dataset', () => {
  /** Replaces `from` in a file of the dataset, as bytes. */
  async function replaceIn(file: string, from: string, to: Buffer | string): Promise<void> {
    const path = join(dataset, file);
    const text = await readFile(path, 'utf8');
    const at = text.indexOf(from);
    expect(at).toBeGreaterThan(-1);
    const bytes = Buffer.from(text);
    const start = Buffer.byteLength(text.slice(0, at));
    await writeFile(
      path,
      Buffer.concat([bytes.subarray(0, start), Buffer.from(to), bytes.subarray(start + Buffer.byteLength(from))]),
    );
  }

  it.each([
    // "Pipil" with an é in Latin-1; a supplementary character (U+1F600) in CESU-8, as two encoded surrogates.
    ['Latin-1', Buffer.from([0x50, 0xe9, 0x70, 0x69, 0x6c]), 'line 3, column 2 (bytes E9 70 69 6C)'],
    ['CESU-8', Buffer.from([0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]), 'line 3, column 1 (bytes ED A0 BD ED)'],
  ])('refuses a file in %s, naming it and the line', async (_, bytes, where) => {
    await replaceIn('languages.csv', 'Pipil,Pipil', Buffer.concat([bytes, Buffer.from(',Pipil')]));
    const message = await refusal();
    expect(message).toContain(`languages.csv (the LanguageTable's url in cldf-metadata.json) is not UTF-8:`);
    expect(message).toContain(where);
  });

  it('rejects a row with a NUL or an escape by its file and line, and escapes them in the report', async () => {
    await replaceIn('forms.csv', 'háʔa,háʔa', 'há\u0000a,háʔa');
    await replaceIn('languages.csv', 'Classical Nahuatl,', 'Classical \u001b[31mNahuatl,');
    const before = await stored();
    const report = await importCldf(t.db, dataset, { owner: ADMIN });
    expect(report.accepted).toBe(false);
    expect(report.rejected).toContainEqual({
      file: 'forms.csv',
      line: 5,
      reasons: ['Value holds the control character \\u0000, which cannot be imported.'],
    });
    expect(report.rejected).toContainEqual({
      file: 'languages.csv',
      line: 2,
      reasons: ['Name holds the control character \\u001b, which cannot be imported.'],
    });
    expect(await stored()).toEqual(before);
    // With --skip-invalid the others are imported, and neither value is stored.
    expect(await importCldf(t.db, dataset, { owner: ADMIN, skipInvalid: true })).toMatchObject({ accepted: true });
    const cognates = await t.db.kysely.selectFrom('cognate').select('key').execute();
    expect(cognates.map((row) => row.key)).toContain('pip-water');
    expect(cognates.map((row) => row.key)).not.toContain('cora-water');
    const names = await t.db.kysely.selectFrom('ua_language').select('name').execute();
    expect(names.map((row) => row.name).filter((name) => name.includes('\u001b'))).toEqual([]);
  });

  it('never writes a character of the input that a terminal would obey', async () => {
    // A right-to-left override in an id the report quotes: stored nowhere, shown escaped.
    await replaceIn('forms.csv', 'pip-water,Pipil', 'pip-water,Pip\u202eil');
    const report = await importCldf(t.db, dataset, { owner: ADMIN, dryRun: true });
    expect(report.rejected).toContainEqual({
      file: 'forms.csv',
      line: 3,
      reasons: ['Language_ID "Pip\u202eil" is not in languages.csv.'],
    });
    const text = formatReport(report).join('\n');
    expect(text).toContain('Language_ID "Pip\\u202eil" is not in languages.csv.');
    // eslint-disable-next-line no-control-regex -- what must not reach the terminal is control characters
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  });

  it('gives a category no more search words than the API allows, new or merged', async () => {
    const many = Array.from({ length: 60 }, (_, i) => `WORD${i}`).join(' OR ');
    await replaceIn('parameters.csv', 'water,water,948,WATER', `water,water,948,${many}`);
    for (let run = 0; run < 2; run++) {
      expect(await importCldf(t.db, dataset, { owner: ADMIN })).toMatchObject({ accepted: true, rejected: [] });
      const water = await t.db.kysely
        .selectFrom('semantic_category')
        .select('words')
        .where('concepticon_id', '=', '948')
        .execute();
      expect(water.length).toBeGreaterThan(0);
      for (const { words } of water)
        expect(SemanticCategoryCreate.shape.words.safeParse(JSON.parse(words)).success).toBe(true);
    }
  });

  it('rejects values longer than the API takes: a 5 MB form, a language name, a gloss, a set label', async () => {
    const form = 'a'.repeat(5_000_000);
    await replaceIn('forms.csv', 'aːtl,aːtl', `aːtl,${form}`);
    await replaceIn('languages.csv', 'Cora,Cora', `Cora,${'C'.repeat(101)}`);
    await replaceIn('parameters.csv', 'stone,stone', `stone,${'stone '.repeat(400)}`);
    await replaceIn('forms.csv', 'Muestra2023,2', `Muestra2023,${'2'.repeat(51)}`);
    const before = await stored();
    const report = await importCldf(t.db, dataset, { owner: ADMIN });
    expect(report.accepted).toBe(false);
    expect(report.rejected).toEqual(
      expect.arrayContaining([
        { file: 'forms.csv', line: 2, reasons: ['Form: Ensure this field has no more than 200 characters.'] },
        { file: 'languages.csv', line: 4, reasons: ['Name: Ensure this field has no more than 100 characters.'] },
        {
          file: 'parameters.csv',
          line: 3,
          reasons: expect.arrayContaining(['Name: Ensure this field has no more than 2000 characters.']),
        },
        {
          file: 'forms.csv',
          line: 5,
          reasons: [
            'Language_ID "Cora" refers to line 4 of languages.csv, which is rejected.',
            'Cognacy: Ensure this field has no more than 50 characters.',
          ],
        },
      ]),
    );
    expect(await stored()).toEqual(before);
  }, 30_000);
});
