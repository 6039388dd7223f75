import { normalisedReference, referencesOf } from './statement-parser';
import type { Direction } from './statement-values';

/** A line of a statement as the matching needs it. */
export interface MatchableLine {
  lineNumber: number;
  amountPaise: number;
  direction: Direction;
  utr: string | null;
  narration: string | null;
}

/** A deposit request (any status) whose UTR a line may carry. */
export interface DepositOnRecord {
  id: number;
  utr: string;
  amountPaise: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
}

/** Every reference the lines carry, to look deposits up by. */
export const referencesOfLines = (lines: MatchableLine[]) => [
  ...new Set(lines.flatMap((line) => (line.direction === 'credit' ? referencesOf(line) : []))),
];

/**
 * Which deposit each credit names (line number to deposit): by UTR, any case, in the UTR
 * column or inside the narration. A deposit is named by one line at most, the first; a second
 * credit with the same reference is a payment with no request of its own.
 */
export function matchLines<D extends DepositOnRecord>(
  lines: MatchableLine[],
  deposits: D[],
): Map<number, D> {
  const byReference = new Map(
    deposits.map((deposit) => [normalisedReference(deposit.utr), deposit]),
  );
  const taken = new Set<number>();
  const matches = new Map<number, D>();
  for (const line of lines) {
    if (line.direction !== 'credit') continue;
    const deposit = referencesOf(line)
      .map((reference) => byReference.get(reference))
      .find((found) => found !== undefined && !taken.has(found.id));
    if (!deposit) continue;
    taken.add(deposit.id);
    matches.set(line.lineNumber, deposit);
  }
  return matches;
}

export type LineOutcome = 'matched' | 'amount_differs' | 'already_decided' | 'no_request';

/** What a credit line means for the desk, given the deposit it names (if any). */
export function outcomeOf(
  line: { amountPaise: number },
  deposit: DepositOnRecord | undefined,
): LineOutcome {
  if (!deposit) return 'no_request';
  if (deposit.amountPaise !== line.amountPaise) return 'amount_differs';
  return deposit.status === 'PENDING' ? 'matched' : 'already_decided';
}
