import { formatRupees } from '#common/money';

/** Every line a player reads in the bell, in one place. Amounts are paise. */
export const NOTIFICATION_MESSAGES = {
  depositApproved: (amountPaise: number) =>
    `Your deposit of ${formatRupees(amountPaise)} was approved.`,
  depositRejected: (amountPaise: number) =>
    `Your deposit of ${formatRupees(amountPaise)} was rejected.`,
  /** The UPI reference lets the player find the payment in their bank app. */
  withdrawalPaid: (amountPaise: number, reference?: string | null) =>
    reference
      ? `Your withdrawal of ${formatRupees(amountPaise)} was paid (UPI reference ${reference}).`
      : `Your withdrawal of ${formatRupees(amountPaise)} was paid.`,
  withdrawalRejected: (amountPaise: number) =>
    `Your withdrawal of ${formatRupees(amountPaise)} was rejected; the amount is back in your wallet.`,
  roomReleased: (tournament: string) =>
    `The room of ${tournament} is released: open IDP for the ID and password.`,
  matchRoomReleased: (match: number, tournament: string) =>
    `Match ${match} room of ${tournament} is released: open IDP for the ID and password.`,
  matchRoomChanged: (match: number, tournament: string) =>
    `Match ${match} room of ${tournament} changed: open IDP for the new ID and password.`,
  resultsPosted: (match: number, tournament: string, corrected: boolean) =>
    `Results of match ${match} of ${tournament} are ${corrected ? 'corrected' : 'posted'}.`,
  /** Said to the penalised squad's members only. */
  penaltyGiven: (team: string, points: number, match: number, reason: string) =>
    `${team} lost ${points} points in match ${match}: ${reason}.`,
  /** A player who paid nothing (a free tournament, a teammate of a paid slot) is only told. */
  tournamentCancelled: (tournament: string, refundedPaise: number) =>
    refundedPaise > 0
      ? `${tournament} was cancelled. Your entry fee of ${formatRupees(refundedPaise)} is back in your wallet.`
      : `${tournament} was cancelled.`,
  /** Money that reached the organiser's payee for the player, credited by two organisers. */
  moneyCredited: (amountPaise: number) =>
    `${formatRupees(amountPaise)} was credited to your wallet.`,
  /** With the tax withheld when there was any: the player sees why less reached the wallet. */
  prizePaid: (
    prize: { grossPaise: number; taxPaise: number; netPaise: number },
    tournament: string,
  ) =>
    prize.taxPaise > 0
      ? `You won ${formatRupees(prize.grossPaise)} in ${tournament}: ` +
        `${formatRupees(prize.taxPaise)} tax was withheld and ${formatRupees(prize.netPaise)} ` +
        'was added to your wallet.'
      : `You won ${formatRupees(prize.grossPaise)} in ${tournament}.`,
  /** The organiser's own words, under the tournament's name. */
  organiserMessage: (tournament: string, text: string) => `${tournament}: ${text}`,
  checkinOpen: (tournament: string, closesAt: string) =>
    `Check-in for ${tournament} is open until ${closesAt}: check your squad in on the tournament page.`,
  teamAbsent: (team: string, tournament: string) =>
    `${team} was marked absent in ${tournament}. The entry fee is not refunded for an absent squad.`,
  disputeResolved: (match: number, tournament: string, outcome: string) =>
    `Your dispute of match ${match} of ${tournament} was resolved: ${outcome}.`,
  squadInvited: (booker: string, team: string, tournament: string) =>
    `${booker} invited you to the squad ${team} in ${tournament}: accept or decline in your invitations.`,
  squadJoined: (member: string, team: string, tournament: string) =>
    `${member} joined your squad ${team} in ${tournament}.`,
  notFound: 'Notification not found',
} as const;
