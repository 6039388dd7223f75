import type { TournamentRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { prizeTableJson, toSpecialDetailsJson, toTournamentJson } from './tournament-json';
import { TOURNAMENT_NOT_FOUND } from './tournament-rules';
import { createTournamentsRepository } from './tournaments-repository';

/** Tournament reads for everyone; rooms: the matches feature; organisers: admin service. */
export function createTournamentService({ db }: ServiceDeps) {
  const tournaments = createTournamentsRepository(db);

  async function requireTournament(id: number): Promise<TournamentRow> {
    const row = await tournaments.findById(id);
    if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
    return row;
  }

  return {
    listNormal: async () => (await tournaments.listByKind('normal')).map(toTournamentJson),
    listSpecial: async () => (await tournaments.listByKind('special')).map(toTournamentJson),

    getTournament: async (id: number) => toTournamentJson(await requireTournament(id)),

    /** Decision 044: the prizes announced before booking, beside §7's tournament shape. */
    async getPrizeTable(id: number) {
      const row = await requireTournament(id);
      return { tournId: row.tourn_id, prizeTable: prizeTableJson(row) };
    },

    async getSpecialDetails(id: number) {
      const row = await tournaments.findById(id);
      if (!row || row.kind !== 'special') throw notFound(TOURNAMENT_NOT_FOUND);
      return toSpecialDetailsJson(row);
    },
  };
}

export type TournamentService = ReturnType<typeof createTournamentService>;
