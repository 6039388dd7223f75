import { usePublishRoomMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';

const PUBLISH_FAILED = 'The room could not be published. Try again.';

/** Publishes (or changes) the room players join and when they get it. */
export function usePublishRoom(tournamentId: string) {
  const [publishRoom] = usePublishRoomMutation({
    refetchQueries: ['MatchDesk'],
    awaitRefetchQueries: true,
  });
  return (room: { roomId: string; password: string; releaseAt: string | null }) =>
    sendOrganiserChange(async () => {
      const { data } = await publishRoom({ variables: { tournamentId, ...room } });
      return data?.publishRoom;
    }, PUBLISH_FAILED);
}
