import { formatRupees, paiseToRupees, rupeesToPaise } from '#common/money';
import { recordAudit } from '../../change/record-audit';
import { recordEvent } from '../../change/record-event';
import { formatMoment } from '../../change/audit-text';
import type { Trx } from '../../db/db';
import type { FunderKind } from '../../db/schema';
import { conflict, conflictWith, isUniqueViolation, notFound } from '../../errors';
import { postHouseEntry } from '../../ledger/house-ledger-repository';
import type { Mail } from '../../mail/mailer';
import type { ServiceDeps } from '../../service-deps';
import { createPasswordConfirmation, organiserNameOf, organisersToTell } from '../accounts/public';
import { assertPrizesNotHeld } from '../disputes/public';
import { TOURNAMENT_NOT_FOUND } from '../tournaments/public';
import { ESCROW_MESSAGES } from './escrow-messages';
import { prizePoolFundedMail } from './escrow-mails';
import { createEscrowRepository, escrowFundedPaise, recordFunding } from './escrow-repository';
import { returnEscrow } from './escrow-return';
import type { PrizeFundingInput, PrizeReturnPaidInput } from './escrow-schemas';
import { createPrizePoolReads } from './prize-pool-reads';

const UTR_TAKEN = ['prize_fundings_utr_key', 'wallet_transactions_utr_key'];

/**
 * The prize escrow (issue 24, decision 046): money an organiser or sponsor pays in for a prize
 * pool, kept apart from the entry fees; prizes are paid only from it, and what is left goes back
 * to the funders. Every change is audited with a live event in its own transaction, holding the
 * tournament's row so fundings, payouts and returns take turns.
 */
export function createEscrowService({ db, mailQueue }: ServiceDeps) {
  const repo = createEscrowRepository(db);
  const reads = createPrizePoolReads(db);
  const confirmPassword = createPasswordConfirmation(db);

  async function lockTournament(trx: Trx, tournamentId: number) {
    const tournament = await repo.lockTournament(trx, tournamentId);
    if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
    return tournament;
  }

  async function assertFits(trx: Trx, tournamentId: number, poolPaise: number, amount: number) {
    const fundedPaise = await escrowFundedPaise(trx, tournamentId);
    const leftPaise = Math.max(0, poolPaise - fundedPaise);
    if (amount <= leftPaise) return fundedPaise;
    throw conflictWith(ESCROW_MESSAGES.pastPool(amount, fundedPaise, poolPaise), {
      prizePool: paiseToRupees(poolPaise),
      funded: paiseToRupees(fundedPaise),
      left: paiseToRupees(leftPaise),
    });
  }

  async function fund(organiserId: number, tournamentId: number, input: PrizeFundingInput) {
    await confirmPassword(organiserId, input.password);
    const amountPaise = rupeesToPaise(input.amount);
    const utr = input.utr.toUpperCase();
    const mails = await db.transaction().execute(async (trx): Promise<Mail[]> => {
      const tournament = await lockTournament(trx, tournamentId);
      if (tournament.status === 'cancelled' || tournament.status === 'completed') {
        throw conflict(ESCROW_MESSAGES.fundingClosed(tournament.status));
      }
      const poolPaise = Number(tournament.tourn_pp_paise);
      const before = await assertFits(trx, tournamentId, poolPaise, amountPaise);
      const fundingId = await recordFunding(trx, {
        tournamentId,
        funderKind: input.funderKind as FunderKind,
        funderName: input.funderName,
        amountPaise,
        utr,
        recordedBy: organiserId,
      }).catch((error: unknown) => {
        if (UTR_TAKEN.some((index) => isUniqueViolation(error, index))) {
          throw conflict(ESCROW_MESSAGES.utrTaken, 'utr');
        }
        throw error;
      });
      const after = before + amountPaise;
      await recordAudit(trx, {
        actorId: organiserId,
        action: 'PRIZE_POOL_FUNDED',
        subjectId: tournamentId,
        tournamentId,
        summary:
          `Recorded ${formatRupees(amountPaise)} from ${input.funderName} (UTR ${utr}) into the ` +
          `prize escrow of ${tournament.tourn_name}: ${formatRupees(after)} of ` +
          `${formatRupees(poolPaise)} funded`,
        before: { funded: paiseToRupees(before) },
        after: {
          funded: paiseToRupees(after),
          fundingId,
          funderKind: input.funderKind,
          funderName: input.funderName,
          amount: paiseToRupees(amountPaise),
          utr,
        },
      });
      await recordEvent(trx, { kind: 'tournament.updated', tournamentId });
      const by = await organiserNameOf(trx, organiserId);
      const at = new Date();
      return (await organisersToTell(trx)).map((organiser) =>
        prizePoolFundedMail(organiser.email, {
          by,
          at,
          tournament: tournament.tourn_name,
          funderName: input.funderName,
          amountPaise,
          utr,
          fundedPaise: after,
          poolPaise,
        }),
      );
    });
    mailQueue.enqueue(mails);
    return {
      message: ESCROW_MESSAGES.funded(amountPaise),
      summary: await reads.summary(tournamentId),
    };
  }

  async function returnRest(organiserId: number, tournamentId: number) {
    let returnedPaise = 0;
    await db.transaction().execute(async (trx) => {
      const tournament = await lockTournament(trx, tournamentId);
      if (tournament.status !== 'completed') {
        throw conflict(ESCROW_MESSAGES.returnNotYet(tournament.status));
      }
      const waiting = await repo.waitingPrizeProposals(trx, tournamentId);
      if (waiting > 0) throw conflict(ESCROW_MESSAGES.proposalsWait(waiting));
      await assertPrizesNotHeld(trx, tournamentId);
      const fundings = await repo.fundingsOf(trx, tournamentId);
      if (!fundings.length) throw conflict(ESCROW_MESSAGES.nothingFunded);
      const returnedAt = fundings.find((funding) => funding.returnedAt)?.returnedAt;
      if (fundings.every((funding) => funding.returnedAt) && returnedAt) {
        throw conflict(ESCROW_MESSAGES.returnedAlready(formatMoment(returnedAt)));
      }
      const done = await returnEscrow(db, trx, tournament, organiserId, 'The prizes are paid');
      await recordEvent(trx, { kind: 'tournament.updated', tournamentId });
      returnedPaise = done.returnedPaise;
    });
    return {
      message: ESCROW_MESSAGES.returned(returnedPaise),
      summary: await reads.summary(tournamentId),
    };
  }

  async function markReturnPaid(
    organiserId: number,
    fundingId: number,
    input: PrizeReturnPaidInput,
  ) {
    await confirmPassword(organiserId, input.password);
    const tournamentId = await db.transaction().execute(async (trx) => {
      const funding = await repo.lockFunding(trx, fundingId);
      if (!funding) throw notFound(ESCROW_MESSAGES.noFunding);
      const tournament = await lockTournament(trx, funding.tournament_id);
      if (funding.return_paid_at) {
        const shown = await repo.fundingById(trx, fundingId);
        throw conflictWith(
          ESCROW_MESSAGES.paidBackAlready(
            shown?.returnPaidBy ?? 'an organiser',
            formatMoment(funding.return_paid_at),
          ),
          {
            returnPaidBy: shown?.returnPaidBy ?? null,
            returnPaidAt: funding.return_paid_at.toISOString(),
          },
        );
      }
      if (funding.returned_paise === null) throw conflict(ESCROW_MESSAGES.notReturnedYet);
      const due = Number(funding.returned_paise);
      if (due === 0) throw conflict(ESCROW_MESSAGES.nothingDue(funding.funder_name));
      await recordPaidBack(trx, organiserId, tournament, funding, input.reference);
      return funding.tournament_id;
    });
    return {
      message: ESCROW_MESSAGES.paidBack,
      summary: await reads.summary(tournamentId),
    };
  }

  async function recordPaidBack(
    trx: Trx,
    organiserId: number,
    tournament: { tourn_id: number; tourn_name: string },
    funding: { id: number; funder_name: string; returned_paise: number | null },
    reference: string,
  ) {
    const due = Number(funding.returned_paise);
    const tournamentId = tournament.tourn_id;
    await postHouseEntry(trx, {
      kind: 'returns',
      tournamentId,
      amountPaise: -due,
      reason: 'return_paid',
      fundingId: funding.id,
    });
    await repo.markReturnPaid(trx, funding.id, reference, organiserId);
    await recordAudit(trx, {
      actorId: organiserId,
      action: 'PRIZE_RETURN_PAID',
      subjectId: tournamentId,
      tournamentId,
      summary:
        `Paid back ${formatRupees(due)} of the prize pool of ${tournament.tourn_name} to ` +
        `${funding.funder_name} (reference ${reference})`,
      before: { fundingId: funding.id, due: paiseToRupees(due) },
      after: { fundingId: funding.id, due: 0, reference },
    });
    await recordEvent(trx, { kind: 'tournament.updated', tournamentId });
  }

  return {
    summary: (tournamentId: number) => reads.summary(tournamentId),
    fund,
    returnRest,
    markReturnPaid,
  };
}

export type EscrowService = ReturnType<typeof createEscrowService>;
