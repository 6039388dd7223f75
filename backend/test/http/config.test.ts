import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('configuration', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      admin: undefined,
      seedDemoData: true,
    });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        BACKEND_PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_MOBILE: '123',
        SMTP_URL: 'http://mail',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('BACKEND_PORT');
    expect(problems).toContain('DATABASE_URL must be a postgres:// URL');
    expect(problems).toContain('ADMIN_MOBILE must be 10 digits');
    expect(problems).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
  });

  it('takes the direct URL for sessions beside a pooler, DATABASE_URL when it is unset', () => {
    const pooler = 'postgres://app@127.0.0.1:6432/ccl';
    const server = 'postgres://app@127.0.0.1:5432/ccl';
    expect(loadConfig({ DATABASE_URL: server }).databaseDirectUrl).toBe(server);
    expect(
      loadConfig({ DATABASE_URL: pooler, DATABASE_DIRECT_URL: server }).databaseDirectUrl,
    ).toBe(server);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: server })).toThrow(
      'DATABASE_DIRECT_URL needs DATABASE_URL',
    );
  });

  it('needs the organiser mobile and password together', () => {
    expect(() => loadConfig({ ADMIN_MOBILE: '9876543210' })).toThrow(ConfigError);
    expect(
      loadConfig({ ADMIN_MOBILE: '9876543210', ADMIN_PASSWORD: 'secret1' }).admin,
    ).toMatchObject({
      mobile: '9876543210',
      password: 'secret1',
    });
  });
});
