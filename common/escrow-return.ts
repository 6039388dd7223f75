/**
 * What is left in a prize escrow goes back to whoever funded it, pro rata to what each paid in
 * (issue 24: the prize money is the funders', never the platform's). Largest remainder in whole
 * paise, earlier fundings first on ties, so the shares sum to what is left exactly. The weights
 * are paise amounts whose products with the total pass 2^53, so the arithmetic is in BigInt
 * (the payouts' share split works on small shares in floating point).
 */
export function returnShares(leftPaise: number, fundedPaise: readonly number[]): number[] {
  const weights = fundedPaise.map((paise) => BigInt(Math.max(0, Math.trunc(paise))));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  const left = BigInt(Math.max(0, Math.trunc(leftPaise)));
  if (weightSum === 0n || left === 0n) return fundedPaise.map(() => 0);
  const shares = weights.map((weight) => (left * weight) / weightSum);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (left * weight) % weightSum,
  }));
  let short = left - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (short === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    short -= 1n;
  }
  return shares.map(Number);
}
