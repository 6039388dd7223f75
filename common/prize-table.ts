/**
 * A tournament's prize table, announced before anyone books (issue 23): an amount per finishing
 * rank and an amount per kill, in integer paise, as stored in `tournaments.prize_table`.
 */
export interface StoredPrizeTable {
  /** `rankPaise[0]` for the winning squad, and so on; ranks past the end win nothing. */
  rankPaise: number[];
  perKillPaise: number;
}
