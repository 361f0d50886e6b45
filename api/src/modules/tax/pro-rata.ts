/**
 * Splits `amountPaise` over `weights` in proportion, in whole paise that add up to the amount
 * exactly (largest remainder: each share is the exact share rounded down, and the paise left over
 * go to the largest fractions, earlier lines first on a tie). With an amount no larger than the sum
 * of the weights, no share exceeds its weight. BigInt, since amount x weight passes 2^53.
 */
export function splitProRata(amountPaise: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amountPaise === 0 || total === 0) {
    if (amountPaise !== 0) throw new RangeError("Cannot split an amount over nothing");
    return weights.map(() => 0);
  }
  const amount = BigInt(amountPaise);
  const whole = BigInt(total);
  const exact = weights.map((w) => amount * BigInt(w));
  const shares = exact.map((e) => e / whole);
  let left = amount - shares.reduce((sum, s) => sum + s, 0n);
  const byFraction = exact
    .map((e, i) => ({ i, fraction: e % whole }))
    .sort((a, b) => (a.fraction === b.fraction ? a.i - b.i : a.fraction > b.fraction ? -1 : 1));
  for (const { i } of byFraction) {
    if (left === 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
