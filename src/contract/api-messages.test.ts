import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_CATALOGS, hasTranslation, idPieces, translateBody, translateMessage } from './api-messages';

const ROOT = join(import.meta.dirname, '../..');
const es = API_CATALOGS.es;

/** The placeholder names of an ICU message, in plurals' and selects' branches too. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentNames(element.children, names);
      continue;
    }
    names.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
  }
  return names;
}

/** An English id rendered as the server would, each placeholder given the value 7. */
const rendered = (id: string) => id.replace(/\{(\w+)\}/g, '7');

describe('the Spanish catalog of API messages', () => {
  it('holds valid ICU messages whose placeholders are exactly their English id’s', () => {
    for (const [id, translation] of Object.entries(es)) {
      const english = [...argumentNames(parse(id, { ignoreTag: true }))].sort();
      expect([...argumentNames(parse(translation, { ignoreTag: true }))].sort(), id).toEqual(english);
    }
  });

  it('has ids of plain text and `{name}` placeholders only, split as ICU reads them (decision 073)', () => {
    for (const id of Object.keys(es)) {
      const read = parse(id, { ignoreTag: true }).map((element) => {
        if (element.type !== TYPE.literal && element.type !== TYPE.argument)
          throw new Error(`${id}: an id holds only text and {name} placeholders`);
        return { placeholder: element.type === TYPE.argument, value: element.value };
      });
      expect(idPieces(id), id).toEqual(read);
    }
    expect(idPieces('Ensure this field has no more than {max} characters.')).toEqual([
      { placeholder: false, value: 'Ensure this field has no more than ' },
      { placeholder: true, value: 'max' },
      { placeholder: false, value: ' characters.' },
    ]);
  });

  it('translates each id by its own entry, however many ids could match a text', () => {
    for (const [id, translation] of Object.entries(es)) {
      const values = Object.fromEntries([...argumentNames(parse(id, { ignoreTag: true }))].map((name) => [name, 7]));
      const expected = new IntlMessageFormat(translation, 'es-MX', undefined, { ignoreTag: true }).format(values);
      expect(translateMessage(rendered(id), 'es'), id).toBe(expected);
    }
  });

  it('formats counts with plurals, and translates a message inside another', () => {
    expect(translateMessage('Request was throttled. Expected available in 1 seconds.', 'es')).toBe(
      'Demasiadas solicitudes. Vuelve a intentarlo en 1 segundo.',
    );
    expect(translateMessage('Request was throttled. Expected available in 30 seconds.', 'es')).toBe(
      'Demasiadas solicitudes. Vuelve a intentarlo en 30 segundos.',
    );
    expect(translateMessage('CSRF Failed: CSRF token incorrect.', 'es')).toBe(
      'Falló la verificación CSRF: El token CSRF es incorrecto.',
    );
    expect(translateMessage('Unknown filter. Allowed: none.', 'es')).toBe('Filtro desconocido. Se permiten: ninguno.');
    expect(translateMessage('Must be one of classical, other, or null for Huasteca Nahuatl.', 'es')).toBe(
      'Debe ser uno de estos: classical, other, o null para el náhuatl de la Huasteca.',
    );
  });

  it('leaves English, field names and unknown texts as they are, and the body it was given unchanged', () => {
    const body = { title: ['This field is required.'], 'templates.0': ['{V1} is not a declared variable.'] };
    expect(translateBody(body, 'en')).toBe(body);
    expect(translateBody(body, 'es')).toEqual({
      title: ['Este campo es obligatorio.'],
      'templates.0': ['{V1} no es una variable declarada.'],
    });
    expect(body.title).toEqual(['This field is required.']);
    expect(translateMessage('Something the catalog has never seen.', 'es')).toBe(
      'Something the catalog has never seen.',
    );
  });
});

/*
 * Every message the server can produce, found in its sources: each string or template literal
 * that reads as a sentence (a capital letter or a placeholder first, a space, a full stop or a
 * placeholder last) in the contract and the server's HTTP code. What is not an API message
 * is left out by where it stands (an operation's summary, a log line, a thrown Error that the
 * error handler answers with a 500) or listed below with its reason.
 */
const NOT_API_MESSAGES = new Map([
  // Plain text for the operator, who runs the server without having built the web app.
  ['The web app has not been built: run `npm run build`.', 'operator'],
]);

/** Folders whose texts never reach an API answer: the start-up, the seed, the imports' reports (a CLI's), the database layer. */
const NOT_THE_API =
  /^src\/server\/(main|boot|config)\.ts$|^src\/server\/(seed|import|db|test)\/|^src\/server\/http\/openapi\.ts$/;

function messageSources(): string[] {
  const files = (dir: string) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `${dir}/${file}`);
  return [...files('src/contract'), ...files('src/server')].filter((file) => !NOT_THE_API.test(file));
}

/** Whether a literal stands where no API message does. */
function outsideMessages(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && /^(summary|listSummary|description)$/.test(parent.name.getText())) return true;
  for (let at: ts.Node = parent; !ts.isSourceFile(at); at = at.parent) {
    if (ts.isNewExpression(at) && /^(Type|Range)?Error$/.test(at.expression.getText())) return true;
    if (ts.isCallExpression(at) && /^log$|(\blog|console)\.\w+$|\.describe$/.test(at.expression.getText())) return true;
    if (ts.isPropertyAssignment(at) && /^(summary|listSummary)$/.test(at.name.getText())) return true;
  }
  return false;
}

/** The texts of message-like literals in `file`, each placeholder of a template given the value 7. */
function messagesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) || ts.isImportDeclaration(node)) return;
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('');
    if (
      text !== null &&
      /^([A-Z]|\{?7)/.test(text) &&
      / /.test(text) &&
      /[a-z]/.test(text) &&
      /(\.|7)$/.test(text) &&
      !outsideMessages(node)
    ) {
      found.push(text);
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('every message in the sources', () => {
  const messages = messageSources().flatMap((file) => messagesIn(file).map((text) => ({ file, text })));

  it('is found: the scan sees the messages of the contract, the error catalogue and the routes', () => {
    const texts = messages.map((message) => message.text);
    expect(texts).toContain('This field is required.');
    expect(texts).toContain('Not found.');
    expect(texts).toContain('Ensure this field has no more than 7 characters.');
    expect(texts).toContain('7 is not a declared variable.');
    expect(texts).toContain(
      'Please enter a correct username and password. Note that both fields may be case-sensitive.',
    );
    expect(messages.length).toBeGreaterThan(100);
  });

  it('has a Spanish translation', () => {
    const untranslated = messages.filter(({ text }) => !NOT_API_MESSAGES.has(text) && !hasTranslation(text, 'es'));
    expect(untranslated.map(({ file, text }) => `${file}: ${text}`)).toEqual([]);
  });
});
