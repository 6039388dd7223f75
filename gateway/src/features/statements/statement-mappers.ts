import type {
  BankStatement,
  StatementColumnMapping,
  StatementDeposit,
  StatementLine,
  StatementReconciliation,
} from '../../generated/resolvers-types';
import type {
  UpstreamStatement,
  UpstreamStatementDeposit,
  UpstreamStatementLine,
  UpstreamStatementMapping,
  UpstreamStatementResult,
} from '../../upstream/statement-types';
import { moneyFromRupees } from '../wallet/public';

/** Statements as the schema gives them: Money in its three forms, ids as strings. */

export const statementOf = (statement: UpstreamStatement): BankStatement => ({
  id: String(statement.id),
  fileName: statement.fileName,
  sizeBytes: statement.sizeBytes,
  sha256: statement.sha256,
  source: statement.source,
  importedBy: statement.importedByUsername,
  importedAt: statement.importedAt,
  lineCount: statement.lineCount,
  creditCount: statement.creditCount,
  matchedCount: statement.matchedCount,
  firstDate: statement.firstDate,
  lastDate: statement.lastDate,
});

const lineOf = (line: UpstreamStatementLine): StatementLine => ({
  lineNumber: line.lineNumber,
  date: line.date,
  amount: moneyFromRupees(line.amount),
  direction: line.direction === 'credit' ? 'CREDIT' : 'DEBIT',
  utr: line.utr,
  unusualUtr: line.unusualUtr,
  narration: line.narration,
});

const depositOf = (deposit: UpstreamStatementDeposit): StatementDeposit => ({
  id: String(deposit.id),
  userId: String(deposit.userId),
  username: deposit.username,
  utr: deposit.utr,
  unusualUtr: deposit.unusualUtr,
  amount: moneyFromRupees(deposit.amount),
  status: deposit.status,
  createdAt: deposit.transactionDate,
  decidedBy: deposit.decidedByUsername,
});

const matchOf = (match: { line: UpstreamStatementLine; deposit: UpstreamStatementDeposit }) => ({
  line: lineOf(match.line),
  deposit: depositOf(match.deposit),
});

export const reconciliationOf = (result: UpstreamStatementResult): StatementReconciliation => ({
  statement: statementOf(result.statement),
  matched: result.matched.map(matchOf),
  matchedTotal: moneyFromRupees(result.matchedTotal),
  amountDiffers: result.amountDiffers.map(matchOf),
  alreadyDecided: result.alreadyDecided.map(matchOf),
  noRequest: result.noRequest.map(({ line, likelyPlayer }) => ({
    line: lineOf(line),
    likelyPlayer: likelyPlayer && { ...likelyPlayer, userId: String(likelyPlayer.userId) },
  })),
  notOnStatement: result.notOnStatement.map(depositOf),
});

export const mappingOf = (mapping: UpstreamStatementMapping): StatementColumnMapping => ({
  columns: mapping.columns,
  date: mapping.date,
  amount: mapping.amount,
  utr: mapping.utr,
  narration: mapping.narration,
  creditDebit: mapping.creditDebit,
  updatedBy: mapping.updatedByUsername,
  updatedAt: mapping.updatedAt,
});
