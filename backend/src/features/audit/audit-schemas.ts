import { type InferType, number, object, string } from 'yup';
import { idField } from '#common/validation/fields';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from '../../db/audit-actions';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;
/** The longest name searched for: a tournament's name is at most 100 characters. */
const NAME_SEARCH_MAX = 100;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;
const INVALID_RECORD_ID = 'Invalid audit record id';

const cased = (toCase: 'upper' | 'lower') => (value: unknown) =>
  typeof value !== 'string'
    ? value
    : toCase === 'upper'
      ? value.toUpperCase()
      : value.toLowerCase();

/** The audit screen's filters; each one given must match. */
export const auditFilterSchema = object({
  action: string()
    .transform(cased('upper'))
    .oneOf(AUDIT_ACTIONS, 'Action must be one of the audit actions, e.g. DEPOSIT_APPROVED')
    .optional(),
  subjectType: string()
    .transform(cased('lower'))
    .oneOf(
      AUDIT_SUBJECT_TYPES,
      'Subject type must be tournament, transaction, player, blog, product or dispute',
    )
    .optional(),
  subjectId: string()
    .trim()
    .matches(/^[1-9]\d{0,14}$/, 'Invalid subject id')
    .optional(),
  tournamentId: idField('tournament').optional(),
  userId: idField('user').optional(),
  actorId: idField('organiser').optional(),
  tournamentName: string()
    .trim()
    .max(NAME_SEARCH_MAX, `Tournament name must be at most ${NAME_SEARCH_MAX} characters`)
    .optional()
    .meta({ description: 'Part of the tournament’s name, ignoring case' }),
  playerName: string()
    .trim()
    .max(NAME_SEARCH_MAX, `Player name must be at most ${NAME_SEARCH_MAX} characters`)
    .optional()
    .meta({ description: 'Part of the player’s username, ignoring case' }),
  before: number()
    .typeError(INVALID_RECORD_ID)
    .integer(INVALID_RECORD_ID)
    .positive(INVALID_RECORD_ID)
    .max(Number.MAX_SAFE_INTEGER, INVALID_RECORD_ID)
    .optional()
    .meta({ description: 'Only records with a smaller id: the previous page’s nextBefore' }),
  limit: number()
    .typeError(LIMIT_MESSAGE)
    .integer(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(AUDIT_PAGE_MAX, LIMIT_MESSAGE)
    .default(AUDIT_PAGE_DEFAULT),
});
export type AuditFilterInput = InferType<typeof auditFilterSchema>;
