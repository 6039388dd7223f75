import type { Page } from 'playwright-core';
import { GAME_TITLES, FEE_PURPOSES, NO_STAKES_LINE } from '../../common/declaration';
import { expectVisible } from './browser-fixture';
import type { ProductAddress } from './global-setup';
import type { DeclaredTournament } from './lawful-console';
import { screen } from './lawful-pages';
import { ADULT_DATE_OF_BIRTH, creditWallet, giveDateOfBirth } from './lawful-setup';
import { type Player, rest, signUp } from './match-night-setup';
import { main } from './money-desk-pages';

/**
 * The players of the lawful night: two accounts with money in their wallets; the winner reads
 * the declaration on the details page and books on the phone (asked their date of birth first),
 * the other books through the API; the match is played and the tournament completed through
 * the organiser's API, as the journeys' set-ups do.
 */

export interface NightPlayers {
  /** Books on the phone, wins the first prize. */
  winner: Player;
  /** Books through the API, second. */
  rival: Player;
}

export const squadOf = (player: Player) => `${player.ign} Squad`;

export async function signUpPlayers(
  product: ProductAddress,
  organiser: { token: string },
  stamp: number,
): Promise<NightPlayers> {
  const tail = String(stamp).slice(-7);
  const account = (role: string, index: number) => ({
    email: `lawful.${role}.${stamp}@gmail.com`,
    mobile: `6${tail}${String(index).padStart(2, '0')}`,
    ign: `Lawful${role.slice(0, 1).toUpperCase()}${role.slice(1)}`,
    uid: `${index + 1}${tail}${String(index).padStart(3, '0')}`,
  });
  const [winner, rival] = await Promise.all(
    [account('winner', 1), account('rival', 2)].map((each) => signUp(product, each)),
  );
  await Promise.all(
    [winner!, rival!].map((player, index) =>
      creditWallet(product, organiser, player, {
        rupees: 100,
        utr: `LAW${String(stamp).slice(-9)}${index}`,
      }),
    ),
  );
  return { winner: winner!, rival: rival! };
}

/** The rival, with a date of birth given, books through the API. */
export async function rivalBooks(product: ProductAddress, rival: Player, tournamentId: string) {
  await giveDateOfBirth(product, rival);
  await rest(product, 'POST', '/api/bookings/slot', {
    token: rival.token,
    body: {
      tournamentId: Number(tournamentId),
      teamName: squadOf(rival),
      inGameName: rival.ign,
      player2: 'RivalTwo',
      player3: 'RivalThree',
      player4: 'RivalFour',
      whatsappNumber: '9876543210',
    },
  });
}

/**
 * The winner reads the declaration before booking: the registration number, the game, what the
 * fee pays for, who funds the prize and the no-stakes line; then books, asked their date of
 * birth first.
 */
export async function winnerReadsAndBooks(
  page: Page,
  tournamentId: string,
  tournament: DeclaredTournament,
  registrationNumber: string,
  winner: Player,
) {
  await page.goto(`/tournaments-details/${tournamentId}`);
  const declaration = main(page).getByRole('region', { name: 'Declaration' });
  await expectVisible(declaration);
  for (const text of [
    registrationNumber,
    GAME_TITLES.free_fire_max,
    FEE_PURPOSES.entry_and_admin,
    tournament.sponsor,
    NO_STAKES_LINE,
  ]) {
    await expectVisible(declaration.getByText(text));
  }
  await screen(page, 'details-declaration');

  await page
    .getByRole('link', { name: `Book Slot for ${tournament.entryFeeRupees} Coins` })
    .filter({ visible: true })
    .first()
    .click();
  // No date of birth yet: the booking form asks it before a paid entry.
  const birthday = main(page).getByLabel('Date of birth', { exact: true });
  await expectVisible(birthday);
  await screen(page, 'booking-date-of-birth');
  await birthday.fill(ADULT_DATE_OF_BIRTH);
  await main(page).getByRole('button', { name: 'Save date of birth' }).click();
  const field = (label: string) => main(page).getByLabel(label, { exact: true });
  await expectVisible(field('Team Name'));
  await field('Team Name').fill(squadOf(winner));
  await field('In-Game Name').fill(winner.ign);
  await field('Player 2').fill('WinnerTwo');
  await field('Player 3').fill('WinnerThree');
  await field('Player 4').fill('WinnerFour');
  await field('WhatsApp Number').fill('9876543210');
  await page.getByRole('button', { name: 'Book Slot' }).click();
  await page.waitForURL(`**/tournaments-details/${tournamentId}`);
  await expectVisible(page.getByText('Booking confirmed').filter({ visible: true }));
}

/** Match 1 played (the winner's squad first, the rival's second) and the tournament completed. */
export async function playAndComplete(
  product: ProductAddress,
  organiser: { token: string },
  tournamentId: string,
  { winner, rival }: NightPlayers,
) {
  const row = (player: Player, kills: number, positionPoints: number, booyah: number) => ({
    teamName: squadOf(player),
    player1Kills: kills,
    player2Kills: 1,
    player3Kills: 0,
    player4Kills: 0,
    postionPoints: positionPoints,
    booyah,
  });
  await rest(product, 'POST', `/api/admin/tournaments/${tournamentId}/results`, {
    token: organiser.token,
    body: { matchId: 1, rows: [row(winner, 5, 12, 1), row(rival, 2, 9, 0)] },
  });
  await rest(product, 'PATCH', `/api/admin/tournaments/${tournamentId}`, {
    token: organiser.token,
    body: { status: 'completed' },
  });
}
