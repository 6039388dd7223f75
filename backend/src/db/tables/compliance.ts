import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GeneratedTimestamp } from './columns';

/** Lawful to run in India (migration 015, issue 24): the operator's rules and the house ledger. */

/** Paise in a bigint column: read as a number, written as one. */
type Paise = ColumnType<number, number | undefined, number>;

export interface ComplianceSettingsTable {
  only_row: Generated<boolean>;
  esport_registration_number: string | null;
  require_registration_for_paid: Generated<boolean>;
  prize_funded_apart_from_fees: Generated<boolean>;
  grievance_officer_name: string | null;
  grievance_officer_email: string | null;
  grievance_officer_phone: string | null;
  grievance_ack_hours: Generated<number>;
  grievance_resolve_days: Generated<number>;
  escalation_name: string | null;
  escalation_contact: string | null;
  tds_rate_bps: Generated<number>;
  tds_threshold_paise: Paise;
  paid_entry_min_age: Generated<number>;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A player's PAN, sealed (AES-GCM) at rest; only its last four characters are shown. */
export interface PlayerTaxIdsTable {
  user_id: number;
  pan_sealed: string;
  pan_last4: string;
  name_on_pan: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type FunderKind = 'organiser' | 'sponsor';

export interface PrizeFundingsTable {
  id: Generated<number>;
  tournament_id: number;
  funder_kind: FunderKind;
  funder_name: string;
  amount_paise: number;
  utr: string;
  recorded_by: number;
  created_at: GeneratedTimestamp;
  /** Set when what was left of the pool was put aside for this funder. */
  returned_paise: ColumnType<number | null, number | null | undefined, number | null>;
  returned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Set when an organiser recorded paying it back (the bank's reference). */
  return_reference: ColumnType<string | null, string | null | undefined, string | null>;
  return_paid_by: ColumnType<number | null, number | null | undefined, number | null>;
  return_paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/**
 * The platform's accounts beside the players' wallets: per tournament its entry fees, its prize
 * escrow and what is due back to its funders; one account of the tax withheld.
 */
export type HouseAccountKind = 'fees' | 'escrow' | 'returns' | 'tax';
export type HouseEntryReason =
  | 'opening_balance'
  | 'entry_fee'
  | 'refund'
  | 'escrow_funding'
  | 'prize'
  | 'tax_withheld'
  | 'escrow_return'
  | 'return_paid';

export interface HouseAccountsTable {
  id: Generated<number>;
  kind: HouseAccountKind;
  tournament_id: number | null;
  balance_paise: Paise;
}

export interface HouseEntriesTable {
  id: Generated<number>;
  account_id: number;
  amount_paise: number;
  reason: HouseEntryReason;
  transaction_id: number | null;
  funding_id: number | null;
  created_at: GeneratedTimestamp;
}

export type ComplianceSettingsRow = Selectable<ComplianceSettingsTable>;
export type PrizeFundingRow = Selectable<PrizeFundingsTable>;
