import type { Trx } from '../../db/db';
import type { TournamentRow } from '../../db/schema';
import { conflict, conflictWith, notFound } from '../../errors';
import { recordAudit } from '../../change/record-audit';
import { recordEvent } from '../../change/record-event';
import type { ServiceDeps } from '../../service-deps';
import { REGISTRATION_MESSAGES, gateOf } from './registration-gate';
import { toAdminTournamentJson } from './tournament-json';
import { TOURNAMENT_NOT_FOUND } from './tournament-rules';
import { createTournamentsRepository } from './tournaments-repository';

type Tournaments = ReturnType<typeof createTournamentsRepository>;

/**
 * Opens the tournament's registration under the settings' registration number (kept on the
 * tournament for the records, as the settings' may change), audited with its live event: the
 * players' lists and details then offer booking.
 */
async function openNow(
  trx: Trx,
  tournaments: Tournaments,
  row: TournamentRow,
  { number, organiserId, at }: { number: string | null; organiserId: number; at: Date },
): Promise<TournamentRow> {
  const opened = await tournaments.update(trx, row.tourn_id, {
    registration_opened_at: at,
    esport_registration_number: number,
  });
  await recordAudit(trx, {
    actorId: organiserId,
    action: 'REGISTRATION_OPENED',
    subjectId: row.tourn_id,
    tournamentId: row.tourn_id,
    summary: number
      ? `Opened registration of ${row.tourn_name} under e-sport registration ${number}`
      : `Opened registration of ${row.tourn_name}`,
    before: { registrationOpen: false },
    after: { registrationOpen: true, esportRegistrationNumber: number },
  });
  await recordEvent(trx, { kind: 'tournament.updated', tournamentId: row.tourn_id });
  return opened;
}

/**
 * A tournament's registration (decision 048): closed until an organiser opens it, which a paid
 * one may only once the operator's rules are met. Creation opens a free one at once, and a paid
 * one when the rules are met already.
 */
export function createRegistrationService({ db, clock = () => new Date() }: ServiceDeps) {
  const tournaments = createTournamentsRepository(db);

  async function lock(trx: Trx, id: number) {
    const row = await tournaments.findByIdForUpdate(trx, id);
    if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
    return row;
  }

  return {
    /** Whether it is open, when and under which number, and what keeps it closed now. */
    async registration(id: number) {
      const row = await tournaments.findById(id);
      if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
      const { problems } = await gateOf(db, row);
      return {
        tournId: row.tourn_id,
        open: row.registration_opened_at !== null,
        openedAt: row.registration_opened_at?.toISOString() ?? null,
        registrationNumber: row.esport_registration_number,
        problems: row.registration_opened_at === null ? problems : [],
      };
    },

    async open(id: number, organiserId: number) {
      const row = await db.transaction().execute(async (trx) => {
        const current = await lock(trx, id);
        if (current.registration_opened_at !== null) {
          throw conflict(REGISTRATION_MESSAGES.alreadyOpen);
        }
        if (current.status !== 'upcoming') throw conflict(REGISTRATION_MESSAGES.notUpcoming);
        const { settings, problems } = await gateOf(trx, current);
        if (problems.length)
          throw conflictWith(REGISTRATION_MESSAGES.refused(problems), { problems });
        const number = settings.esportRegistrationNumber;
        return openNow(trx, tournaments, current, { number, organiserId, at: clock() });
      });
      return { message: REGISTRATION_MESSAGES.opened, tournament: toAdminTournamentJson(row) };
    },
  };
}

/** At creation, in its transaction: free opens at once, paid when the rules are met already. */
export async function openAtCreation(
  trx: Trx,
  row: TournamentRow,
  organiserId: number,
): Promise<TournamentRow> {
  const { settings, problems } = await gateOf(trx, row);
  if (problems.length) return row;
  const number = settings.esportRegistrationNumber;
  const tournaments = createTournamentsRepository(trx);
  return openNow(trx, tournaments, row, { number, organiserId, at: new Date() });
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
