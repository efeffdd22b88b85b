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

  it('limits writes to 120 a minute per user and 600 per address unless told otherwise, and refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({ WRITES_PER_MINUTE_PER_USER: 120, WRITES_PER_MINUTE_PER_ADDRESS: 600 });
    expect(loadConfig({ WRITES_PER_MINUTE_PER_USER: '30', WRITES_PER_MINUTE_PER_ADDRESS: '3000' })).toMatchObject({
      WRITES_PER_MINUTE_PER_USER: 30,
      WRITES_PER_MINUTE_PER_ADDRESS: 3000,
    });
    expect(() => loadConfig({ WRITES_PER_MINUTE_PER_USER: '0' })).toThrow(/WRITES_PER_MINUTE_PER_USER: must be at least 1/);
    expect(() => loadConfig({ WRITES_PER_MINUTE_PER_ADDRESS: 'many' })).toThrow(/WRITES_PER_MINUTE_PER_ADDRESS: must be a whole number/);
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
