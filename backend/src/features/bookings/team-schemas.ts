import { type InferType, object } from 'yup';
import { createTeamSchema, joinTeamSchema } from '#common/validation/booking';
import { idField } from '#common/validation/fields';

/** The Create Team and Join Team requests: the forms' §5 rules plus the tournament id. */
export { createTeamSchema, joinTeamSchema };
export type CreateTeamInput = InferType<typeof createTeamSchema>;
export type JoinTeamInput = InferType<typeof joinTeamSchema>;

/** `teams/bookings/:tournamentId` and `teams/my-team?tournamentId=`. */
export const tournamentIdSchema = object({ tournamentId: idField('tournament') });
export type TournamentIdInput = InferType<typeof tournamentIdSchema>;
