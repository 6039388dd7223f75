import { formatRupees } from '#common/money';

/** Every line a player reads in the bell, in one place. Amounts are paise. */
export const NOTIFICATION_MESSAGES = {
  depositApproved: (amountPaise: number) =>
    `Your deposit of ${formatRupees(amountPaise)} was approved.`,
  depositRejected: (amountPaise: number) =>
    `Your deposit of ${formatRupees(amountPaise)} was rejected.`,
  withdrawalPaid: (amountPaise: number) =>
    `Your withdrawal of ${formatRupees(amountPaise)} was paid.`,
  withdrawalRejected: (amountPaise: number) =>
    `Your withdrawal of ${formatRupees(amountPaise)} was rejected; the amount is back in your wallet.`,
  roomReleased: (tournament: string) =>
    `The room of ${tournament} is released: open IDP for the ID and password.`,
  resultsPosted: (match: number, tournament: string, corrected: boolean) =>
    `Results of match ${match} of ${tournament} are ${corrected ? 'corrected' : 'posted'}.`,
  /** A player who paid nothing (a free tournament, a teammate of a paid slot) is only told. */
  tournamentCancelled: (tournament: string, refundedPaise: number) =>
    refundedPaise > 0
      ? `${tournament} was cancelled. Your entry fee of ${formatRupees(refundedPaise)} is back in your wallet.`
      : `${tournament} was cancelled.`,
  prizePaid: (amountPaise: number, tournament: string) =>
    `You won ${formatRupees(amountPaise)} in ${tournament}.`,
  notFound: 'Notification not found',
} as const;
