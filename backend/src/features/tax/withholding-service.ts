import { istDayEnd, istDayStart } from '#common/ist-days';
import { type QuarterDays, quarterDays, quarterLabel } from '#common/tax-quarters';
import { TAX_DETAILS_MESSAGES } from '#common/validation/tax-details';
import { recordAudit } from '../../change/record-audit';
import type { Trx } from '../../db/db';
import { invalid } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { createPanSealer } from './pan-sealing';
import { withholdingCsv } from './withholding-csv';
import { toWithholdingReportJson, withPans } from './withholding-report';
import { createWithholdingRepository } from './withholding-repository';

/**
 * The quarterly report of tax withheld on winnings (decision 047), for the organiser's return:
 * the one place a full PAN is read back. The CSV download is audited with its quarter.
 */
export function createWithholdingService({ db, config }: ServiceDeps) {
  const sealer = createPanSealer(config.signingKeySecret);

  function daysOf(quarter: string): QuarterDays {
    const days = quarterDays(quarter);
    if (!days) throw invalid(TAX_DETAILS_MESSAGES.quarterInvalid, 'quarter');
    return days;
  }

  async function linesOf(trx: Trx, days: QuarterDays) {
    const withholding = createWithholdingRepository(trx);
    const start = istDayStart(days.from);
    const end = istDayEnd(days.to);
    const rows = await withholding.rows(start, end);
    const ledger = await withholding.ledgerSums(start, end);
    return { lines: withPans(rows, sealer), ledger };
  }

  return {
    async report(quarter: string) {
      const days = daysOf(quarter);
      // One snapshot, so the rows and the ledger's sums are read at the same moment.
      const { lines, ledger } = await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) => linesOf(trx, days));
      return toWithholdingReportJson(days, lines, ledger);
    },

    async exportCsv(quarter: string, actorId: number) {
      const days = daysOf(quarter);
      return db.transaction().execute(async (trx) => {
        const { lines } = await linesOf(trx, days);
        await recordAudit(trx, {
          actorId,
          action: 'TAX_REPORT_EXPORTED',
          subjectId: `tax:${quarter}`,
          summary: `Exported the tax withheld on winnings of ${quarterLabel(quarter)} as CSV (${lines.length} rows)`,
          after: { quarter, rows: lines.length },
        });
        return { csv: withholdingCsv(lines), fileName: `ccl-tax-withheld-${quarter}.csv` };
      });
    },
  };
}

export type WithholdingService = ReturnType<typeof createWithholdingService>;
