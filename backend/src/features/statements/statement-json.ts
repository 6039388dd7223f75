import { paiseToRupees } from '#common/money';
import { isUnusualUtr } from '#common/utr-shape';
import { shownUtr } from './statement-parser';
import type { DepositRecord, StatementImport } from './statements-repository';
import type { Direction } from './statement-values';

/** An import as the list of statements shows it. */
export const toStatementJson = (statement: StatementImport) => ({
  id: statement.id,
  fileName: statement.fileName,
  sizeBytes: statement.sizeBytes,
  sha256: statement.sha256,
  source: statement.source,
  importedBy: statement.importedBy,
  importedByUsername: statement.importedByUsername,
  importedAt: statement.importedAt.toISOString(),
  lineCount: statement.lineCount,
  creditCount: statement.creditCount,
  matchedCount: statement.matchedCount,
  firstDate: statement.firstDate,
  lastDate: statement.lastDate,
});

/** A line of the statement, with the UTR it was matched by; `unusualUtr` for no bank's shape. */
export function toLineJson(
  line: {
    lineNumber: number;
    date: string;
    amountPaise: number;
    direction: Direction;
    utr: string | null;
    narration: string | null;
  },
  matchedUtr?: string,
) {
  const utr = shownUtr(line, matchedUtr);
  return {
    lineNumber: line.lineNumber,
    date: line.date,
    amount: paiseToRupees(line.amountPaise),
    direction: line.direction,
    utr,
    unusualUtr: utr !== null && isUnusualUtr(utr),
    narration: line.narration,
  };
}

/** A deposit request; `unusualUtr` when the UTR the player typed has no bank's shape. */
export const toDepositJson = (deposit: DepositRecord) => ({
  id: deposit.id,
  userId: deposit.userId,
  username: deposit.username,
  utr: deposit.utr,
  unusualUtr: isUnusualUtr(deposit.utr),
  amount: paiseToRupees(deposit.amountPaise),
  status: deposit.status,
  transactionDate: deposit.createdAt.toISOString(),
  decidedByUsername: deposit.decidedByUsername,
});
