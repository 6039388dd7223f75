import type { ApolloCache } from '@apollo/client';
import { toast } from '../../../lib/toast/toast';
import {
  type RoomFieldsFragment,
  type TournamentKind,
  TournamentRoomDocument,
  TournamentScheduleDocument,
  type TournamentRoomQuery,
  type TournamentRoomQueryVariables,
  useRoomReleasedSubscription,
  useTournamentUpdatedSubscription,
} from '../../../generated/tournaments';
import { roomChangeMessage } from '../utils/room-push';

/** Writes a pushed room where IDP reads it (the tournament's `room`): it shows at once. */
function writeRoom(cache: ApolloCache<unknown>, id: string, room: RoomFieldsFragment) {
  const query = { query: TournamentRoomDocument, variables: { id } };
  const previous = cache.readQuery<TournamentRoomQuery, TournamentRoomQueryVariables>(query);
  const message = roomChangeMessage(previous?.tournament?.room, room);
  // With its __typename, as every selection has in Apollo's cache (the pushed room has its own).
  const tournament = { __typename: 'Tournament', id, kind: 'NORMAL' as const, room };
  cache.writeQuery<TournamentRoomQuery, TournamentRoomQueryVariables>({
    ...query,
    data: { tournament },
  });
  if (message) toast(message);
}

/**
 * Keeps a details page live: the tournament's public fields (slots, status, standings) for
 * anyone on the page, which Apollo's cache merges into the page and its POINTS tab by the
 * tournament's kind and id; and, for a logged-in player who booked, the room.
 */
export function useLiveTournament(
  id: string,
  kind: TournamentKind,
  options: { roomForViewer: boolean },
) {
  useTournamentUpdatedSubscription({ variables: { id, kind } });
  useRoomReleasedSubscription({
    variables: { tournamentId: id },
    skip: !options.roomForViewer || kind !== 'NORMAL',
    onData: ({ client, data }) => {
      const room = data.data?.roomReleased;
      if (room) writeRoom(client.cache, id, room);
      // Each match's room shows on IDP from the schedule: read it again if it is on screen.
      if (room) void client.refetchQueries({ include: [TournamentScheduleDocument] });
    },
  });
}
