import { createHash } from 'node:crypto';
import { findDepositReference } from '#common/deposit-reference';
import { formatRupees, paiseToRupees, rupeesToPaise } from '#common/money';
import { countOf, formatMoment } from '../../change/audit-text';
import { recordAudit } from '../../change/record-audit';
import { AppError, conflictWith, invalid, isUniqueViolation, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { createTransactionDecisions } from '../wallet/public';
import type { ColumnMapping } from './statement-columns';
import {
  type DepositOnRecord,
  matchLines,
  outcomeOf,
  referencesOfLines,
} from './statement-matching';
import { parseStatement } from './statement-parser';
import { toDepositJson, toLineJson, toStatementJson } from './statement-json';
import { STATEMENT_MESSAGES } from './statement-rules';
import { type DepositRecord, createStatementsRepository, mappingOf } from './statements-repository';

const SHA256_INDEX = 'statement_imports_sha256_key';
export const STATEMENTS_LIST_LIMIT = 100;

export interface StatementUpload {
  bytes: Buffer;
  fileName: string;
  /** The columns of a header row the desk did not recognise, named by the organiser. */
  mapping?: ColumnMapping | undefined;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const isPendingMatch = (line: { amountPaise: number }, deposit: DepositOnRecord | undefined) =>
  outcomeOf(line, deposit) === 'matched';

/**
 * Reconciliation from the bank statement (decision 042): a statement is imported once (by its
 * SHA-256), its credits are matched to deposit requests by UTR, and the matched ones are
 * approved in one go through the wallet's own decision.
 */
export function createStatementService({ db }: ServiceDeps) {
  const statements = createStatementsRepository(db);
  const decisions = createTransactionDecisions(db);

  /** The 409 for a file imported before: when, and by whom. */
  const importedBefore = (before: { id: number; importedAt: Date; importedByUsername: string }) =>
    conflictWith(
      `This statement was imported already, on ${formatMoment(before.importedAt)} by ` +
        `${before.importedByUsername}. Nothing was changed.`,
      {
        statementId: before.id,
        importedBy: before.importedByUsername,
        importedAt: before.importedAt.toISOString(),
      },
    );

  async function refuseRepeat(sha256: string) {
    const before = await statements.findByHash(sha256);
    if (before) throw importedBefore(before);
  }

  /** Who the deposit references in the narrations of `lines` name, by account id. */
  async function likelyPlayers(lines: { narration: string | null }[]) {
    const ids = lines.flatMap((line) => {
      const found = line.narration ? findDepositReference(line.narration) : null;
      return found ? [found.userId] : [];
    });
    return statements.usernames(ids);
  }

  async function reconcile(id: number) {
    const statement = await statements.find(id);
    if (!statement) throw notFound(STATEMENT_MESSAGES.notFound);
    const lines = await statements.lines(id);
    const credits = lines.filter((line) => line.direction === 'credit');
    const matches = matchLines(lines, await statements.depositsByUtr(referencesOfLines(lines)));
    const named = new Set([...matches.values()].map((deposit) => deposit.id));
    const waiting =
      statement.firstDate && statement.lastDate
        ? await statements.pendingBetween(statement.firstDate, statement.lastDate)
        : [];
    return { statement, credits, matches, notOnStatement: waiting.filter((d) => !named.has(d.id)) };
  }

  return {
    list: async () => (await statements.list(STATEMENTS_LIST_LIMIT)).map(toStatementJson),

    mappings: async () =>
      (await statements.listMappings()).map((row) => ({
        columns: row.header_key.split('|'),
        ...mappingOf(row),
        updatedByUsername: row.username,
        updatedAt: row.updated_at.toISOString(),
      })),

    /**
     * Imports a statement in one transaction with its audit record: refused (nothing stored)
     * when it was imported before, is no CSV, or its columns are not known.
     */
    async importStatement(upload: StatementUpload, organiserId: number) {
      const sha256 = sha256Of(upload.bytes);
      await refuseRepeat(sha256);
      const parsed = parseStatement(upload.bytes, {
        remembered: await statements.mappings(),
        given: upload.mapping,
      });
      try {
        return await db.transaction().execute(async (trx) => {
          const deposits = await statements.depositsByUtr(referencesOfLines(parsed.lines), trx);
          const matches = matchLines(parsed.lines, deposits);
          const lines = parsed.lines.map((line) => ({
            ...line,
            matchedTransactionId: matches.get(line.lineNumber)?.id ?? null,
          }));
          const credits = lines.filter((line) => line.direction === 'credit');
          const matchedCount = credits.filter((line) =>
            isPendingMatch(line, matches.get(line.lineNumber)),
          ).length;
          const id = await statements.insert(trx, {
            sha256,
            fileName: upload.fileName,
            sizeBytes: upload.bytes.byteLength,
            source: parsed.source,
            importedBy: organiserId,
            creditCount: credits.length,
            matchedCount,
            lines,
          });
          if (upload.mapping) {
            await statements.remember(trx, parsed.headerKey, upload.mapping, organiserId);
          }
          await recordAudit(trx, {
            actorId: organiserId,
            action: 'STATEMENT_IMPORTED',
            subjectId: id,
            summary:
              `Imported statement ${upload.fileName} (${countOf(lines.length, 'line')}, ` +
              `${countOf(credits.length, 'credit')}, ${countOf(matchedCount, 'pending deposit')} matched)`,
            before: null,
            after: {
              sha256,
              fileName: upload.fileName,
              sizeBytes: upload.bytes.byteLength,
              source: parsed.source,
              lines: lines.length,
              credits: credits.length,
              matched: matchedCount,
              ...(upload.mapping ? { mapping: { ...upload.mapping } } : {}),
            },
          });
          const statement = await statements.find(id, trx);
          if (!statement) throw notFound(STATEMENT_MESSAGES.notFound);
          return toStatementJson(statement);
        });
      } catch (error) {
        // Two organisers importing the same file at once: the index lets one in.
        if (isUniqueViolation(error, SHA256_INDEX)) {
          await refuseRepeat(sha256);
        }
        throw error;
      }
    },

    /**
     * What the statement says of the deposit requests, as of now: the matched ones to approve,
     * amounts that differ, requests already decided, credits with no request (with the player a
     * deposit reference in the narration names) and pending requests of its days it lacks.
     */
    async result(id: number) {
      const { statement, credits, matches, notOnStatement } = await reconcile(id);
      const players = await likelyPlayers(credits.filter((line) => !matches.has(line.lineNumber)));
      const pair = (line: (typeof credits)[number], deposit: DepositRecord) => ({
        line: toLineJson(line, deposit.utr.toUpperCase()),
        deposit: toDepositJson(deposit),
      });
      const byOutcome = (outcome: string) =>
        credits.flatMap((line) => {
          const deposit = matches.get(line.lineNumber);
          return deposit && outcomeOf(line, deposit) === outcome ? [pair(line, deposit)] : [];
        });
      const matched = byOutcome('matched');
      const matchedPaise = credits
        .filter((line) => isPendingMatch(line, matches.get(line.lineNumber)))
        .reduce((sum, line) => sum + line.amountPaise, 0);
      return {
        statement: toStatementJson(statement),
        matched,
        matchedTotal: paiseToRupees(matchedPaise),
        amountDiffers: byOutcome('amount_differs'),
        alreadyDecided: byOutcome('already_decided'),
        noRequest: credits
          .filter((line) => !matches.has(line.lineNumber))
          .map((line) => {
            const found = line.narration ? findDepositReference(line.narration) : null;
            const username = found ? players.get(found.userId) : undefined;
            return {
              line: toLineJson(line),
              likelyPlayer:
                found && username
                  ? { userId: found.userId, username, reference: found.reference }
                  : null,
            };
          }),
        notOnStatement: notOnStatement.map(toDepositJson),
      };
    },

    /**
     * Approves the given matched deposits of a statement, each in its own transaction through
     * the wallet's decision (a deposit is not under two-person control). Ids the statement does
     * not match are refused before anything changes; a deposit someone decided meanwhile, or
     * the organiser's own, is reported beside the approved ones, not failed.
     */
    async approveMatches(id: number, transactionIds: number[], organiserId: number) {
      const { credits, matches } = await reconcile(id);
      const matchedIds = new Set(
        credits.flatMap((line) => {
          const deposit = matches.get(line.lineNumber);
          return deposit && deposit.amountPaise === line.amountPaise ? [deposit.id] : [];
        }),
      );
      for (const [index, transactionId] of transactionIds.entries()) {
        if (!matchedIds.has(transactionId)) {
          throw invalid(
            `Deposit #${transactionId} is not matched by this statement`,
            `transactionIds[${index}]`,
          );
        }
      }
      const approved = [];
      const notApproved: { transactionId: number; message: string }[] = [];
      for (const transactionId of new Set(transactionIds)) {
        try {
          approved.push(
            await db
              .transaction()
              .execute((trx) => decisions.decide(trx, transactionId, 'approve', organiserId, {})),
          );
        } catch (error) {
          if (!(error instanceof AppError) || !['conflict', 'forbidden'].includes(error.kind)) {
            throw error;
          }
          notApproved.push({ transactionId, message: error.message });
        }
      }
      const totalPaise = approved.reduce((sum, tx) => sum + rupeesToPaise(tx.amount), 0);
      return {
        message: `Approved ${countOf(approved.length, 'deposit')} of ${formatRupees(totalPaise)}.`,
        approved,
        approvedTotal: paiseToRupees(totalPaise),
        notApproved,
      };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
