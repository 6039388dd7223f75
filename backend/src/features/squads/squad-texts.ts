import type { Mail } from '../../mail/mailer';

/** The audit's sentences (names, never ids alone) and the invitee's e-mail. */
export const SQUAD_SUMMARY = {
  invited: (team: string, booker: string, invitee: string, by: string) =>
    `${team} · ${booker} invited ${invitee} (by ${by})`,
  joined: (team: string, member: string, position: number, how: string) =>
    `${team} · ${member} joined as player ${position} (${how})`,
  left: (team: string, member: string, position: number) =>
    `${team} · ${member} left (player ${position} stays a name)`,
  removed: (team: string, booker: string, member: string, position: number) =>
    `${team} · ${booker} removed ${member} (player ${position} stays a name)`,
} as const;

export function squadInvitationMail(
  to: string,
  invitation: { booker: string; team: string; tournament: string },
): Mail {
  return {
    to,
    subject: `Squad invitation: ${invitation.team} in ${invitation.tournament}`,
    text:
      `${invitation.booker} invited you to play in the squad ${invitation.team} ` +
      `in ${invitation.tournament}.\n\n` +
      `Open your invitations on Creators Combat League to accept or decline. ` +
      `Members of a squad get the room ID and password, the bell and their share of prizes.\n\n` +
      `Creators Combat League`,
  };
}
