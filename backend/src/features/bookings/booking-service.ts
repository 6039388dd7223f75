import type { ServiceDeps } from '../../service-deps';
import { type Once, transactionOnce } from '../../change/transaction-once';
import { type NewPlayer, createBookingRepository } from './booking-repository';
import { toNormalTeamJson } from './booking-json';
import type { BookSlotInput } from './booking-schemas';
import { createEntrySteps, withEntryConflicts } from './entry-steps';
import { insertTeamWithFreshCode } from './fresh-team-code';
import { createEntryReads, createTournamentReads, toTournamentJson } from '../tournaments/public';

export const ALREADY_BOOKED = 'You have already booked a slot in this tournament';
export const SLOT_BOOKED = 'Slot booked successfully!';

export interface BookedSlot {
  message: string;
  teamId: number;
}

/** Position 1 is the booking player; positions 2 to 6 are names only, empty ones left out. */
function squadOf(input: BookSlotInput, userId: number): NewPlayer[] {
  const others = [input.player2, input.player3, input.player4, input.player5, input.player6];
  return [
    { position: 1, userId, inGameName: input.inGameName },
    ...others.flatMap((name, index) =>
      name ? [{ position: index + 2, userId: null, inGameName: name }] : [],
    ),
  ];
}

/** Normal tournaments: a squad books one slot and pays one fee, atomically. */
export function createBookingService({ db }: ServiceDeps) {
  const bookings = createBookingRepository(db);
  const entries = createEntryReads(db);
  const steps = createEntrySteps({
    bookings,
    entries,
    tournaments: createTournamentReads(db),
  });

  return {
    bookSlot: (userId: number, input: BookSlotInput, once?: Once<BookedSlot>) =>
      withEntryConflicts(
        ALREADY_BOOKED,
        () =>
          transactionOnce(db, once, async (trx) => {
            const tournament = await steps.tournamentToEnter(trx, input.tournamentId, 'normal', {
              userId,
              alreadyEntered: ALREADY_BOOKED,
            });
            // The squad's code: teammates with an account join by it (decision 037).
            const team = {
              tournamentId: tournament.tourn_id,
              teamName: input.teamName,
              leaderId: userId,
              whatsappNumber: input.whatsappNumber,
            };
            const squad = squadOf(input, userId);
            const { teamId } = await insertTeamWithFreshCode(bookings, trx, team, squad);
            const fee = await steps.chargeEntryFee(trx, userId, tournament);
            await steps.finishEntry(trx, tournament, { userId, fee, takesSlot: true });
            return { message: SLOT_BOOKED, teamId };
          }),
        () => entries.isEntered(input.tournamentId, userId),
      ),

    /** Either kind of entry counts: a booked slot or a place in a special team. */
    isBooked: (tournamentId: number, userId: number) => entries.isEntered(tournamentId, userId),

    myTournaments: async (userId: number) =>
      (await entries.enteredTournaments(userId)).map(toTournamentJson),

    async teamDetails(tournamentId: number, userId: number) {
      await steps.assertRegistered(tournamentId, userId);
      return (await bookings.listTeams(tournamentId)).map(toNormalTeamJson);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
