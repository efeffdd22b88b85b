import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../test/harness';

let t: TestApp;
let document: { servers: unknown[]; paths: Record<string, Record<string, Record<string, unknown>>> };

beforeAll(async () => {
  t = await createTestApp();
  document = (await new TestClient(t.app).get('/api/schema/')).json();
});
afterAll(() => t.close());

const operations = () => Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ path, method, op })));

describe('the OpenAPI document', () => {
  it('passes `redocly lint` with the recommended rules and the committed config, without a warning', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
      // The CLI exits 1 on an error; its JSON report is read either way.
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', 'redocly.yaml', '--format=json', '--max-problems=1000'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string }> };
      expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names every operation uniquely and says who may call it', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers).not.toHaveLength(0);
    const security = (path: string, method: string) => document.paths[path]![method]!.security;
    expect(security('/utoaztecan/api/pattern/', 'get')).toEqual([{}, { session: [] }]);
    expect(security('/utoaztecan/api/pattern/', 'post')).toEqual([{ session: [], csrf: [] }]);
    expect(security('/accounts/login/', 'post')).toEqual([{ csrf: [] }]);
  });

  it('documents paging and every declared filter of a list, with their types', () => {
    const query = (parameters: unknown) => (parameters as Array<{ name: string; in: string; schema: { type: string } }>).filter((p) => p.in === 'query');
    const parameters = query(document.paths['/utoaztecan/api/vocabulary/']!.get!.parameters);
    const types = Object.fromEntries(parameters.map((p) => [p.name, p.schema.type]));
    expect(types).toEqual({ page: 'integer', page_size: 'integer', plain__icontains: 'string', favorite: 'boolean', tag: 'string', owner: 'integer', language: 'string' });
    const words = query(document.paths['/utoaztecan/api/nahuatl/']!.get!.parameters);
    expect(words.map((p) => p.name)).toEqual(['page', 'page_size', 'plain__istartswith', 'word', 'type', 'letter', 'modern_letter', 'recorded', 'search']);
  });
});

describe('the languages in the OpenAPI document', () => {
  it('documents Accept-Language on every operation and Content-Language on its error answers', () => {
    for (const { path, method, op } of operations()) {
      expect(op.parameters, `${method} ${path}`).toContainEqual({ $ref: '#/components/parameters/AcceptLanguage' });
      const answers = op.responses as Record<string, { headers?: Record<string, { schema: unknown }> }>;
      for (const status of ['400', '403', '503']) {
        expect(answers[status]!.headers!['Content-Language']!.schema, `${method} ${path} ${status}`).toEqual({ type: 'string', enum: ['es', 'en'] });
      }
    }
  });

  it('shows the current user with their stored language, which PATCH sets to es, en or null', () => {
    const me = document.paths['/utoaztecan/api/users/{id}/']!;
    const shown = (me.get!.responses as Record<string, { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> }>)['200']!
      .content['application/json']!.schema;
    expect(shown.required).toContain('language');
    const set = (me.patch!.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> }).content['application/json']!.schema;
    for (const schema of [shown.properties.language, set.properties.language]) {
      expect(schema).toMatchObject({ anyOf: [{ type: 'string', enum: ['es', 'en'] }, { type: 'null' }] });
    }
  });
});
