import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: SQLite under data/db on 127.0.0.1:8000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 8000, DATABASE_URL: 'sqlite:data/db/nahuatl.sqlite', SEED: true });
    expect(config.SESSION_SECRET).toBeUndefined();
  });

  it('accepts PostgreSQL URLs and ignores empty values', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/n', PORT: '' }).DATABASE_URL).toBe('postgres://u:p@db:5432/n');
  });

  it('lists every problem at once', () => {
    let problems: string[] = [];
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', SEED: 'maybe' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'DATABASE_URL', 'SESSION_SECRET', 'SEED']);
    expect(problems[0]).toBe('PORT: must be a whole number from 0 to 65535');
  });
});
