/**
 * Nearest-rank percentile of samples, in their unit; 100 is the maximum. Sorts a copy and
 * indexes it, so a run of any length reports (no spread of the samples into arguments).
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
