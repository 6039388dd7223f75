import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import {
  hashSecret,
  usePasswordHashCost,
  verifySecret,
} from '../../src/features/accounts/passwords';
import { TEST_PASSWORD_HASHING } from '../support/password-hashing';
import { TEST_SECRETS } from '../support/test-server';

const TEST_COST = Number(TEST_PASSWORD_HASHING.PASSWORD_HASH_COST);

describe('the cost of password hashes', () => {
  // Every test server sets the test run's cost again; this file leaves it as they do.
  afterEach(() => usePasswordHashCost(TEST_COST));

  it("is production's unless the configuration lowers it", async () => {
    usePasswordHashCost(loadConfig({ NODE_ENV: 'production', ...TEST_SECRETS }).passwordHashCost);
    const full = await hashSecret('secret123');
    expect(full.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);

    usePasswordHashCost(loadConfig({ PASSWORD_HASH_COST: '1024' }).passwordHashCost);
    const lowered = await hashSecret('secret123');
    expect(lowered.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    // A hash keeps its own cost: one made before the change still lets its owner in.
    expect(await verifySecret('secret123', full)).toBe(true);
    expect(await verifySecret('secret124', full)).toBe(false);
    expect(await verifySecret('secret123', lowered)).toBe(true);
  });

  it('cannot be lowered with NODE_ENV=production, naming the setting', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...TEST_SECRETS, ...TEST_PASSWORD_HASHING }),
    ).toThrow(
      'PASSWORD_HASH_COST cannot be set with NODE_ENV=production: passwords are hashed at full cost there',
    );
  });

  it('takes only a cost scrypt can use, below production’s', () => {
    for (const PASSWORD_HASH_COST of ['1000', '16384', 'cheap']) {
      expect(() => loadConfig({ PASSWORD_HASH_COST })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ PASSWORD_HASH_COST: '1000' })).toThrow(
      'PASSWORD_HASH_COST must be 1024, 2048, 4096 or 8192',
    );
  });
});
