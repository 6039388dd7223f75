import type { Trx } from '../db/db';
import { hashSecret } from '../features/accounts/passwords';
import { DEMO_SECOND_ORGANISER } from './demo-players';
import { demoRepository } from './demo-repository';

/** The demo's second organiser, with its published password, recorded as made by this start. */
export async function seedSecondOrganiser(trx: Trx): Promise<number | undefined> {
  const { username, email, mobile, password } = DEMO_SECOND_ORGANISER;
  const ids = await demoRepository.insertUsers(trx, [
    {
      username,
      email,
      mobile,
      password_hash: await hashSecret(password),
      role: 'admin',
      is_demo: true,
    },
  ]);
  const userId = ids.get(mobile);
  if (userId !== undefined) await demoRepository.recordOrganiserCreated(trx, userId);
  return userId;
}
