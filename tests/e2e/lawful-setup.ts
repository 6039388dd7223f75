import { BENCH_ADMIN } from '../../bench/support/backend-process';
import type { ProductAddress } from './global-setup';
import { rest } from './match-night-setup';

/**
 * What a paid tournament needs before players may book it (issue 24), done through the backend's
 * REST API for the journeys whose subject is something else: its prize pool funded into escrow
 * (apart from the fees) and its registration opened under the platform's e-sport registration
 * number (the demo settings give one); an adult player's date of birth for paid entry.
 */

/** A birthday well past the paid-entry age (18 by default) on any day the tests run. */
export const ADULT_DATE_OF_BIRTH = '1998-04-12';

/** The player gives their date of birth once, as the booking form asks before a paid entry. */
export async function giveDateOfBirth(
  product: ProductAddress,
  player: { token: string },
  dateOfBirth = ADULT_DATE_OF_BIRTH,
): Promise<void> {
  await rest(product, 'PUT', '/api/v1/profile/date-of-birth', {
    token: player.token,
    body: { dateOfBirth },
  });
}

/** A UTR of the funder's bank transfer, unique across the product (deposits use UTRs too). */
export const fundingUtr = (tournamentId: string, stamp: number) =>
  `ESC${String(stamp).slice(-8)}${tournamentId.padStart(4, '0')}`;

/**
 * The organiser records the transfer that paid the whole prize pool into the tournament's
 * escrow, with their password again (money-ish steps ask for it).
 */
export async function fundPrizePool(
  product: ProductAddress,
  organiser: { token: string },
  tournamentId: string,
  { rupees, utr }: { rupees: number; utr: string },
): Promise<void> {
  await rest(product, 'POST', `/api/admin/tournaments/${tournamentId}/prize-funding`, {
    token: organiser.token,
    body: {
      funderKind: 'organiser',
      funderName: 'Creators Combat League',
      amount: rupees,
      utr,
      password: BENCH_ADMIN.password,
    },
  });
}

/** Opens the tournament's registration: players may book from now on. */
export async function openRegistration(
  product: ProductAddress,
  organiser: { token: string },
  tournamentId: string,
): Promise<void> {
  await rest(product, 'POST', `/api/admin/tournaments/${tournamentId}/open-registration`, {
    token: organiser.token,
  });
}

/** A paid tournament made bookable: its pool of `prizePoolRupees` funded, then registration open. */
export async function fundAndOpen(
  product: ProductAddress,
  organiser: { token: string },
  tournamentId: string,
  { prizePoolRupees, stamp }: { prizePoolRupees: number; stamp: number },
): Promise<void> {
  await fundPrizePool(product, organiser, tournamentId, {
    rupees: prizePoolRupees,
    utr: fundingUtr(tournamentId, stamp),
  });
  await openRegistration(product, organiser, tournamentId);
}

/**
 * The player's deposit of `rupees`, asked with `utr` and credited by the organiser, as the
 * money desk would (the desk has its own journey).
 */
export async function creditWallet(
  product: ProductAddress,
  organiser: { token: string },
  player: { token: string; username: string },
  { rupees, utr }: { rupees: number; utr: string },
): Promise<void> {
  await rest(product, 'POST', '/api/wallet/add-money', {
    token: player.token,
    body: { amount: rupees, transactionId: utr, bankUsername: player.username },
  });
  const [deposit] = await rest<{ id: number }[]>(
    product,
    'GET',
    `/api/admin/wallet/transactions?status=PENDING&utr=${utr}`,
    { token: organiser.token },
  );
  if (!deposit) throw new Error(`no pending deposit with UTR ${utr}`);
  // No password: a deposit is money coming in, and the organiser's few password confirmations
  // a quarter-hour are kept for the steps of the journeys that ask for one.
  await rest(product, 'POST', `/api/admin/wallet/transactions/${deposit.id}/approve`, {
    token: organiser.token,
  });
}
