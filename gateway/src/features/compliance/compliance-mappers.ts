import { moneyOf, parseRupees } from '#common/money';
import type {
  ComplianceInfo,
  ComplianceSettings,
  ComplianceSettingsInput,
  Declaration,
  FeePurpose,
  GameTitle,
  PrizeSource,
  TournamentInput,
  TournamentPatch,
  UserError,
} from '../../generated/resolvers-types';
import type {
  UpstreamCompliance,
  UpstreamComplianceSettings,
  UpstreamDeclaration,
} from '../../upstream/compliance-types';

/** The operator's rules and a tournament's declaration between the backend and the schema. */

export const complianceInfoOf = (info: UpstreamCompliance): ComplianceInfo => ({
  registrationNumber: info.esportRegistrationNumber,
  grievanceOfficer: info.grievanceOfficer,
  grievanceAckHours: info.grievanceAckHours,
  grievanceResolveDays: info.grievanceResolveDays,
  escalation: info.escalation,
  paidEntryMinAge: info.paidEntryMinAge,
});

export const complianceSettingsOf = (settings: UpstreamComplianceSettings): ComplianceSettings => ({
  ...settings,
  tdsThreshold: moneyOf(Math.round(settings.tdsThreshold * 100)),
});

export const THRESHOLD_MESSAGE =
  'Tax threshold must be an amount in rupees with at most 2 decimals, e.g. "10000"';

/** The upstream's body: the threshold as a rupee number; a threshold that is not one, refused. */
export function complianceBody(input: ComplianceSettingsInput): {
  body: Record<string, unknown>;
  errors: UserError[];
} {
  const paise = parseRupees(input.tdsThreshold);
  const errors: UserError[] =
    paise === undefined
      ? [{ field: 'tdsThreshold', code: 'INVALID', message: THRESHOLD_MESSAGE }]
      : [];
  return { body: { ...input, tdsThreshold: paise === undefined ? null : paise / 100 }, errors };
}

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

export const declarationOf = (
  declaration: UpstreamDeclaration | null | undefined,
): Declaration | null =>
  declaration
    ? {
        ...declaration,
        gameTitle: upper<GameTitle>(declaration.gameTitle),
        feePurpose: upper<FeePurpose>(declaration.feePurpose),
        prizeSource: upper<PrizeSource>(declaration.prizeSource),
      }
    : null;

/** The declaration's fields of a tournament input or patch, as the upstream names them. */
export function declarationBody(input: TournamentInput | TournamentPatch) {
  const body: Record<string, unknown> = {};
  if (input.gameTitle) body.gameTitle = input.gameTitle.toLowerCase();
  if (input.feePurpose) body.feePurpose = input.feePurpose.toLowerCase();
  if (input.prizeSource) body.prizeSource = input.prizeSource.toLowerCase();
  if (input.prizeSponsorName !== undefined) body.prizeSponsorName = input.prizeSponsorName;
  return body;
}
