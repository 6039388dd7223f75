import { object, string } from 'yup';
import { TEXT_MAX_LENGTH } from '../constants';
import { TEN_DIGITS, idField, requiredText } from './fields';

/** How a booker names the teammate they invite: by mobile or by username. */
export const SQUAD_INVITE_BY = ['mobile', 'username'] as const;
export type SquadInviteBy = (typeof SQUAD_INVITE_BY)[number];

export const SQUAD_MESSAGES = {
  mobileRequired: "Please enter your teammate's mobile number",
  mobileFormat: 'Mobile number must be 10 digits',
  usernameRequired: "Please enter your teammate's username",
  codeRequired: 'Squad code required',
} as const;

/** The invite form: one way of naming the teammate, and its value. */
export const squadInviteFormSchema = object({
  by: string()
    .oneOf([...SQUAD_INVITE_BY])
    .required(),
  mobile: string()
    .trim()
    .when('by', {
      is: 'mobile',
      then: (schema) =>
        schema
          .required(SQUAD_MESSAGES.mobileRequired)
          .matches(TEN_DIGITS, SQUAD_MESSAGES.mobileFormat),
      otherwise: (schema) => schema.strip(),
    }),
  username: string()
    .trim()
    .when('by', {
      is: 'username',
      then: (schema) =>
        schema
          .required(SQUAD_MESSAGES.usernameRequired)
          .max(
            TEXT_MAX_LENGTH.username,
            `Username cannot exceed ${TEXT_MAX_LENGTH.username} characters`,
          ),
      otherwise: (schema) => schema.strip(),
    }),
});

/** The invite request: the form plus the squad (team) it is for. */
export const squadInviteSchema = squadInviteFormSchema.shape({ teamId: idField('team') });

/** Joining a squad by the code its booker shared. */
export const squadJoinSchema = object({
  code: requiredText(SQUAD_MESSAGES.codeRequired, TEXT_MAX_LENGTH.teamCode, 'Squad code'),
});
