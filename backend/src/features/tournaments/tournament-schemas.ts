import { type InferType, number, object, string } from 'yup';
import { SQUAD_MAX_PLAYERS, SQUAD_REQUIRED_PLAYERS, TOURNAMENT_STATUSES } from '#common/constants';
import { hasWholePaise } from '#common/money';
import { teamStatusSchema } from '#common/validation/admin';
import { bannerLinkField, linkField } from '#common/validation/tournament';
import { pointsSystemSchema } from '#common/points-systems';
import { storedPrizeTableSchema } from '#common/prize-table';
import { scheduleInputField } from '#common/match-schedule';
import { idField, optionalText, requiredText } from '#common/validation/fields';
import { checkinClosesField, checkinOpensField } from '#common/validation/check-in';
import {
  feePurposeField,
  gameTitleField,
  prizeSourceField,
  sponsorNameField,
  sponsorNameText,
} from '#common/validation/declaration';
import { DEFAULT_FEE_PURPOSE, DEFAULT_GAME_TITLE, DEFAULT_PRIZE_SOURCE } from '#common/declaration';

/** Request schemas of the tournament reads and the organiser's tournament writes. */

export const tournIdParamsSchema = object({ tournId: idField('tournament') });
export type TournIdParams = InferType<typeof tournIdParamsSchema>;

export const tournamentIdParamsSchema = object({ tournamentId: idField('tournament') });
export type TournamentIdParams = InferType<typeof tournamentIdParamsSchema>;

/** Organiser paths name the tournament `:id`. */
export const adminTournamentParamsSchema = object({ id: idField('tournament') });
export type AdminTournamentParams = InferType<typeof adminTournamentParamsSchema>;

export const teamParamsSchema = object({ id: idField('tournament'), teamId: idField('team') });
export type TeamParams = InferType<typeof teamParamsSchema>;

/** A team's standing: the console's own rule (a reason unless the team is active again). */
export const teamStatusBodySchema = teamStatusSchema.meta({
  description: 'reason: required unless status is active (then ignored), at most 200 characters',
});
export type TeamStatusInput = InferType<typeof teamStatusSchema>;

export const TOURNAMENT_KINDS = ['normal', 'special'] as const;
export const MAX_TOTAL_SLOTS = 1000;
export const MAX_MATCHES = 50;
const MAX_RUPEES = 10_000_000;

/** A full date and time with its zone, so "7 pm" can never be read in the wrong time zone. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/i;

const dateTime = (label: string) =>
  string()
    .trim()
    .test(
      'iso-date-time',
      `${label} must be a date and time like 2025-06-01T14:30:00Z`,
      (value) =>
        value === undefined || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))),
    );

/** An optional link; an empty one is stored as no link. */
const nullableLink = (label: string) =>
  linkField(label)
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value));

const rupees = (label: string) =>
  number()
    .typeError(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_RUPEES, `${label} cannot exceed ${MAX_RUPEES} rupees`)
    .test(
      'whole-paise',
      `${label} can have at most 2 decimal places`,
      (value) => value === undefined || hasWholePaise(value),
    );

const wholeNumber = (label: string, min: number, max: number) =>
  number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const label = (max: number, name: string) =>
  optionalText(max, name).min(1, `${name} cannot be empty`);

const kind = () =>
  string().oneOf(TOURNAMENT_KINDS, `Kind must be one of ${TOURNAMENT_KINDS.join(', ')}`);

const status = () =>
  string().oneOf(TOURNAMENT_STATUSES, `Status must be one of ${TOURNAMENT_STATUSES.join(', ')}`);

const fields = {
  tournName: () => requiredText('Tournament name is required', 100, 'Tournament name'),
  title: () => optionalText(200, 'Title'),
  bannerLink: bannerLinkField,
  tournPp: () => rupees('Prize pool'),
  entryFee: () => rupees('Entry fee'),
  totalSlots: () => wholeNumber('Total slots', 1, MAX_TOTAL_SLOTS),
  matchesCount: () => wholeNumber('Number of matches', 1, MAX_MATCHES),
  tournType: () => label(40, 'Type'),
  gameMode: () => label(40, 'Mode'),
  tournStart: () => dateTime('Start time'),
  regStart: () => dateTime('Registration start'),
  regEnd: () => dateTime('Registration end'),
  status,
  orgBy: () => optionalText(100, 'Organiser'),
  discordLink: () => nullableLink('Discord link'),
  liveLink: () => nullableLink('Live stream link'),
  teamSize: () => wholeNumber('Team size', 1, SQUAD_MAX_PLAYERS),
  // Issue 24's declaration (decision 048).
  gameTitle: () => gameTitleField('lower'),
  feePurpose: () => feePurposeField('lower'),
  prizeSource: () => prizeSourceField('lower'),
  prizeSponsorName: () =>
    sponsorNameField().meta({
      description: "The sponsor's name, 1 to 100 characters: required when prizeSource is sponsor",
    }),
};

/** Decision 044: the prizes announced before booking, in paise, within the prize pool. */
const prizeTableField = () =>
  storedPrizeTableSchema.optional().meta({
    description:
      '{ rankPaise: prize of rank 1, 2, ... in paise, perKillPaise }; null for none. The rank ' +
      'prizes together stay within the prize pool, and one kill within what they leave of it ' +
      '(400 on prizeTable.rankPaise or prizeTable.perKillPaise)',
  });

export const tournamentCreateSchema = object({
  kind: kind().required('Kind is required'),
  tournName: fields.tournName(),
  title: fields.title().default(''),
  bannerLink: fields.bannerLink().default(''),
  tournPp: fields.tournPp().required('Prize pool is required'),
  entryFee: fields.entryFee().required('Entry fee is required'),
  totalSlots: fields.totalSlots().required('Total slots is required'),
  matchesCount: fields.matchesCount().required('Number of matches is required'),
  tournType: fields.tournType().default('Squad'),
  gameMode: fields.gameMode().default('Battle Royale'),
  tournStart: fields.tournStart().required('Start time is required'),
  regStart: fields.regStart().required('Registration start is required'),
  regEnd: fields.regEnd().required('Registration end is required'),
  status: fields.status().default('upcoming'),
  orgBy: fields.orgBy().default(''),
  discordLink: fields.discordLink().default(null),
  liveLink: fields.liveLink().default(null),
  teamSize: fields.teamSize().default(SQUAD_REQUIRED_PLAYERS),
  checkinOpensMinutes: checkinOpensField().default(null),
  checkinClosesMinutes: checkinClosesField().default(null),
  matches: scheduleInputField(),
  pointsSystem: pointsSystemSchema.default(undefined).optional().meta({
    description:
      '{ preset: standard | kills_only | custom, placementPoints (custom: points for place 1, 2, ...), pointsPerKill }; the Free Fire standard when left out',
  }),
  prizeTable: prizeTableField(),
  gameTitle: fields.gameTitle().default(DEFAULT_GAME_TITLE),
  feePurpose: fields.feePurpose().default(DEFAULT_FEE_PURPOSE),
  prizeSource: fields.prizeSource().default(DEFAULT_PRIZE_SOURCE),
  prizeSponsorName: fields.prizeSponsorName().default(null),
  duplicateOf: idField('tournament').optional().meta({
    description: 'The tournament this one copies (the console filled the form from it)',
  }),
});
export type TournamentCreateInput = InferType<typeof tournamentCreateSchema>;

const cannotBeEmpty = (name: string) => `${name} cannot be empty`;

/** Every field optional: a PATCH changes what it names. The kind is fixed at creation. */
export const tournamentPatchSchema = object({
  kind: string()
    .meta({ description: 'Fixed at creation: sending it is refused' })
    .test('fixed', 'The kind of a tournament cannot be changed', (value) => value === undefined),
  tournName: fields.tournName().optional().min(1, 'Tournament name is required'),
  title: fields.title().nonNullable(cannotBeEmpty('Title')),
  bannerLink: fields.bannerLink().optional().nonNullable(cannotBeEmpty('Banner link')),
  tournPp: fields.tournPp().optional().nonNullable(cannotBeEmpty('Prize pool')),
  entryFee: fields.entryFee().optional().nonNullable(cannotBeEmpty('Entry fee')),
  totalSlots: fields.totalSlots().optional().nonNullable(cannotBeEmpty('Total slots')),
  matchesCount: fields.matchesCount().optional().nonNullable(cannotBeEmpty('Number of matches')),
  tournType: fields.tournType().nonNullable(cannotBeEmpty('Type')),
  gameMode: fields.gameMode().nonNullable(cannotBeEmpty('Mode')),
  tournStart: fields.tournStart().optional().nonNullable(cannotBeEmpty('Start time')),
  regStart: fields.regStart().optional().nonNullable(cannotBeEmpty('Registration start')),
  regEnd: fields.regEnd().optional().nonNullable(cannotBeEmpty('Registration end')),
  status: fields.status().optional().nonNullable(cannotBeEmpty('Status')),
  orgBy: fields.orgBy().nonNullable(cannotBeEmpty('Organiser')),
  discordLink: fields.discordLink().optional(),
  liveLink: fields.liveLink().optional(),
  teamSize: fields.teamSize().optional().nonNullable(cannotBeEmpty('Team size')),
  checkinOpensMinutes: checkinOpensField().optional(),
  checkinClosesMinutes: checkinClosesField().optional(),
  pointsSystem: pointsSystemSchema.default(undefined).optional(),
  prizeTable: prizeTableField(),
  gameTitle: fields.gameTitle().optional().nonNullable(cannotBeEmpty('Game')),
  feePurpose: fields.feePurpose().optional().nonNullable(cannotBeEmpty('Fee purpose')),
  prizeSource: fields.prizeSource().optional().nonNullable(cannotBeEmpty('Prize source')),
  // Checked against the prize source after the edit (a sponsor's prize needs a name).
  prizeSponsorName: sponsorNameText().optional(),
});
export type TournamentPatchInput = InferType<typeof tournamentPatchSchema>;

const lowerCased = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

export const adminTournamentListQuerySchema = object({
  status: status().transform(lowerCased).optional(),
  kind: kind().transform(lowerCased).optional(),
});
export type AdminTournamentListQuery = InferType<typeof adminTournamentListQuerySchema>;
