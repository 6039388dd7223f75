/**
 * scrypt at a sixteenth of production's cost for the password and code hashes of the backends a
 * test run starts, in process or as a child (production refuses the setting): what the tests
 * check is who may log in, not how long a hash takes.
 */
export const TEST_PASSWORD_HASHING = { PASSWORD_HASH_COST: '1024' } as const;
