import { randomBytes } from 'node:crypto';
import type { Trx } from '../db/db';
import { hashSecret } from '../features/accounts/passwords';
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_MOBILE_BASE,
  DEMO_PLAYER,
  DEMO_SQUADS,
  type DemoSquad,
} from './demo-players';
import { demoRepository } from './demo-repository';

export interface DemoAccount {
  username: string;
  email: string;
  mobile: string;
  inGameName: string;
}

export interface SquadPlayer {
  userId: number;
  inGameName: string;
  mobile: string;
}

/** A squad with the accounts of its members, leader first. */
export interface SquadRoster {
  name: string;
  players: SquadPlayer[];
  substitute: string | undefined;
}

/** The accounts of a squad's members: `MMxRahul` plays as mm.rahul@example.com. */
function squadAccounts(squad: DemoSquad, squadIndex: number): DemoAccount[] {
  return squad.members.map((member, memberIndex) => {
    const mobile = String(DEMO_MOBILE_BASE + squadIndex * squad.members.length + memberIndex);
    if (mobile === DEMO_PLAYER.mobile) {
      return {
        username: DEMO_PLAYER.username,
        email: DEMO_PLAYER.email,
        mobile,
        inGameName: DEMO_PLAYER.inGameName,
      };
    }
    const username = `${squad.tag}.${member}`.toLowerCase();
    return {
      username,
      email: `${username}@${DEMO_EMAIL_DOMAIN}`,
      mobile,
      inGameName: `${squad.tag}x${member}`,
    };
  });
}

export const demoAccounts = (): DemoAccount[] => DEMO_SQUADS.flatMap(squadAccounts);

/** A 10-digit UID per demo account, from its mobile: 9000000001 plays as 5100000001. */
const demoFreeFireUid = (mobile: string) => String(Number(mobile) - 3_900_000_000);

/**
 * Nobody can log in as a seeded player but the demo player: their hash is not a scrypt hash,
 * so no password ever matches it.
 */
const unusablePasswordHash = () => `unusable$${randomBytes(24).toString('base64url')}`;

/** Creates every squad member's account; the demo player's password is the published one. */
export async function seedAccounts(trx: Trx, demoPasswordHash: string): Promise<SquadRoster[]> {
  const ids = await demoRepository.insertUsers(
    trx,
    demoAccounts().map((account) => ({
      username: account.username,
      email: account.email,
      mobile: account.mobile,
      password_hash:
        account.mobile === DEMO_PLAYER.mobile ? demoPasswordHash : unusablePasswordHash(),
      role: 'player' as const,
      is_demo: true,
      bio: account.mobile === DEMO_PLAYER.mobile ? DEMO_PLAYER.bio : null,
      // Every demo player has a Free Fire identity, so squads show UIDs (decision 037).
      ff_uid: demoFreeFireUid(account.mobile),
      ff_ign: account.inGameName,
      // Adults, so the demo's paid tournaments take their entries under the age rule.
      date_of_birth: '1998-04-12',
    })),
  );

  return DEMO_SQUADS.map((squad, squadIndex) => ({
    name: squad.name,
    substitute: squad.substitute && `${squad.tag}x${squad.substitute}`,
    players: squadAccounts(squad, squadIndex).map((account) => {
      const userId = ids.get(account.mobile);
      if (userId === undefined) throw new Error(`No account was created for ${account.mobile}`);
      return { userId, inGameName: account.inGameName, mobile: account.mobile };
    }),
  }));
}

/** Hashing is slow on purpose, so it happens before the seeding transaction starts. */
export const hashDemoPassword = () => hashSecret(DEMO_PLAYER.password);
