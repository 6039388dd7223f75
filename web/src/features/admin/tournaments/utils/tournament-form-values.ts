import { paiseToRupeeString } from '#common/money';
import type {
  ConsoleTournamentFormQuery,
  FeePurpose,
  GameTitle,
  PrizeSource,
  TournamentInput,
  TournamentKind,
  TournamentPatch,
  TournamentStatus,
} from '../../../../generated/admin';
import { toIso, toLocalInput } from '../../../../lib/local-date-time';
import { SITE_NAME } from '../../../../lib/site-info';
import {
  type PointsSystemFormValues,
  STANDARD_FORM_VALUES,
  pointsSystemFormValuesOf,
  samePointsForm,
  toPointsSystemInput,
} from './points-system-values';
import { toMatchesInput } from './match-maps-values';
import { NO_CHECK_IN, checkInFormValuesOf, minutesOf } from './check-in-values';
import {
  NO_PRIZE_TABLE,
  prizeTableFormValuesOf,
  samePrizeTable,
  toPrizeTableInput,
} from './prize-table-values';
import type { PrizeTableValues } from '#common/prize-table';

/**
 * The tournament form's values (all text, as the inputs hold them) and their conversions: to
 * the create input, to a patch of what changed, from a tournament as it is. Date-times are
 * `datetime-local` values in the organiser's own time zone and travel as ISO UTC.
 */
export interface TournamentFormValues {
  kind: TournamentKind;
  name: string;
  title: string;
  bannerUrl: string;
  prizePool: string;
  entryFee: string;
  totalSlots: string;
  matchesCount: string;
  type: string;
  mode: string;
  startsAt: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  status: TournamentStatus;
  organiser: string;
  discordUrl: string;
  liveStreamUrl: string;
  teamSize: string;
  /** How results score (issue 22): its own fieldset, sent whole. */
  pointsSystem: PointsSystemFormValues;
  /** A new tournament's map per match (its own fieldset); empty: the rotation. Created only. */
  matchMaps: string[];
  /** The check-in window's minutes before the first match (its own fieldset); empty: none. */
  checkInOpensMinutes: string;
  checkInClosesMinutes: string;
  /** The prizes announced before booking (decision 044): its own fieldset, sent whole. */
  prizeTable: PrizeTableValues;
  /** The declaration players read before booking (decision 048). */
  gameTitle: GameTitle;
  feePurpose: FeePurpose;
  prizeSource: PrizeSource;
  prizeSponsorName: string;
}

export const FORM_FIELDS = [
  'kind',
  'name',
  'title',
  'bannerUrl',
  'prizePool',
  'entryFee',
  'totalSlots',
  'matchesCount',
  'type',
  'mode',
  'startsAt',
  'registrationOpensAt',
  'registrationClosesAt',
  'status',
  'organiser',
  'discordUrl',
  'liveStreamUrl',
  'teamSize',
  'checkInOpensMinutes',
  'checkInClosesMinutes',
  'gameTitle',
  'feePurpose',
  'prizeSource',
  'prizeSponsorName',
] as const satisfies readonly (keyof TournamentFormValues)[];

export const NEW_TOURNAMENT: TournamentFormValues = {
  kind: 'NORMAL',
  name: '',
  title: '',
  bannerUrl: '',
  prizePool: '',
  entryFee: '',
  totalSlots: '',
  matchesCount: '',
  type: 'Squad',
  mode: 'Battle Royale',
  startsAt: '',
  registrationOpensAt: '',
  registrationClosesAt: '',
  status: 'UPCOMING',
  organiser: SITE_NAME,
  discordUrl: '',
  liveStreamUrl: '',
  teamSize: '4',
  pointsSystem: STANDARD_FORM_VALUES,
  matchMaps: [],
  ...NO_CHECK_IN,
  prizeTable: NO_PRIZE_TABLE,
  gameTitle: 'FREE_FIRE',
  feePurpose: 'ENTRY_AND_ADMIN',
  prizeSource: 'ORGANISER',
  prizeSponsorName: '',
};

/** "2500" or "99.50": an amount as the organiser types it. */
const rupeeText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : paiseToRupeeString(paise);

type Existing = NonNullable<ConsoleTournamentFormQuery['admin']['tournament']>;

export function valuesOf(existing: Existing): TournamentFormValues {
  const { tournament } = existing;
  return {
    kind: tournament.kind,
    name: tournament.name,
    title: tournament.title ?? '',
    bannerUrl: tournament.bannerUrl ?? '',
    prizePool: rupeeText(tournament.prizePool.paise),
    entryFee: rupeeText(tournament.entryFee.paise),
    totalSlots: String(tournament.totalSlots),
    matchesCount: String(tournament.matchesCount),
    type: tournament.type ?? '',
    mode: tournament.mode ?? '',
    startsAt: toLocalInput(tournament.startsAt),
    registrationOpensAt: toLocalInput(tournament.registrationOpensAt),
    registrationClosesAt: toLocalInput(tournament.registrationClosesAt),
    status: tournament.status,
    organiser: tournament.organiser ?? '',
    discordUrl: tournament.discordUrl ?? '',
    liveStreamUrl: tournament.liveStreamUrl ?? '',
    teamSize: String(existing.teamSize),
    pointsSystem: pointsSystemFormValuesOf(tournament.pointsSystem),
    matchMaps: [],
    ...checkInFormValuesOf(tournament.checkInWindow),
    prizeTable: prizeTableFormValuesOf(tournament.prizeTable ?? null),
    gameTitle: tournament.declaration?.gameTitle ?? 'FREE_FIRE',
    feePurpose: tournament.declaration?.feePurpose ?? 'ENTRY_AND_ADMIN',
    prizeSource: tournament.declaration?.prizeSource ?? 'ORGANISER',
    prizeSponsorName: tournament.declaration?.sponsorName ?? '',
  };
}

const optional = (text: string) => text.trim() || undefined;

export function toCreateInput(values: TournamentFormValues): TournamentInput {
  return {
    kind: values.kind,
    name: values.name.trim(),
    title: optional(values.title),
    bannerUrl: optional(values.bannerUrl),
    prizePool: values.prizePool.trim(),
    entryFee: values.entryFee.trim(),
    totalSlots: Number(values.totalSlots),
    matchesCount: Number(values.matchesCount),
    type: values.type.trim(),
    mode: values.mode.trim(),
    startsAt: toIso(values.startsAt),
    registrationOpensAt: toIso(values.registrationOpensAt),
    registrationClosesAt: toIso(values.registrationClosesAt),
    status: values.status,
    organiser: optional(values.organiser),
    discordUrl: optional(values.discordUrl),
    liveStreamUrl: optional(values.liveStreamUrl),
    teamSize: values.kind === 'SPECIAL' ? Number(values.teamSize) : undefined,
    pointsSystem: toPointsSystemInput(values.pointsSystem),
    matches: toMatchesInput(values.matchesCount, values.matchMaps),
    // Without check-in the create call leaves the window out (none is the default).
    checkInOpensMinutes: minutesOf(values.checkInOpensMinutes) ?? undefined,
    checkInClosesMinutes: minutesOf(values.checkInClosesMinutes) ?? undefined,
    prizeTable: toPrizeTableInput(values.prizeTable) ?? undefined,
    gameTitle: values.gameTitle,
    feePurpose: values.feePurpose,
    prizeSource: values.prizeSource,
    prizeSponsorName: values.prizeSource === 'SPONSOR' ? values.prizeSponsorName.trim() : null,
  };
}

/** The points system is no text field: its fieldset sends it whole (see points-system-values). */
type TextPatchField = Exclude<keyof TournamentPatch, 'pointsSystem' | 'prizeTable'>;

/** Each field of a patch as it is sent: numbers, instants, and links whose blank removes them. */
const PATCH_VALUE: {
  [Field in TextPatchField]-?: (text: string) => TournamentPatch[Field];
} = {
  name: (text) => text.trim(),
  title: (text) => text.trim(),
  bannerUrl: (text) => text.trim(),
  prizePool: (text) => text.trim(),
  entryFee: (text) => text.trim(),
  totalSlots: Number,
  matchesCount: Number,
  type: (text) => text.trim(),
  mode: (text) => text.trim(),
  startsAt: toIso,
  registrationOpensAt: toIso,
  registrationClosesAt: toIso,
  status: (text) => text as TournamentStatus,
  organiser: (text) => text.trim(),
  discordUrl: (text) => text.trim() || null,
  liveStreamUrl: (text) => text.trim() || null,
  checkInOpensMinutes: minutesOf,
  checkInClosesMinutes: minutesOf,
  gameTitle: (text) => text as GameTitle,
  feePurpose: (text) => text as FeePurpose,
  prizeSource: (text) => text as PrizeSource,
  prizeSponsorName: (text) => text.trim() || null,
};

/**
 * Only what the organiser changed: the platform records each change in the tournament's
 * history, so an untouched field must not look changed. Empty when nothing changed.
 */
export function toPatch(
  initial: TournamentFormValues,
  values: TournamentFormValues,
): TournamentPatch {
  const patch: Record<string, unknown> = {};
  for (const [field, convert] of Object.entries(PATCH_VALUE)) {
    const key = field as TextPatchField;
    if (values[key].trim() === initial[key].trim()) continue;
    patch[key] = (convert as (text: string) => unknown)(values[key]);
  }
  if (!samePointsForm(initial.pointsSystem, values.pointsSystem)) {
    patch.pointsSystem = toPointsSystemInput(values.pointsSystem);
  }
  if (!samePrizeTable(initial.prizeTable, values.prizeTable)) {
    patch.prizeTable = toPrizeTableInput(values.prizeTable);
  }
  return patch as TournamentPatch;
}
