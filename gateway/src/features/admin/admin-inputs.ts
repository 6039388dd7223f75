import { parseRupees } from '#common/money';
import { PRIZE_TABLE_INPUT_FIELDS, prizeTableBody } from '../prizes/public';
import { declarationBody } from '../compliance/public';
import type {
  BlogInput,
  PayoutInput,
  PointsSystemInput,
  ProductInput,
  ResultRowInput,
  TournamentInput,
  TournamentPatch,
  UserError,
} from '../../generated/resolvers-types';

/**
 * The organiser's GraphQL inputs as the upstream's /api/admin bodies: its field names, lower-case
 * enums, rupees as JSON numbers. Amounts that are not exact rupees are refused here, as payload
 * errors on the input's own field, before any upstream call.
 */
export interface Mapped<T> {
  body: T;
  errors: UserError[];
}

type Body = Record<string, unknown>;

const AMOUNT_LABELS: Record<string, string> = {
  prizePool: 'Prize pool',
  entryFee: 'Entry fee',
  price: 'Price',
  amount: 'Amount',
};

/** Rupees as the upstream's JSON number, exact to the paisa; undefined (and an error) if not. */
function rupees(
  value: string,
  field: string,
  errors: UserError[],
  label = field,
): number | undefined {
  const paise = parseRupees(value);
  if (paise === undefined) {
    const name = AMOUNT_LABELS[label] ?? 'Amount';
    errors.push({
      field,
      code: 'INVALID',
      message: `${name} must be an amount in rupees with at most 2 decimals, e.g. "499" or "499.50"`,
    });
    return undefined;
  }
  return paise / 100;
}

/** Schema name → upstream name of the tournament fields that map one to one. */
const TOURNAMENT_FIELDS = {
  name: 'tournName',
  title: 'title',
  bannerUrl: 'bannerLink',
  totalSlots: 'totalSlots',
  matchesCount: 'matchesCount',
  type: 'tournType',
  mode: 'gameMode',
  startsAt: 'tournStart',
  registrationOpensAt: 'regStart',
  registrationClosesAt: 'regEnd',
  organiser: 'orgBy',
  discordUrl: 'discordLink',
  liveStreamUrl: 'liveLink',
  teamSize: 'teamSize',
  checkInOpensMinutes: 'checkinOpensMinutes',
  checkInClosesMinutes: 'checkinClosesMinutes',
} as const;

/** Links and the check-in window are the fields a null clears; elsewhere null means "leave as it is". */
const CLEARABLE = new Set<string>([
  'discordUrl',
  'liveStreamUrl',
  'checkInOpensMinutes',
  'checkInClosesMinutes',
]);

function tournamentFields(input: TournamentInput | TournamentPatch, errors: UserError[]): Body {
  const body: Body = {};
  for (const [field, upstreamField] of Object.entries(TOURNAMENT_FIELDS)) {
    const value = (input as Record<string, unknown>)[field];
    if (value === undefined || (value === null && !CLEARABLE.has(field))) continue;
    body[upstreamField] = value;
  }
  if (input.status) body.status = input.status.toLowerCase();
  Object.assign(body, declarationBody(input));
  if (input.pointsSystem) body.pointsSystem = pointsSystemBody(input.pointsSystem);
  // A patch's null removes the table; a new tournament without one announces no prizes.
  if (input.prizeTable) body.prizeTable = prizeTableBody(input.prizeTable, errors);
  else if (input.prizeTable === null) body.prizeTable = null;
  for (const field of ['prizePool', 'entryFee'] as const) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    body[field === 'prizePool' ? 'tournPp' : 'entryFee'] = rupees(value, field, errors);
  }
  return body;
}

/** The upstream's points system: a lower-case preset, a custom table's numbers as given. */
const pointsSystemBody = (system: PointsSystemInput) => ({
  preset: system.preset.toLowerCase(),
  ...(system.placementPoints ? { placementPoints: system.placementPoints } : {}),
  ...(typeof system.pointsPerKill === 'number' ? { pointsPerKill: system.pointsPerKill } : {}),
});

export const NO_ORIGINAL = 'There is no tournament with this id to copy';

/** The tournament a Duplicate copies: upstream ids are whole numbers, anything else names none. */
function duplicateOf(id: string | null | undefined, errors: UserError[]): Body {
  if (id === undefined || id === null) return {};
  if (/^[1-9]\d{0,9}$/.test(id)) return { duplicateOf: Number(id) };
  errors.push({ field: 'duplicateOf', code: 'INVALID', message: NO_ORIGINAL });
  return {};
}

export function tournamentCreateBody(input: TournamentInput): Mapped<Body> {
  const errors: UserError[] = [];
  const body = {
    kind: input.kind.toLowerCase(),
    ...tournamentFields(input, errors),
    ...duplicateOf(input.duplicateOf, errors),
    ...(input.matches
      ? {
          matches: input.matches.map(({ map, startsAt }) => ({
            map,
            ...(startsAt ? { startsAt } : {}),
          })),
        }
      : {}),
  };
  return { body, errors };
}

export function tournamentPatchBody(patch: TournamentPatch): Mapped<Body> {
  const errors: UserError[] = [];
  return { body: tournamentFields(patch, errors), errors };
}

/** A result row in the upstream's §3 shape: `postionPoints` spelled so, flags as 0 or 1. */
export const resultRowBody = (row: ResultRowInput) => ({
  teamName: row.teamName,
  player1Kills: row.player1Kills,
  player2Kills: row.player2Kills,
  player3Kills: row.player3Kills,
  player4Kills: row.player4Kills,
  postionPoints: row.positionPoints,
  matchParticipated: row.participated === false ? 0 : 1,
  booyah: row.booyah ? 1 : 0,
});

/** Player ids are whole numbers upstream; anything else is refused on its own field. */
const isId = (value: number) => Number.isSafeInteger(value) && value >= 1;

export function payoutsBody(payouts: PayoutInput[]): Mapped<{ payouts: Body[] }> {
  const errors: UserError[] = [];
  const body = payouts.map((payout, index) => {
    const userId = Number(payout.userId);
    if (!isId(userId)) {
      errors.push({
        field: `payouts[${index}].userId`,
        code: 'INVALID',
        message: `There is no player with id ${payout.userId}`,
      });
    }
    const teamId =
      payout.teamId === null || payout.teamId === undefined ? undefined : Number(payout.teamId);
    if (teamId !== undefined && !isId(teamId)) {
      errors.push({
        field: `payouts[${index}].teamId`,
        code: 'INVALID',
        message: `There is no team with id ${payout.teamId} in this tournament`,
      });
    }
    return {
      userId,
      amount: rupees(payout.amount, `payouts[${index}].amount`, errors, 'amount'),
      ...(payout.note ? { note: payout.note } : {}),
      ...(teamId === undefined ? {} : { teamId }),
      ...(payout.reason ? { reason: payout.reason } : {}),
    };
  });
  return { body: { payouts: body }, errors };
}

const BLOG_FIELDS = {
  title: 'title',
  imageUrl: 'imageLink',
  author: 'author',
  subDescription: 'subDescription',
  description: 'description',
  quote: 'quote',
  keyword: 'keyword',
} as const;

/** Only the fields given; a null author clears it (the app then says 'Agent'). */
export function blogBody(input: BlogInput): Body {
  const body: Body = {};
  for (const [field, upstreamField] of Object.entries(BLOG_FIELDS)) {
    const value = (input as Record<string, unknown>)[field];
    if (value === undefined || (value === null && field !== 'author')) continue;
    body[upstreamField] = value;
  }
  return body;
}

export function productBody(input: ProductInput): Mapped<Body> {
  const errors: UserError[] = [];
  const body: Body = {};
  if (input.name !== undefined && input.name !== null) body.name = input.name;
  if (input.imageUrl !== undefined && input.imageUrl !== null) body.image = input.imageUrl;
  if (input.price !== undefined && input.price !== null) {
    body.price = rupees(input.price, 'price', errors);
  }
  return { body, errors };
}

/** Upstream field names in payload errors, renamed to the input's own, for the form's fields. */
const INPUT_FIELD_OF: Record<string, string> = {
  ...Object.fromEntries(Object.entries(TOURNAMENT_FIELDS).map(([field, up]) => [up, field])),
  tournPp: 'prizePool',
  ...Object.fromEntries(Object.entries(BLOG_FIELDS).map(([field, up]) => [up, field])),
  image: 'imageUrl',
  roomPassword: 'password',
  matchId: 'matchNumber',
  matchNo: 'matchNumber',
  pictureId: 'pictureUrl',
  ...PRIZE_TABLE_INPUT_FIELDS,
};

export const inputFieldsOf = (errors: UserError[]): UserError[] =>
  errors.map((error) =>
    error.field && INPUT_FIELD_OF[error.field]
      ? { ...error, field: INPUT_FIELD_OF[error.field] ?? error.field }
      : error,
  );
