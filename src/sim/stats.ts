/**
 * Statistics for simulation reports.
 */

/** Mean, median and 95th percentile of a sample. */
export interface Distribution {
  /** Arithmetic mean. */
  mean: number;
  /** Median (lower middle for even sizes). */
  median: number;
  /** 95th percentile (nearest rank). */
  p95: number;
}

/** The distribution of `xs` (zeros for an empty sample). */
export function distribution(xs: readonly number[]): Distribution {
  if (xs.length === 0) return { mean: 0, median: 0, p95: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const rank = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] as number;
  return { mean: s.reduce((a, b) => a + b, 0) / s.length, median: rank(0.5), p95: rank(0.95) };
}

/**
 * The Wilson score interval at 95% for `wins` out of `n` (wins may be
 * fractional, for shared wins). Better behaved than the normal approximation
 * near 0 and 1 and for small samples.
 */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
