import type { ComplianceSettings } from '../compliance/public';
import type { Check, Figures } from './records-figures';
import type { RecordsGrievance } from './records-grievances';
import type { FundingRow, RecordsTournamentRow } from './records-repository';

/** What the records of a span hold, in paise, before the JSON or CSV edge (decision 050). */

/** One tournament of the records: its row, its figures of the span and who funded its pool. */
export interface RecordsTournament {
  row: RecordsTournamentRow;
  figures: Figures;
  fundings: FundingRow[];
}

export interface Records {
  from: string;
  to: string;
  generatedAt: Date;
  tournaments: RecordsTournament[];
  totals: Figures;
  checks: Check[];
  grievances: RecordsGrievance[];
  settings: ComplianceSettings;
}
