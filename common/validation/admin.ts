import { boolean, number, object, string } from 'yup';
import { ALPHANUMERIC } from './fields';

/**
 * The organiser's rules: the console's forms and the backend check input with these, so a
 * reason, a payment reference or a result row is judged the same on both sides.
 */

export const REASON_MAX_LENGTH = 500;
export const BAN_REASON_MAX_LENGTH = 200;
export const ROOM_FIELD_MAX_LENGTH = 50;
export const KILLS_MAX = 1000;
export const POSITION_POINTS_MAX = 1000;
export const UPI_REFERENCE_MIN_LENGTH = 6;
export const UPI_REFERENCE_MAX_LENGTH = 35;

/** A reason the player or the audit record will read: required, trimmed, bounded. */
export const reasonField = (max = REASON_MAX_LENGTH) =>
  string().trim().required('Enter a reason').max(max, `Reason cannot exceed ${max} characters`);

/** The UTR of the UPI payment an organiser made to pay a withdrawal. */
export const upiReferenceField = () =>
  string()
    .trim()
    .required('Enter the UPI reference of the payment')
    .matches(ALPHANUMERIC, 'UPI reference must be letters and digits only')
    .min(
      UPI_REFERENCE_MIN_LENGTH,
      `UPI reference must be ${UPI_REFERENCE_MIN_LENGTH} to ${UPI_REFERENCE_MAX_LENGTH} characters`,
    )
    .max(
      UPI_REFERENCE_MAX_LENGTH,
      `UPI reference must be ${UPI_REFERENCE_MIN_LENGTH} to ${UPI_REFERENCE_MAX_LENGTH} characters`,
    );

export const roomFormSchema = object({
  roomId: string()
    .trim()
    .required('Enter the room ID')
    .max(ROOM_FIELD_MAX_LENGTH, `Room ID cannot exceed ${ROOM_FIELD_MAX_LENGTH} characters`),
  password: string()
    .trim()
    .required('Enter the room password')
    .max(ROOM_FIELD_MAX_LENGTH, `Password cannot exceed ${ROOM_FIELD_MAX_LENGTH} characters`),
});

const count = (label: string, max: number) =>
  number()
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} cannot exceed ${max}`);

/** One team's row of a match's result sheet. */
export const resultRowSchema = object({
  teamName: string().trim().required('Team name is required'),
  player1Kills: count('Kills', KILLS_MAX),
  player2Kills: count('Kills', KILLS_MAX),
  player3Kills: count('Kills', KILLS_MAX),
  player4Kills: count('Kills', KILLS_MAX),
  positionPoints: count('Position points', POSITION_POINTS_MAX),
  participated: boolean().default(true),
  booyah: boolean().default(false),
});

export const TEAM_STATUSES = ['active', 'absent', 'disqualified'] as const;
export type TeamStatusValue = (typeof TEAM_STATUSES)[number];

/** A reason is required to take a team out of play, not to bring it back. */
export const teamStatusSchema = object({
  status: string()
    .oneOf(TEAM_STATUSES, 'Choose active, absent or disqualified')
    .required('Choose active, absent or disqualified'),
  reason: string().when('status', {
    is: 'active',
    then: (schema) => schema.trim().max(BAN_REASON_MAX_LENGTH).optional(),
    otherwise: () => reasonField(BAN_REASON_MAX_LENGTH),
  }),
});
