import type { FastifyBaseLogger } from 'fastify';
import { missingForProduction } from '#common/compliance-missing';
import type { Db } from '../../db/db';
import { readComplianceSettings } from './compliance-repository';

/**
 * In production, one warning at start naming what the operator's rules still lack. The platform
 * runs anyway: a free tournament needs none of it, and paid ones stay closed until it is set.
 */
export async function warnOfMissingCompliance(db: Db, log: FastifyBaseLogger): Promise<void> {
  const missing = missingForProduction(await readComplianceSettings(db));
  if (!missing.length) return;
  log.warn(
    { missing },
    `Compliance settings missing: ${missing.join(', ')}. Set them on the console's Compliance ` +
      'page: paid tournaments cannot open registration without the registration number, and ' +
      'players are shown no grievance officer until one is set.',
  );
}
