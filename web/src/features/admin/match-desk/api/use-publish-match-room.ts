import { usePublishMatchRoomMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';

const PUBLISH_FAILED = 'The room could not be published. Try again.';

/** Publishes (or changes) one match's room and when the squads get it. */
export function usePublishMatchRoom(tournamentId: string, matchNumber: number) {
  const [publish] = usePublishMatchRoomMutation({
    // The schedule's cards show the room as published and when the squads get it.
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });
  return (room: { roomId: string; password: string; releaseAt: string | null }) =>
    sendOrganiserChange(async () => {
      const { data } = await publish({ variables: { tournamentId, matchNumber, ...room } });
      return data?.publishMatchRoom;
    }, PUBLISH_FAILED);
}
