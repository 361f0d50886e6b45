/** A figure measured several times, as the benchmarks print it: the median, with the range when there are several. */
export function figure(values, digits = 0) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  const text = (v) => v.toFixed(digits);
  return sorted.length > 1 ? `${text(median)} (${text(sorted[0])}-${text(sorted.at(-1))})` : text(median);
}
