/**
 * Markdown under hostile input (issue 29): how long the server's `renderMarkdown` holds the
 * event loop on each pathological input, at each Markdown field's length limit, and how it
 * ends (rendered, a 400 for nesting too deep, a stack overflow, or still running at the time
 * limit).
 *
 *   npx tsx bench/markdown.ts [seconds=60] [filter]
 *   npm run bench:markdown
 *
 * The inputs are the CommonMark project's pathological tests (cmark's
 * test/pathological_tests.py) and the shapes of the issue's reports, each filled up to the
 * field's limit: 20,000 characters for a vocabulary's `suggestions_raw`, 100,000 for an
 * entry's `content_raw`. Each input renders in a child process of its own (a fresh heap, and
 * one that can be stopped): after a warm-up on ordinary text, up to three renders, the
 * fastest reported as wall and CPU time (the machine is shared: CPU time moves less), with
 * the size of the HTML out (a text that amplifies shows there). A second table times
 * sanitize-html alone on 100,000 characters of raw HTML, which Markdown passes through to it.
 * `filter` runs only the inputs whose name contains it. The figures before and after decision
 * 036 are in docs/benchmarks/036-markdown.md; the run before used this script on the code of
 * 1e0f0e8 (marked).
 */

import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import sanitizeHtml from 'sanitize-html';
import { renderMarkdown } from '../src/server/http/markdown';

const FIELDS = { suggestions_raw: 20_000, content_raw: 100_000 } as const;
type Field = keyof typeof FIELDS;

/** `unit` repeated up to `max` characters, between `before` and `after`. */
const fill = (unit: string, max: number, before = '', after = '') =>
  before + unit.repeat(Math.floor((max - before.length - after.length) / unit.length)) + after;

/** `open` k times, `middle`, `close` k times, as long as `max` allows. */
const nest = (open: string, middle: string, close: string, max: number) => {
  const k = Math.floor((max - middle.length) / (open.length + close.length));
  return open.repeat(k) + middle + close.repeat(k);
};

/** Lines from `line(i)` for i = 0, 1, … while they fit in `max`. */
const lines = (line: (i: number) => string, max: number) => {
  let text = '';
  for (let i = 0; ; i += 1) {
    const next = `${line(i)}\n`;
    if (text.length + next.length > max) return text;
    text += next;
  }
};

/** The inputs, by name, each at most `max` characters. */
export const INPUTS: Record<string, (max: number) => string> = {
  // The issue's reports.
  '"_a*" × n': (max) => fill('_a*', max),
  '"*a_" × n': (max) => fill('*a_', max),
  '"[" × n': (max) => fill('[', max),
  '"`" × n': (max) => fill('`', max),
  '"<" × n': (max) => fill('<', max),
  '">" × n': (max) => fill('>', max),
  '"- " × n': (max) => fill('- ', max),
  '"1. " × n': (max) => fill('1. ', max),
  // cmark's pathological tests.
  'nested strong emph': (max) => nest('*a **a ', 'b', ' a** a*', max),
  'many emph closers with no openers': (max) => fill('a_ ', max),
  'many emph openers with no closers': (max) => fill('_a ', max),
  'many link closers with no openers': (max) => fill('a]', max),
  'many link openers with no closers': (max) => fill('[a', max),
  'mismatched openers and closers': (max) => fill('*a_ ', max),
  'openers and closers multiple of 3': (max) => fill('c* ', max, 'a**b'),
  'link openers and emph closers': (max) => fill('[ a_', max),
  'pattern "[ (](" repeated': (max) => fill('[ (](', max),
  'hard link/emph case': (max) => fill('**x [a*b**c*](d)', max),
  'nested brackets': (max) => nest('[', 'a', ']', max),
  'nested block quotes': (max) => fill('> ', max, '', 'a'),
  'deeply nested lists': (max) => lines((i) => `${'  '.repeat(i)}* a`, max),
  'U+0000 in input': (max) => fill('abc\u0000de\u0000', max),
  backticks: (max) => {
    let text = '';
    for (let i = 1; text.length + i + 1 <= max; i += 1) text += `e${'`'.repeat(i)}`;
    return text;
  },
  'unclosed links A': (max) => fill('[a](<b', max),
  'unclosed links B': (max) => fill('[a](b', max),
  'unclosed <!--': (max) => fill('<!--', max, '</'),
  'many references': (max) => fill('[a]: /u\n', max),
  // GFM and the rest of the grammar.
  'emphasis and link nesting': (max) => nest('*[', 'a', '](u)*', max),
  'nested images': (max) => nest('![', 'a', '](b)', max),
  'nested strikethrough': (max) => nest('~~', 'a', '~~', max),
  'table, many rows': (max) => fill('|x|y|\n', max, '|a|b|\n|-|-|\n'),
  'table, many columns': (max) => {
    const k = Math.floor((max - 3) / 4);
    return `|${'a|'.repeat(k)}\n|${'-|'.repeat(k)}\n`;
  },
  'table, rows of empty cells': (max) => fill('|\n', max, '|a|b|c|d|e|f|g|h|\n|-|-|-|-|-|-|-|-|\n'),
  'short rows under a wide table header': (max) => fill('|\n', max, `|${'a|'.repeat(100)}\n|${'-|'.repeat(100)}\n`),
  'a long link reference used again and again': (max) => fill('[a] ', max, `[a]: /${'x'.repeat(max / 2)}\n\n`),
  'autolinks "www."': (max) => fill('www.a.mx ', max),
  'autolinks "https://"': (max) => fill('https://a.bc/d ', max),
  'raw HTML "<a "': (max) => fill('<a ', max),
  'raw HTML "<div>"': (max) => fill('<div>', max),
  entities: (max) => fill('&amp;&#65;&copy;', max),
  'quotes, a level a line': (max) => lines((i) => `${'>'.repeat(i)} a`, max),
  // For scale: what a writer sends.
  'ordinary prose': (max) => fill('Some *text* with **strong**, a [link](https://example.org) and `code`.\n\n', max),
};

/** Raw HTML for sanitize-html alone, by name. */
const HTML: Record<string, (max: number) => string> = {
  'allowed tags "<p><em>x</em></p>"': (max) => fill('<p><em>x</em></p>', max),
  'dropped tags "<b onclick=x>"': (max) => fill('<b onclick=x>', max),
  'unclosed "<a href=\'https://a.b\'>"': (max) => fill("<a href='https://a.b'>", max),
  'scripts "<script>x</script>"': (max) => fill('<script>x</script>', max),
  '"<" × n': (max) => fill('<', max),
  'many attributes': (max) => fill(' a=b', max, '<a', '>'),
};

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

interface Measure {
  outcome: string;
  wallMs: number;
  cpuMs: number;
  /** Characters of HTML out. */
  output: number;
}

const FAILED = { wallMs: NaN, cpuMs: NaN, output: NaN };

/** In the child: the fastest of up to three runs of `work` (fewer past 5 s), and how they ended. */
function measure(work: () => string): Measure {
  const best = { wallMs: Infinity, cpuMs: Infinity, output: 0 };
  let outcome = 'rendered';
  const started = performance.now();
  for (let run = 0; run < 3 && (run === 0 || performance.now() - started < 5_000); run += 1) {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    try {
      best.output = work().length;
    } catch (error) {
      outcome =
        error instanceof RangeError
          ? 'stack overflow (a 500)'
          : (error as { statusCode?: number }).statusCode === 400
            ? 'a 400'
            : `error: ${String(error).slice(0, 60)}`;
    }
    const used = process.cpuUsage(cpu);
    best.wallMs = Math.min(best.wallMs, performance.now() - wall);
    best.cpuMs = Math.min(best.cpuMs, (used.user + used.system) / 1000);
  }
  return { outcome, ...best };
}

function child(kind: string, name: string, max: number): void {
  for (let i = 0; i < 5; i += 1) renderMarkdown(INPUTS['ordinary prose']!(5_000), 'content_raw');
  const result =
    kind === 'html'
      ? measure(() => sanitizeHtml(HTML[name]!(max), ALLOWED))
      : measure(() => renderMarkdown(INPUTS[name]!(max), 'content_raw'));
  process.stdout.write(JSON.stringify(result));
}

/** In the parent: one input in a child process, stopped after `seconds`. */
function runOne(kind: string, name: string, max: number, seconds: number): Measure {
  const args = [...process.execArgv, process.argv[1]!, '--child', kind, name, String(max)];
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: seconds * 1000, maxBuffer: 1 << 20 });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT') {
    return { outcome: `still running after ${seconds} s`, ...FAILED };
  }
  try {
    return JSON.parse(result.stdout) as Measure;
  } catch {
    return { outcome: `child failed: ${result.stderr.trim().split('\n').at(-1) ?? result.status}`, ...FAILED };
  }
}

const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en');

/** One table cell: wall / CPU ms, and the HTML's size or how it ended. */
function cell({ outcome, wallMs, cpuMs, output }: Measure): string {
  const size = output >= 1_000_000 ? `${(output / 1_000_000).toFixed(1)} MB` : `${Math.round(output / 1_000)} kB`;
  return `${ms(wallMs)} / ${ms(cpuMs)}, ${outcome === 'rendered' ? size : outcome}`;
}

const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' ');

function main(): void {
  if (process.argv[2] === '--child') {
    child(process.argv[3]!, process.argv[4]!, Number(process.argv[5]));
    return;
  }
  const seconds = Number(process.argv[2] ?? 60);
  const filter = process.argv[3] ?? '';
  console.log(`# renderMarkdown on pathological input (at most ${seconds} s a render; load ${load()})\n`);
  const fields = Object.entries(FIELDS) as [Field, number][];
  const heads = fields.map(([field, max]) => `${field} (${max.toLocaleString('en')}): wall / CPU ms, HTML out`);
  console.log(`| input | ${heads.join(' | ')} |\n|---|${fields.map(() => '---').join('|')}|`);
  for (const name of Object.keys(INPUTS).filter((key) => key.includes(filter))) {
    const cells = fields.map(([, max]) => cell(runOne('markdown', name, max, seconds)));
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  console.log(
    `\n# sanitize-html alone on 100,000 characters of HTML\n\n| input | wall / CPU ms, HTML out |\n|---|---|`,
  );
  for (const name of Object.keys(HTML).filter((key) => key.includes(filter))) {
    console.log(`| ${name} | ${cell(runOne('html', name, 100_000, seconds))} |`);
  }
  console.log(`\nload at the end: ${load()}`);
}

main();
