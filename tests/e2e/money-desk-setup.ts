import { BENCH_ADMIN } from '../../bench/support/backend-process';
import type { Session } from './browser-fixture';
import type { ProductAddress } from './global-setup';
import { fundAndOpen, giveDateOfBirth } from './lawful-setup';
import { type Player, rest, signUp } from './match-night-setup';

/**
 * The money-desk journey's set-up through the backend's REST API, as the gateway calls it
 * (decision 030): the organisers' sessions, the player's account, a played tournament whose
 * prize is paid, a withdrawal to pay. What the journey is about happens in the browser.
 */

export async function loginAs(
  product: ProductAddress,
  credentials: { mobile: string; password: string },
): Promise<Session> {
  const { jwt, username } = await rest<{ jwt: string; username: string }>(
    product,
    'POST',
    '/api/auth/login',
    { body: credentials },
  );
  return { token: jwt, username };
}

/** The organiser the product starts with, who sets the payee and proposes the prize payout. */
export const firstOrganiser = (product: ProductAddress) => loginAs(product, BENCH_ADMIN);

/**
 * The second organiser the demo data gives the product (the two-person control's approver; the
 * organiser command cannot promote an account while the backend holds its PGlite folder).
 */
export const SECOND_ORGANISER = { mobile: '9999999998', password: 'demo-organiser' };

/** The journey's player, signed up with the mailed code. */
export async function signUpPeople(product: ProductAddress, stamp: number) {
  const tail = String(stamp).slice(-7);
  const player = await signUp(product, {
    email: `desk.p0.${stamp}@gmail.com`,
    mobile: `7${tail}00`,
    ign: 'DeskP0',
    uid: `1${tail}000`,
  });
  return { player };
}

/** A 12-digit UPI reference (RRN), the shape the desk takes as a bank's. */
export const rrn = (stamp: number, run: number, index: number) =>
  `${String(stamp).slice(-8)}${run}${String(index).padStart(3, '0')}`;

const HOUR_MS = 3_600_000;

export interface PlayedTournament {
  id: string;
  name: string;
  squad: string;
  /** The prize of the first place, in rupees: the whole prize of the only squad. */
  firstPrizeRupees: number;
  entryFeeRupees: number;
}

/**
 * A tournament with its prize table (₹60 for the first place, ₹40 for the second, out of a ₹100
 * pool), the player's squad booked for a ₹20 fee from their wallet, match 1 played with the
 * squad first, and marked completed: its payout plan proposes ₹60 to the player.
 */
export async function playedTournament(
  product: ProductAddress,
  organiser: Session,
  player: Player,
  stamp: number,
): Promise<PlayedTournament> {
  const tail = String(stamp).slice(-6);
  const tournament: PlayedTournament = {
    id: '',
    name: `Desk Cup ${tail}`,
    squad: `Desk Squad ${tail}`,
    firstPrizeRupees: 60,
    entryFeeRupees: 20,
  };
  const now = Date.now();
  const prizePoolRupees = 100;
  const created = await rest<{ tournId: number }>(product, 'POST', '/api/admin/tournaments', {
    token: organiser.token,
    body: {
      kind: 'normal',
      tournName: tournament.name,
      tournPp: prizePoolRupees,
      entryFee: tournament.entryFeeRupees,
      totalSlots: 12,
      matchesCount: 1,
      tournStart: new Date(now + 2 * HOUR_MS).toISOString(),
      regStart: new Date(now - HOUR_MS).toISOString(),
      regEnd: new Date(now + HOUR_MS).toISOString(),
      prizeTable: { rankPaise: [6000, 4000], perKillPaise: 0 },
    },
  });
  tournament.id = String(created.tournId);
  // A paid tournament opens once its pool is in escrow; paid entry needs an adult's birthday.
  await Promise.all([
    fundAndOpen(product, organiser, tournament.id, { prizePoolRupees, stamp }),
    giveDateOfBirth(product, player),
  ]);
  await rest(product, 'POST', '/api/bookings/slot', {
    token: player.token,
    body: {
      tournamentId: created.tournId,
      teamName: tournament.squad,
      inGameName: player.ign,
      player2: 'DeskTwo',
      player3: 'DeskThree',
      player4: 'DeskFour',
      whatsappNumber: '9876543210',
    },
  });
  await rest(product, 'POST', `/api/admin/tournaments/${tournament.id}/results`, {
    token: organiser.token,
    body: {
      matchId: 1,
      rows: [
        {
          teamName: tournament.squad,
          player1Kills: 4,
          player2Kills: 2,
          player3Kills: 1,
          player4Kills: 0,
          postionPoints: 12,
          booyah: 1,
        },
      ],
    },
  });
  await rest(product, 'PATCH', `/api/admin/tournaments/${tournament.id}`, {
    token: organiser.token,
    body: { status: 'completed' },
  });
  return tournament;
}

/** The UPI id the player withdraws to. */
export const withdrawalUpi = (stamp: number) => `desk${String(stamp).slice(-6)}@okicici`;

/** The player asks for `rupees` to their UPI id (the withdraw form has its own journey). */
export async function askWithdrawal(
  product: ProductAddress,
  player: Player,
  { rupees, upiId }: { rupees: number; upiId: string },
): Promise<void> {
  await rest(product, 'POST', '/api/wallet/withdraw', {
    token: player.token,
    body: {
      amount: rupees,
      beneficiaryName: player.username,
      upiId,
      phonePeNumber: '9876543210',
    },
  });
}
