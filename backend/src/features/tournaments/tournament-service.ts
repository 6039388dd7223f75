import type { TournamentRow } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { createEntriesRepository } from './entries-repository';
import { toRoomDetailsJson, toSpecialDetailsJson, toTournamentJson } from './tournament-json';
import { NOT_REGISTERED, TOURNAMENT_NOT_FOUND } from './tournament-rules';
import { createTournamentsRepository } from './tournaments-repository';

/** Tournament reads for everyone and room credentials for entrants; organisers: admin service. */
export function createTournamentService({ db }: ServiceDeps) {
  const tournaments = createTournamentsRepository(db);
  const entries = createEntriesRepository(db);

  async function requireTournament(id: number): Promise<TournamentRow> {
    const row = await tournaments.findById(id);
    if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
    return row;
  }

  return {
    listNormal: async () => (await tournaments.listByKind('normal')).map(toTournamentJson),
    listSpecial: async () => (await tournaments.listByKind('special')).map(toTournamentJson),

    getTournament: async (id: number) => toTournamentJson(await requireTournament(id)),

    async getSpecialDetails(id: number) {
      const row = await tournaments.findById(id);
      if (!row || row.kind !== 'special') throw notFound(TOURNAMENT_NOT_FOUND);
      return toSpecialDetailsJson(row);
    },

    /** Only a player with a place in a team of the tournament may see its room. */
    async roomDetails(id: number, userId: number) {
      const row = await requireTournament(id);
      if (!(await entries.isEntered(id, userId))) throw forbidden(NOT_REGISTERED);
      return toRoomDetailsJson(row);
    },
  };
}

export type TournamentService = ReturnType<typeof createTournamentService>;
