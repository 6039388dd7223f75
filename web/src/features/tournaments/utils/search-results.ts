import type { TournamentKind } from '../../../generated/tournaments';

export const NOTHING_FOUND = 'No tournaments found.';

/**
 * Whether the list says 'No tournaments found.' (SPEC §2): the search narrows normal
 * tournaments only and special ones always show, so a search that leaves no normal tournament
 * found nothing, even with special cards above the sentence. An empty list says it too.
 */
export function foundNothing(
  search: string,
  tournaments: readonly { kind: TournamentKind }[],
): boolean {
  if (tournaments.length === 0) return true;
  return search !== '' && tournaments.every((tournament) => tournament.kind !== 'NORMAL');
}
