import type { GatewayContext } from '../../context';
import type { TournamentSource } from '../../upstream/tournament-types';
import { loadTournament } from '../tournaments/public';

/**
 * The tournament just entered, read again the way the tournaments feature reads one (a special
 * one from the special list). The reads are cleared first, as the entry changed its slots. The
 * entry has been made by now, so a failed re-read answers no tournament, not a failed entry.
 */
export async function enteredTournament(
  ctx: GatewayContext,
  tournamentId: number,
  kind: TournamentSource['kind'],
): Promise<TournamentSource | null> {
  ctx.loaders.clear();
  try {
    return await loadTournament(ctx, String(tournamentId), kind);
  } catch (error) {
    ctx.log.warn({ err: error, tournamentId }, 'tournament not read again after an entry');
    return null;
  }
}
