/**
 * From a CLDF Wordlist as read (reader.ts) to the rows of the Uto-Aztecan section
 * (docs/decisions/015-cldf-import.md): languages, concepts as semantic categories, cognate sets
 * with the word that stands for them, and one cognate per form. Pure: no files, no database.
 */

import type {
  CognateSetValues,
  CognateValues,
  ConceptValues,
  DatasetRows,
  DatasetValues,
  LanguageValues,
  SourceValues,
} from './store';
import { foldNahuatl } from '../../../nahuatl';
import type { RejectedRow, RowsRead } from '../report';
import { bibPeople, latexToText, parseBibtex } from './bibtex';
import { apiProblem, fittedOriginalText, fittedSearchWords, type LimitedField } from './limits';
import { forbiddenAt } from '../../../contract/stored-text';
import { forbiddenCharacter } from '../text';
import {
  cellList,
  cellText,
  namedColumn,
  termColumn,
  type CldfDataset,
  type Column,
  type Row,
  type Table,
} from './reader';

/** What a dataset maps to, what could not be, and what is worth knowing (nothing wrong, but surprising). */
export interface CldfPlan {
  rows: DatasetRows;
  rejected: RejectedRow[];
  notes: string[];
  read: RowsRead;
}

/** Family names of Uto-Aztecan and its branches: a language whose Family column names none of them is outside it. */
const UTO_AZTECAN =
  /uto.?aztec|utoa1244|aztecan|nahua|numic|takic|tepiman|taracahit|corachol|hopi|tubatulabal|sonoran/i;
const TRUE = new Set(['true', '1', 'yes', 'y']);
/** Grammatical notes that close some glosses ("burn tr.", "fat n."); the category's word goes without them. */
const GRAMMAR_NOTE = /\s+(?:tr|intr|trans|intrans|n|v|vt|vi|adj|adv|pron)\.$/i;
/** Invisible characters (soft hyphen, zero-width spaces, word joiner, BOM) that would stop a search from matching. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A form as it is shown: invisible characters removed and `_`, which CLDF tools write for a
 * space inside a form, read as one ("teː_tesu" → "teː tesu"; "peːlo_" → "peːlo").
 */
export function cleanForm(text: string): string {
  return collapse(text.replace(INVISIBLE, '').replace(/_/g, ' '));
}

/** Items of a gloss list ("sun/day", "agua, líquido"). */
const glossItems = (text: string) =>
  text
    .split(/[,;/]/)
    .map(collapse)
    .filter((item) => item !== '');

/** Words differing only in case or accents count once; the first spelling stays. */
function distinctWords(words: string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = foldNahuatl(word);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A concept's gloss as a category word and search words. Parenthesised parts are synonyms or
 * a translation ("all (todos)", "walk (go)"): search words, not part of the word.
 * `glossWords('all (todos) ')` is `{ word: 'all', extra: ['todos'] }`.
 */
export function glossWords(gloss: string): { word: string; extra: string[] } {
  const extra = [...gloss.matchAll(/\(([^()]*)\)/g)].flatMap((match) => glossItems(match[1] ?? ''));
  const word = collapse(gloss.replace(/\([^()]*\)/g, ' ')).replace(GRAMMAR_NOTE, '');
  return word === '' ? { word: collapse(gloss), extra: [] } : { word, extra };
}

/** "FLESH OR MEAT" → flesh, meat; "KNOW (SOMETHING)" → know: Concepticon's words without its notes. */
const concepticonWords = (gloss: string) =>
  collapse(gloss.replace(/\([^()]*\)/g, ' '))
    .split(/\s+OR\s+/i)
    .map((word) => collapse(word).toLowerCase())
    .filter((word) => word !== '');

// ------------------------------------------------------------------------------------- citation

/** Authors and year from a citation that starts "Davletshin, Albert (2012): …" or "Smith, J. 2012. …". */
function citationAuthors(citation: string): { authors: string; year: string } | null {
  const match = /^(.+?)\s*\(\s*(\d{4})[a-z]?\s*\)/.exec(citation) ?? /^(.+?)[.,]?\s+(\d{4})[a-z]?[.,:]/.exec(citation);
  if (match === null) return null;
  return { authors: (match[1] ?? '').trim().replace(/[.,:;]$/, ''), year: match[2] ?? '' };
}

/** A person's family name: before the comma of "Karttunen, Frances", else the last word. */
const familyName = (person: string) =>
  (person.includes(',') ? (person.split(',')[0] ?? person) : (person.split(' ').at(-1) ?? person)).trim();

/** How a set's collection is named: "Davletshin 2012", "Campbell & Kaufman 1976", "Dakin et al. 2019". */
export function shortCitation(authors: string, year: string, fallback: string): string {
  const people = authors
    .split(/\s*;\s*|\s+and\s+|\s*&\s*/)
    .map((person) => person.trim())
    .filter((person) => person !== '');
  const names =
    people.length === 0
      ? fallback
      : people.length === 1
        ? familyName(people[0] as string)
        : people.length === 2
          ? `${familyName(people[0] as string)} & ${familyName(people[1] as string)}`
          : `${familyName(people[0] as string)} et al.`;
  return year === '' ? names : `${names} ${year}`;
}

// ----------------------------------------------------------------------------------------- plan

interface Language extends LanguageValues {
  order: number;
}

interface Concept {
  key: string;
  gloss: string;
  concepticonId: string;
  concepticonGloss: string;
  spanish: string;
  /** The dataset's reconstruction of the concept as a whole (a column such as `ProtoAztecan`), if any. */
  proto: string;
}

interface Form {
  id: string;
  line: number;
  row: Row;
  language: Language;
  concept: Concept;
  word: string;
  loan: boolean;
  source: string;
}

/** The forms of one cognate set, and how it is named in the files. */
interface SetMembers {
  id: string;
  number: string;
  forms: Form[];
}

/** Keeps the rows of a table with a unique, non-empty id, and rejects the others. */
class RowCheck {
  readonly rejected: RejectedRow[] = [];
  private readonly rejectedIds = new Map<string, number>();

  constructor(readonly table: Table | undefined) {}

  get file(): string {
    return this.table?.file ?? '';
  }

  reject(row: Row, reasons: string[], id = ''): void {
    this.rejected.push({ file: this.file, line: row.line, reasons });
    if (id !== '' && !this.rejectedIds.has(id)) this.rejectedIds.set(id, row.line);
  }

  /** Rows with an id, each id once, in file order. */
  *unique(idColumn: Column | undefined): Generator<[string, Row]> {
    const firstLine = new Map<string, number>();
    for (const row of this.table?.rows ?? []) {
      const id = cellText(row, idColumn);
      const earlier = firstLine.get(id);
      if (row.problem !== undefined) this.reject(row, [row.problem], id);
      else if (id === '') this.reject(row, [`${idColumn?.name ?? 'ID'} is empty.`]);
      else if (earlier !== undefined)
        this.reject(row, [`${idColumn?.name ?? 'ID'} "${id}" is already on line ${earlier}.`]);
      else {
        firstLine.set(id, row.line);
        yield [id, row];
      }
    }
  }

  /** Why a reference to this table's `id` fails: not there, or on a rejected row. */
  missing(column: string, id: string): string {
    const line = this.rejectedIds.get(id);
    return line === undefined
      ? `${column} "${id}" is not in ${this.file}.`
      : `${column} "${id}" refers to line ${line} of ${this.file}, which is rejected.`;
  }
}

/** What the steps of {@link planImport} add to as they go: rows that cannot be used, and notes. */
interface Findings {
  rejected: RejectedRow[];
  notes: string[];
}

/**
 * Maps a whole dataset. Every row that cannot be used is in `rejected` with its file and
 * line; `rows` holds the others (what `--skip-invalid` imports).
 */
export function planImport(dataset: CldfDataset): CldfPlan {
  const { FormTable: formTable, CognateTable: cognateTable, CognatesetTable: cognatesetTable } = dataset.tables;
  const found: Findings = { rejected: [], notes: [] };
  const bib = sourcesOf(dataset, found);
  const { values: datasetValues, collection } = datasetOf(dataset.metadata, bib.sources);
  const languages = languagesOf(dataset.tables.LanguageTable, found);
  const concepts = conceptsOf(dataset.tables.ParameterTable, found);
  const forms = formsOf(formTable, languages, concepts, found);
  markProtoLanguages(forms.byId);

  // Cognate judgements: the CognateTable, else a cognate-set column of the forms.
  const judged = cognateTable
    ? judgementsOfTable(cognateTable, forms.byId, forms.check, found.rejected, found.notes)
    : judgementsOfForms(forms.byId, forms.columns.cognacy);
  const setInfo = cognatesetTable ? cognatesetsOf(cognatesetTable, found.rejected) : new Map<string, SetDescription>();
  const sets = familySets(judged, setInfo, cognatesetTable, found.notes);
  const reconstructed = [...languages.byId.values()].filter((language) => language.reconstructed);
  const setValues = setValuesOf(sets, setInfo, {
    collection,
    proto: protoLabelOf(concepts.columns.proto?.name, reconstructed),
    reconstructed,
    file: cognateTable?.file ?? formTable?.file ?? '',
    forms: forms.columns,
  });
  creditLanguages(forms.byId, bib, found.notes);

  return {
    rows: {
      dataset: datasetValues,
      sources: bib.sources,
      languages: [...languages.byId.values()].map(({ order: _order, ...values }) => values),
      concepts: [...concepts.byId.values()].map(conceptValues),
      sets: setValues,
      cognates: cognatesOf(forms.byId, sets),
    },
    rejected: found.rejected,
    notes: found.notes,
    read: {
      languages: dataset.tables.LanguageTable?.rows.length ?? 0,
      concepts: dataset.tables.ParameterTable?.rows.length ?? 0,
      forms: formTable?.rows.length ?? 0,
      judgements: cognateTable?.rows.length ?? 0,
      cognateSets: cognatesetTable?.rows.length ?? 0,
      sources: bib.entries,
    },
  };
}

/** The dataset's BibTeX entries, each key once. */
interface Bibliography {
  sources: SourceValues[];
  /** The line of each key, lower-cased: what forms may cite. */
  lines: Map<string, number>;
  file: string;
  /** Entries read, valid or not. */
  entries: number;
}

function sourcesOf(dataset: CldfDataset, found: Findings): Bibliography {
  const bib = dataset.bibtex ? parseBibtex(dataset.bibtex.text) : { entries: [], problems: [] };
  const file = dataset.bibtex?.file ?? 'sources.bib';
  found.rejected.push(...bib.problems.map(({ line, reason }) => ({ file, line, reasons: [reason] })));
  const sources: SourceValues[] = [];
  const lines = new Map<string, number>();
  for (const entry of bib.entries) {
    const forbidden = forbiddenCharacter(entry.raw);
    if (forbidden !== null) {
      // The line of the character itself, in the entry that starts on entry.line.
      const before = entry.raw.slice(0, forbiddenAt(entry.raw));
      const line = entry.line + (before.match(/\n/g)?.length ?? 0);
      found.rejected.push({ file, line, reasons: [`The entry "${entry.key}" ${forbidden}`] });
      continue;
    }
    const earlier = lines.get(entry.key.toLowerCase());
    if (earlier !== undefined) {
      found.rejected.push({
        file,
        line: entry.line,
        reasons: [`The key "${entry.key}" is already on line ${earlier}.`],
      });
      continue;
    }
    lines.set(entry.key.toLowerCase(), entry.line);
    sources.push({
      key: entry.key,
      title: latexToText(entry.fields.title ?? entry.fields.booktitle ?? ''),
      authors: bibPeople(entry.fields.author ?? entry.fields.editor ?? '').join('; '),
      year: latexToText(entry.fields.year ?? ''),
      bibtex: entry.raw,
    });
  }
  return { sources, lines, file, entries: bib.entries.length + bib.problems.length };
}

/** The dataset, credited by its citation's authors and year, else by the BibTeX entry the citation quotes. */
function datasetOf(
  metadata: CldfDataset['metadata'],
  sources: SourceValues[],
): { values: DatasetValues; collection: string } {
  const quoted = sources.find(
    (source) => source.title !== '' && foldNahuatl(metadata.citation).includes(foldNahuatl(source.title)),
  );
  const credit =
    citationAuthors(metadata.citation) ??
    (quoted ? { authors: quoted.authors, year: quoted.year } : { authors: '', year: '' });
  return {
    values: {
      key: metadata.key,
      title: metadata.title,
      citation: metadata.citation,
      authors: credit.authors,
      year: credit.year,
      licence: metadata.licence,
      url: metadata.url,
    },
    collection: shortCitation(credit.authors, credit.year, metadata.title),
  };
}

function languagesOf(table: Table | undefined, found: Findings) {
  const byId = new Map<string, Language>();
  const check = new RowCheck(table);
  const columns = {
    id: termColumn(table, 'id'),
    name: termColumn(table, 'name'),
    glottocode: termColumn(table, 'glottocode'),
    iso639: termColumn(table, 'iso639P3code'),
    family: namedColumn(table, /^family(_?name)?$/i),
    source: termColumn(table, 'source') ?? namedColumn(table, /^sources?$/i),
  };
  for (const [id, row] of check.unique(columns.id)) {
    const language = languageOf(id, byId.size, {
      name: cellText(row, columns.name),
      glottocode: cellText(row, columns.glottocode),
      iso639: cellText(row, columns.iso639),
      family: cellText(row, columns.family),
      source: cellList(row, columns.source).join('; '),
    });
    const reasons = languageLimits(language, columns.id?.name ?? 'ID', columns.name?.name);
    if (reasons.length > 0) check.reject(row, reasons, id);
    else byId.set(id, language);
  }
  found.rejected.push(...check.rejected);
  return { byId, check, table };
}

/** `column: message` for each value the API would refuse as `field`, each reason once; `false` checks nothing. */
function limitReasons(checks: Array<[field: LimitedField, value: string, column: string] | false>): string[] {
  const reasons = checks.flatMap((check) => {
    if (check === false) return [];
    const [field, value, column] = check;
    const problem = apiProblem(field, value);
    return problem === null ? [] : [`${column}: ${problem}`];
  });
  return [...new Set(reasons)];
}

/** What the API would refuse of a language: its id, which cognates name it by, and its name, which sets do. */
const languageLimits = (language: Language, idColumn: string, nameColumn = idColumn) =>
  limitReasons([
    ['cognateLanguage', language.key, idColumn],
    ['setLanguage', language.name, language.name === language.key ? idColumn : nameColumn],
  ]);

/**
 * What the API would refuse of a concept: its gloss as the definition of its cognates and sets,
 * its category's word (and that word with the concept's id, the name it takes when the word is
 * taken), and its reconstruction as a set's word.
 */
function conceptLimits(
  concept: Concept,
  columns: { id?: Column; name?: Column; description?: Column; proto?: Column },
): string[] {
  const idColumn = columns.id?.name ?? 'ID';
  const glossColumn =
    concept.gloss === concept.key ? idColumn : ((columns.name ?? columns.description)?.name ?? idColumn);
  const fallback = conceptValues(concept).fallback as string;
  const word = glossWords(concept.gloss).word;
  const proto = reconstruction(concept.proto);
  const wordFits = apiProblem('categoryWord', word) === null;
  return limitReasons([
    ['cognateDefinition', concept.gloss, glossColumn],
    ['setDefinition', concept.gloss, glossColumn],
    ['categoryWord', word, glossColumn],
    wordFits && [
      'categoryWord',
      fallback,
      `${glossColumn} and ${idColumn} (the category word "word (id)", which the concept takes when its word is taken)`,
    ],
    proto !== '' && ['setWord', proto, columns.proto?.name ?? 'Proto'],
  ]);
}

function conceptsOf(table: Table | undefined, found: Findings) {
  const byId = new Map<string, Concept>();
  const check = new RowCheck(table);
  const columns = {
    id: termColumn(table, 'id'),
    name: termColumn(table, 'name'),
    description: termColumn(table, 'description'),
    concepticonId: termColumn(table, 'concepticonReference'),
    concepticonGloss: namedColumn(table, /^concepticon_?gloss$/i),
    spanish: namedColumn(table, /spanish|espa[nñ]ol/i),
    proto: namedColumn(table, /^proto|^reconstruct/i),
  };
  for (const [id, row] of check.unique(columns.id)) {
    const concept = {
      key: id,
      gloss: collapse(cellText(row, columns.name) || cellText(row, columns.description) || id),
      concepticonId: cellText(row, columns.concepticonId),
      concepticonGloss: cellText(row, columns.concepticonGloss),
      spanish: cellText(row, columns.spanish),
      proto: cellText(row, columns.proto),
    };
    const reasons = conceptLimits(concept, columns);
    if (reasons.length > 0) check.reject(row, reasons, id);
    else byId.set(id, concept);
  }
  found.rejected.push(...check.rejected);
  return { byId, check, table, columns };
}

type Languages = ReturnType<typeof languagesOf>;
type Concepts = ReturnType<typeof conceptsOf>;

/** The columns of the FormTable the import reads. */
function formColumnsOf(table: Table | undefined) {
  return {
    id: termColumn(table, 'id'),
    language: termColumn(table, 'languageReference'),
    parameter: termColumn(table, 'parameterReference'),
    form: termColumn(table, 'form'),
    value: termColumn(table, 'value'),
    comment: termColumn(table, 'comment'),
    source: termColumn(table, 'source'),
    loan: namedColumn(table, /^loan$/i),
    cognacy: termColumn(table, 'cognatesetReference') ?? namedColumn(table, /^cognacy$/i),
  };
}
type FormColumns = ReturnType<typeof formColumnsOf>;

/**
 * The forms with a language, a concept and a word. Without a language or parameter table, the
 * ids the forms use are the languages and concepts, added to them here.
 */
function formsOf(table: Table | undefined, languages: Languages, concepts: Concepts, found: Findings) {
  const check = new RowCheck(table);
  const columns = formColumnsOf(table);
  const byId = new Map<string, Form>();
  for (const [id, row] of check.unique(columns.id)) {
    const languageId = cellText(row, columns.language);
    const conceptId = cellText(row, columns.parameter);
    const word = cleanForm(cellText(row, columns.form)) || cleanForm(cellText(row, columns.value));
    const formColumn = (columns.form ?? columns.value)?.name ?? 'Form';
    const label = columns.cognacy === undefined ? '' : cognacyLabel(row, columns.cognacy);
    const reasons = [
      ...languageProblems(languageId, columns, languages),
      ...conceptProblems(conceptId, columns, concepts),
      ...(word === ''
        ? [emptyFormReason(columns)]
        : limitReasons([
            ['cognateWord', word, formColumn],
            ['setWord', word, formColumn],
          ])),
      ...limitReasons([['setNumber', label, columns.cognacy?.name ?? 'Cognacy']]),
    ];
    if (reasons.length > 0) {
      check.reject(row, reasons, id);
      continue;
    }
    byId.set(id, {
      id,
      line: row.line,
      row,
      language: languages.byId.get(languageId) as Language,
      concept: concepts.byId.get(conceptId) as Concept,
      word,
      loan: TRUE.has(cellText(row, columns.loan).toLowerCase()),
      source: cellList(row, columns.source).join('; '),
    });
  }
  found.rejected.push(...check.rejected);
  return { byId, check, columns };
}

/** Why a form's language cannot be used; a language first named by a form of a dataset without a language table is added. */
function languageProblems(id: string, columns: FormColumns, languages: Languages): string[] {
  const column = columns.language?.name ?? 'Language_ID';
  if (id === '') return [`There is no language: ${columns.language?.name ?? 'the language column'} is empty.`];
  if (languages.table === undefined && !languages.byId.has(id)) {
    const language = languageOf(id, languages.byId.size);
    const reasons = languageLimits(language, column);
    if (reasons.length > 0) return reasons;
    languages.byId.set(id, language);
  } else if (!languages.byId.has(id)) return [languages.check.missing(column, id)];
  return [];
}

/** Why a form's concept cannot be used; a concept first named by a form of a dataset without a parameter table is added. */
function conceptProblems(id: string, columns: FormColumns, concepts: Concepts): string[] {
  const column = columns.parameter?.name ?? 'Parameter_ID';
  if (id === '') return [`There is no concept: ${columns.parameter?.name ?? 'the parameter column'} is empty.`];
  if (concepts.table === undefined && !concepts.byId.has(id)) {
    const concept = { key: id, gloss: id, concepticonId: '', concepticonGloss: '', spanish: '', proto: '' };
    const reasons = conceptLimits(concept, { id: columns.parameter });
    if (reasons.length > 0) return reasons;
    concepts.byId.set(id, concept);
  } else if (!concepts.byId.has(id)) return [concepts.check.missing(column, id)];
  return [];
}

const emptyFormReason = (columns: FormColumns) =>
  columns.form
    ? `The form is empty (${columns.form.name}${columns.value ? ` and ${columns.value.name}` : ''}).`
    : 'The form is empty.';

/** A proto-language: named so, or one whose every form is starred. */
function markProtoLanguages(forms: Map<string, Form>): void {
  const unstarred = new Set<Language>();
  const withForms = new Set<Language>();
  for (const form of forms.values()) {
    withForms.add(form.language);
    if (!form.word.startsWith('*')) unstarred.add(form.language);
  }
  for (const language of withForms) if (!unstarred.has(language)) language.reconstructed = true;
}

type FamilySet = SetMembers & { concept: Concept };

/** The sets with forms of Uto-Aztecan languages, under their main concept; forms of other languages stay cognates, but outside every set. */
function familySets(
  judged: Map<string, SetMembers>,
  setInfo: Map<string, SetDescription>,
  cognatesetTable: Table | undefined,
  notes: string[],
): FamilySet[] {
  const outside = [...judged.values()].flatMap((set) => set.forms.filter((form) => !form.language.in_family));
  if (outside.length > 0) {
    const names = [...new Set(outside.map((form) => form.language.name))].join(', ');
    notes.push(
      `${count(outside.length, 'form')} of languages outside Uto-Aztecan (${names}) ${outside.length === 1 ? 'is' : 'are'} imported without ${outside.length === 1 ? 'its' : 'their'} cognate set.`,
    );
  }
  const sets: FamilySet[] = [];
  for (const members of judged.values()) {
    const inFamily = members.forms.filter((form) => form.language.in_family);
    if (inFamily.length > 0) sets.push({ ...members, forms: inFamily, concept: mainConcept(inFamily) });
  }
  const emptySets = judged.size - sets.length;
  if (emptySets > 0)
    notes.push(
      `${count(emptySets, 'cognate set')} with only forms of languages outside Uto-Aztecan ${emptySets === 1 ? 'is' : 'are'} not imported.`,
    );
  const unused = [...setInfo.keys()].filter((id) => !judged.has(id)).length;
  if (unused > 0)
    notes.push(
      `${count(unused, 'cognate set')} of ${cognatesetTable?.file} ${unused === 1 ? 'has' : 'have'} no forms and ${unused === 1 ? 'is' : 'are'} not imported.`,
    );
  return sets;
}

/** What naming a set's word and writing its original text need to know of the dataset. */
interface SetNaming {
  /** The short citation the set's forms are collected under. */
  collection: string;
  /** What a reconstruction in the concept table is labelled ({@link protoLabelOf}). */
  proto: string;
  reconstructed: Language[];
  /** The file the set's forms are judged in. */
  file: string;
  forms: FormColumns;
}

function setValuesOf(sets: FamilySet[], setInfo: Map<string, SetDescription>, naming: SetNaming): CognateSetValues[] {
  const setsOfConcept = new Map<Concept, number>();
  for (const set of sets) setsOfConcept.set(set.concept, (setsOfConcept.get(set.concept) ?? 0) + 1);
  const { forms: columns } = naming;
  const shown = [columns.id, columns.language, columns.value, columns.form, columns.source, columns.comment].filter(
    (column): column is Column => column !== undefined,
  );
  return sets.map((set) => {
    const description = setInfo.get(set.id);
    const only = setsOfConcept.get(set.concept) === 1;
    return {
      key: set.id,
      ...namedWord(set.forms, description, set.concept, only, naming.proto, naming.reconstructed),
      definition: set.concept.gloss,
      number: set.number,
      concept: set.concept.key,
      collections: JSON.stringify([{ name: naming.collection, count: set.forms.length }]),
      original_text: originalText(set, description, naming.file, shown, columns.comment),
    };
  });
}

/** Every form is a cognate, in its set when it is in one. */
function cognatesOf(forms: Map<string, Form>, sets: FamilySet[]): CognateValues[] {
  const setOfForm = new Map<Form, string>();
  for (const set of sets) for (const form of set.forms) setOfForm.set(form, set.id);
  return [...forms.values()].map((form) => ({
    key: form.id,
    language: form.language.key,
    word: form.word,
    definition: form.concept.gloss,
    reconstructed: form.word.startsWith('*') || form.language.reconstructed,
    loan: form.loan,
    source: form.source,
    set: setOfForm.get(form) ?? null,
    concept: form.concept.key,
  }));
}

/**
 * A language that names no source is credited to the source its forms cite most (when the
 * BibTeX file has it); sources cited but missing from it are noted.
 */
function creditLanguages(forms: Map<string, Form>, bib: Bibliography, notes: string[]): void {
  const citedBy = (form: Form) =>
    form.source
      .split('; ')
      .map((ref) => ref.replace(/\[.*$/, '').trim())
      .filter((ref) => ref !== '');
  const tallies = new Map<Language, Map<string, number>>();
  for (const form of forms.values()) {
    if (form.language.source !== '') continue;
    const tally = tallies.get(form.language) ?? new Map<string, number>();
    for (const ref of citedBy(form)) if (bib.lines.has(ref.toLowerCase())) tally.set(ref, (tally.get(ref) ?? 0) + 1);
    tallies.set(form.language, tally);
  }
  for (const [language, tally] of tallies) {
    const best = [...tally].sort((a, b) => b[1] - a[1])[0];
    if (best)
      language.source =
        bib.sources.find((source) => source.key.toLowerCase() === best[0].toLowerCase())?.key ?? best[0];
  }
  const cited = new Set([...forms.values()].flatMap(citedBy));
  const uncited = [...cited].filter((key) => !bib.lines.has(key.toLowerCase()));
  if (uncited.length > 0)
    notes.push(`Forms cite ${count(uncited.length, 'source')} that ${bib.file} lacks: ${uncited.join(', ')}.`);
}

const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

function languageOf(
  key: string,
  order: number,
  fields: Partial<Pick<LanguageValues, 'name' | 'glottocode' | 'iso639' | 'family' | 'source'>> = {},
): Language {
  const name = fields.name || key;
  const family = fields.family ?? '';
  return {
    key,
    order,
    name,
    glottocode: fields.glottocode ?? '',
    iso639: fields.iso639 ?? '',
    family,
    reconstructed: /^proto/i.test(name),
    in_family: family === '' || UTO_AZTECAN.test(family),
    source: fields.source ?? '',
  };
}

/** A concept as the store matches it: its names (the clean gloss, then ones that tell it apart) and search words. */
function conceptValues(concept: Concept): ConceptValues {
  const { word, extra } = glossWords(concept.gloss);
  const concepticon = concept.concepticonGloss.toLowerCase();
  const names = distinctWords([word, ...(concepticon ? [concepticon] : []), concept.gloss, `${word} (${concept.key})`]);
  const words = distinctWords([
    ...glossItems(word),
    ...extra,
    ...glossItems(concept.spanish),
    ...concepticonWords(concept.concepticonGloss),
  ]);
  return {
    key: concept.key,
    // Names the API would refuse as a category's word are not tried; the first, the word, is checked with the row.
    names: names.filter((name) => apiProblem('categoryWord', name) === null),
    fallback: `${names[0] ?? concept.key} (${concept.key})`,
    words: fittedSearchWords(words),
    concepticonId: concept.concepticonId,
  };
}

/** The concept most of a set's forms gloss; on a tie, that of its first form. */
function mainConcept(forms: Form[]): Concept {
  const tally = new Map<Concept, number>();
  for (const form of forms) tally.set(form.concept, (tally.get(form.concept) ?? 0) + 1);
  let best = (forms[0] as Form).concept;
  for (const [concept, n] of tally) if (n > (tally.get(best) ?? 0)) best = concept;
  return best;
}

// ------------------------------------------------------------------------------------ judgements

function judgementsOfTable(
  table: Table,
  forms: Map<string, Form>,
  formCheck: RowCheck,
  rejected: RejectedRow[],
  notes: string[],
): Map<string, SetMembers> {
  const formColumn = termColumn(table, 'formReference');
  const setColumn = termColumn(table, 'cognatesetReference');
  const sets = new Map<string, SetMembers>();
  const setOf = new Map<Form, string>();
  let unjudged = 0;
  let twice = 0;
  for (const row of table.rows) {
    const formId = cellText(row, formColumn);
    const setId = cellText(row, setColumn);
    if (row.problem !== undefined) {
      rejected.push({ file: table.file, line: row.line, reasons: [row.problem] });
      continue;
    }
    if (formId === '') {
      rejected.push({ file: table.file, line: row.line, reasons: [`${formColumn?.name ?? 'Form_ID'} is empty.`] });
      continue;
    }
    const form = forms.get(formId);
    if (form === undefined) {
      rejected.push({
        file: table.file,
        line: row.line,
        reasons: [formCheck.missing(formColumn?.name ?? 'Form_ID', formId)],
      });
      continue;
    }
    if (setId === '') {
      unjudged += 1;
      continue;
    }
    const tooLong = limitReasons([['setNumber', setId, setColumn?.name ?? 'Cognateset_ID']]);
    if (tooLong.length > 0) {
      rejected.push({ file: table.file, line: row.line, reasons: tooLong });
      continue;
    }
    const earlier = setOf.get(form);
    if (earlier !== undefined) {
      if (earlier !== setId) twice += 1;
      continue;
    }
    setOf.set(form, setId);
    if (!sets.has(setId)) sets.set(setId, { id: setId, number: setId, forms: [] });
    sets.get(setId)?.forms.push(form);
  }
  if (unjudged > 0) notes.push(`${count(unjudged, 'row')} of ${table.file} name no cognate set and are skipped.`);
  if (twice > 0)
    notes.push(
      `${count(twice, 'form')} judged into a second cognate set ${twice === 1 ? 'stays' : 'stay'} in the first (a cognate is in one set).`,
    );
  return sets;
}

/** The set a `Cognacy` cell names: its first label. */
const cognacyLabel = (row: Row, column: Column) => (cellText(row, column).split(/[,;]/)[0] ?? '').trim();

/**
 * Sets from a `Cognacy` column. When one label is used under several concepts the dataset
 * numbers its sets within each concept (lexibank's habit), so the set is the concept and the label.
 */
function judgementsOfForms(forms: Map<string, Form>, column: Column | undefined): Map<string, SetMembers> {
  const sets = new Map<string, SetMembers>();
  if (column === undefined) return sets;
  const labelled = [...forms.values()]
    .map((form) => ({ form, label: cognacyLabel(form.row, column) }))
    .filter(({ label }) => label !== '');
  const conceptsOfLabel = new Map<string, Set<Concept>>();
  for (const { form, label } of labelled)
    conceptsOfLabel.set(label, (conceptsOfLabel.get(label) ?? new Set()).add(form.concept));
  const withinConcepts = [...conceptsOfLabel.values()].some((concepts) => concepts.size > 1);
  for (const { form, label } of labelled) {
    const id = withinConcepts ? `${form.concept.key}-${label}` : label;
    if (!sets.has(id)) sets.set(id, { id, number: label, forms: [] });
    sets.get(id)?.forms.push(form);
  }
  return sets;
}

interface SetDescription {
  name: string;
  description: string;
}

function cognatesetsOf(table: Table, rejected: RejectedRow[]): Map<string, SetDescription> {
  const check = new RowCheck(table);
  const name = termColumn(table, 'name');
  const description = termColumn(table, 'description');
  const sets = new Map<string, SetDescription>();
  for (const [id, row] of check.unique(termColumn(table, 'id'))) {
    const set = { name: cellText(row, name), description: cellText(row, description) };
    // The set's number is its id; its word may be a reconstruction its name or description gives.
    const [fromName, fromDescription] = [reconstruction(set.name), reconstruction(set.description)];
    const reasons = limitReasons([
      ['setNumber', id, termColumn(table, 'id')?.name ?? 'ID'],
      fromName !== '' && ['setWord', fromName, name?.name ?? 'Name'],
      fromDescription !== '' && ['setWord', fromDescription, description?.name ?? 'Description'],
    ]);
    if (reasons.length > 0) check.reject(row, reasons, id);
    else sets.set(id, set);
  }
  rejected.push(...check.rejected);
  return sets;
}

// ------------------------------------------------------------------------------ the set's word

/** "ProtoAztecan" → "Proto-Aztecan": the language a proto-form column speaks for, or the dataset's one proto-language. */
function protoLabelOf(column: string | undefined, reconstructed: Language[]): string {
  const rest = (column ?? '')
    .replace(/^proto[-_ ]?/i, '')
    .replace(/_/g, ' ')
    .trim();
  const named = rest !== '' && !/^forms?$/i.test(rest) ? `Proto-${rest}` : '';
  const same = reconstructed.find(
    (language) => foldNahuatl(language.name).replace(/[^a-z]/g, '') === foldNahuatl(named).replace(/[^a-z]/g, ''),
  );
  if (same) return same.name;
  // A label from a column's name, which no row checks: one the API would refuse is not used.
  if (named !== '' && apiProblem('setLanguage', named) === null) return named;
  return reconstructed.length === 1 ? (reconstructed[0] as Language).name : 'Reconstruction';
}

/** A reconstruction given as text ("*nɨx-tlɨ ?" but not "?" or "-"). */
const reconstruction = (text: string) => (cleanForm(text).startsWith('*') ? cleanForm(text) : '');

/**
 * The word a set is known by: its proto-language form; else a reconstruction the dataset
 * gives for the set (CognatesetTable) or, when the set is its concept's only one, for the
 * concept (a proto-form column); else its most widespread form, the one most languages share.
 */
function namedWord(
  forms: Form[],
  description: SetDescription | undefined,
  concept: Concept,
  onlySetOfConcept: boolean,
  protoLabel: string,
  reconstructed: Language[],
): Pick<CognateSetValues, 'word' | 'set' | 'reconstructed'> {
  const byLanguage = [...forms].sort((a, b) => a.language.order - b.language.order || a.line - b.line);
  const proto = byLanguage.find((form) => form.language.reconstructed);
  if (proto) return { word: proto.word, set: proto.language.name, reconstructed: true };
  const given = reconstruction(description?.name ?? '') || reconstruction(description?.description ?? '');
  if (given)
    return {
      word: given,
      set: reconstructed.length === 1 ? (reconstructed[0] as Language).name : protoLabel,
      reconstructed: true,
    };
  const conceptProto = onlySetOfConcept ? reconstruction(concept.proto) : '';
  if (conceptProto) return { word: conceptProto, set: protoLabel, reconstructed: true };
  const languagesOf = new Map<string, Set<Language>>();
  for (const form of byLanguage) {
    const key = foldNahuatl(form.word);
    languagesOf.set(key, (languagesOf.get(key) ?? new Set()).add(form.language));
  }
  // byLanguage is in language order, so on a tie the form of the earliest language wins.
  let best = byLanguage[0] as Form;
  for (const form of byLanguage) {
    if ((languagesOf.get(foldNahuatl(form.word))?.size ?? 0) > (languagesOf.get(foldNahuatl(best.word))?.size ?? 0))
      best = form;
  }
  return { word: best.word, set: best.language.name, reconstructed: false };
}

/** The set's rows as the files have them, for "Show original": the judgement's file, then one line per form. */
function originalText(
  set: SetMembers,
  description: SetDescription | undefined,
  file: string,
  columns: Column[],
  comment: Column | undefined,
): string {
  const shown = columns.filter(
    (column) => column !== comment || set.forms.some((form) => cellText(form.row, comment) !== ''),
  );
  const lines = [`Cognate set ${set.number} (${file})`];
  if (description?.name) lines.push(`Name: ${description.name}`);
  if (description?.description) lines.push(`Description: ${description.description}`);
  lines.push(shown.map((column) => column.name).join(' | '));
  const heading = lines.length;
  const inFileOrder = [...set.forms].sort((a, b) => a.line - b.line);
  for (const form of inFileOrder)
    lines.push(shown.map((column) => (form.row.cells.get(column.name) ?? '').trim()).join(' | '));
  // A set of many forms may hold more than the API keeps: the first rows, and how many more.
  return fittedOriginalText(lines, heading, file);
}
