import { formatRupees } from '#common/money';
import { formatMoment } from '../../change/audit-text';
import type { Mail } from '../../mail/mailer';

/**
 * What every organiser is told when money is recorded into a prize pool: the escrow is what
 * prizes are paid from, so a funding nobody made is worth hearing of at once.
 */
export function prizePoolFundedMail(
  to: string,
  funding: {
    by: string;
    at: Date;
    tournament: string;
    funderName: string;
    amountPaise: number;
    utr: string;
    fundedPaise: number;
    poolPaise: number;
  },
): Mail {
  return {
    to,
    subject: `${formatRupees(funding.amountPaise)} was paid into the prize pool of ${funding.tournament}`,
    text:
      `${funding.by} recorded ${formatRupees(funding.amountPaise)} from ${funding.funderName} ` +
      `(UTR ${funding.utr}) into the prize escrow of ${funding.tournament} on ` +
      `${formatMoment(funding.at)}.\n\n` +
      `Funded now: ${formatRupees(funding.fundedPaise)} of the ${formatRupees(funding.poolPaise)} prize pool.\n\n` +
      'Prizes are paid only from this escrow, never from entry fees. If the money did not ' +
      "reach the platform's account with this UTR, tell the other organisers at once.\n\n" +
      'Creators Combat League',
  };
}
