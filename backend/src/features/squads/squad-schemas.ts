import { type InferType, object } from 'yup';
import { squadInviteSchema, squadJoinSchema } from '#common/validation/squads';
import { idField } from '#common/validation/fields';

/** The squads' requests: the invite and join forms' rules (common/) plus the ids in paths. */
export { squadInviteSchema, squadJoinSchema };
export type SquadInviteInput = InferType<typeof squadInviteSchema>;
export type SquadJoinInput = InferType<typeof squadJoinSchema>;

export const invitationParamsSchema = object({ id: idField('invitation') });
export type InvitationParams = InferType<typeof invitationParamsSchema>;

export const squadParamsSchema = object({ teamId: idField('team') });
export type SquadParams = InferType<typeof squadParamsSchema>;

export const memberParamsSchema = object({ teamId: idField('team'), userId: idField('player') });
export type MemberParams = InferType<typeof memberParamsSchema>;

export const mySquadQuerySchema = object({ tournamentId: idField('tournament') });
export type MySquadQuery = InferType<typeof mySquadQuerySchema>;
