import { useBanUserMutation, useUnbanUserMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';

const FAILED = 'The change was not saved. Try again.';

/** Bans a player, or lifts the ban of one who is banned; either way with a reason. */
export function useBanPlayer(player: { id: string; banned: boolean }) {
  const [ban] = useBanUserMutation();
  const [unban] = useUnbanUserMutation();
  return (reason: string) => {
    const variables = { id: player.id, reason };
    return sendOrganiserChange(async () => {
      if (player.banned) return (await unban({ variables })).data?.unbanUser;
      return (await ban({ variables })).data?.banUser;
    }, FAILED);
  };
}
