import { istDayEnd, istDayStart } from '#common/ist-days';
import { recordAudit } from '../../change/record-audit';
import type { Db, Trx } from '../../db/db';
import type { ServiceDeps } from '../../service-deps';
import { readComplianceSettings } from '../compliance/public';
import { checksOf, figuresByTournament, movedTournaments, totalOf } from './records-figures';
import { grievancesOf } from './records-grievances';
import type { Records } from './records-model';
import { recordsRepository } from './records-repository';
import { recordsCsv } from './records-csv';
import { recordsJson } from './records-json';

const rangeLabel = (from: string, to: string) => (from === to ? from : `${from} to ${to}`);

/**
 * The records an auditor or the Authority asks for (decision 050): for the IST days [from, to],
 * each tournament with its declaration and money, the grievances filed, the totals and every
 * total checked against the ledgers; the platform's rules as they are now.
 */
export function createRecordsService({ db, clock = () => new Date() }: ServiceDeps) {
  async function gather(reader: Db | Trx, from: string, to: string): Promise<Records> {
    const span = { start: istDayStart(from), end: istDayEnd(to) };
    const { start, end } = span;
    const [wallet, fundings, house, walletLedger, grievances, settings] = await Promise.all([
      recordsRepository.walletFigures(reader, start, end),
      recordsRepository.fundings(reader, start, end),
      recordsRepository.houseSums(reader, start, end),
      recordsRepository.walletLedgerSums(reader, start, end),
      grievancesOf(reader, span, clock()),
      readComplianceSettings(reader),
    ]);
    const figures = figuresByTournament(wallet, fundings, span);
    const ids = [...new Set([...figures.keys(), ...movedTournaments(house, walletLedger)])];
    const rows = await recordsRepository.tournaments(reader, start, end, ids);
    const tournaments = rows.map((row) => ({
      row,
      figures: figures.get(row.id) ?? totalOf([]),
      fundings: fundings.filter((funding) => funding.tournament_id === row.id),
    }));
    const totals = totalOf(tournaments.map((tournament) => tournament.figures));
    return {
      from,
      to,
      generatedAt: clock(),
      tournaments,
      totals,
      checks: checksOf(totals, house, walletLedger),
      grievances,
      settings,
    };
  }

  return {
    /** The records of IST days [from, to] as the console shows them. */
    async report(from: string, to: string) {
      return recordsJson(await gather(db, from, to));
    },

    /** The same as one CSV, audited RECORDS_EXPORTED in the transaction that read it. */
    async exportCsv(from: string, to: string, actorId: number) {
      return db.transaction().execute(async (trx) => {
        const records = await gather(trx, from, to);
        await recordAudit(trx, {
          actorId,
          action: 'RECORDS_EXPORTED',
          subjectId: `records:${from}..${to}`,
          summary:
            `Exported the records of ${rangeLabel(from, to)} as CSV ` +
            `(${records.tournaments.length} tournaments, ${records.grievances.length} grievances)`,
          after: {
            from,
            to,
            tournaments: records.tournaments.length,
            grievances: records.grievances.length,
          },
        });
        return { csv: recordsCsv(records), fileName: `ccl-records-${from}-to-${to}.csv` };
      });
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
