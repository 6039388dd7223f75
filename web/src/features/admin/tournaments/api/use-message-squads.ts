import { useMessageSquadsMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';

const SEND_FAILED = 'The message could not be sent. Try again.';

/** Sends the organiser's message to every member of every booked squad of the tournament. */
export function useMessageSquads(tournamentId: string) {
  const [messageSquads] = useMessageSquadsMutation({
    // The screen it was sent from (the match desk) shows the message in its history.
    refetchQueries: 'active',
  });
  return (text: string) =>
    sendOrganiserChange(async () => {
      const { data } = await messageSquads({ variables: { tournamentId, text } });
      return data?.messageSquads;
    }, SEND_FAILED);
}
