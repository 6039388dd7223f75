import type {
  BookSlotInput,
  CreateTeamInput,
  JoinTeamInput,
} from '../../generated/resolvers-types';

/**
 * The upstream's entry bodies (SPEC §3, §7). The tournament id travels as a JSON number; an id
 * that is none (NaN) fails the shared rule "Invalid tournament id" before any call. Optional
 * players left empty are left out, as the upstream takes no nulls.
 */
const tournamentIdOf = (id: string) => (/^\s*\d+\s*$/.test(id) ? Number(id) : Number.NaN);

const optional = (value: string | null | undefined) => value ?? undefined;

export const bookSlotBody = (input: BookSlotInput) => ({
  tournamentId: tournamentIdOf(input.tournamentId),
  teamName: input.teamName,
  inGameName: input.inGameName,
  player2: input.player2,
  player3: input.player3,
  player4: input.player4,
  player5: optional(input.player5),
  player6: optional(input.player6),
  whatsappNumber: input.whatsappNumber,
});

export const createTeamBody = (input: CreateTeamInput) => ({
  tournamentId: tournamentIdOf(input.tournamentId),
  teamName: input.teamName,
  iglInGameName: input.iglInGameName,
  whatsappNumber: input.whatsappNumber,
});

export const joinTeamBody = (input: JoinTeamInput) => ({
  tournamentId: tournamentIdOf(input.tournamentId),
  teamCode: input.teamCode,
  playerInGameName: input.playerInGameName,
});

/** teams/create answers the new team's code to share with the other players. */
export function teamCodeOf(body: unknown): string | null {
  const code = (body as { teamCode?: unknown } | null | undefined)?.teamCode;
  return typeof code === 'string' ? code : null;
}
