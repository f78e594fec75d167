import type { ProductMetric } from '@modern-jobs/domain/metrics';
import { vi } from 'vitest';
import { metrics } from '../src/observability/metrics.ts';

/** One embedded-metric-format object as Powertools would write it to the log. */
type Emf = Record<string, unknown> & {
  _aws: { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][] }> };
};

/**
 * What the functions publish while `fn` runs, as CloudWatch would read it from the log: each metric's
 * total, and every published object (for its namespace and dimensions); with what `fn` answered.
 */
export async function publishedWhile<T>(fn: () => Promise<T>) {
  const published: Emf[] = [];
  const spy = vi.spyOn(metrics, 'publishStoredMetrics').mockImplementation(() => {
    published.push(metrics.serializeMetrics() as unknown as Emf);
    metrics.clearMetrics();
    return metrics;
  });
  let result: T;
  try {
    result = await fn();
  } finally {
    spy.mockRestore();
  }
  const totals: Partial<Record<ProductMetric, number>> = {};
  for (const emf of published)
    for (const [name, value] of Object.entries(emf))
      if (name !== '_aws' && typeof value === 'number')
        totals[name as ProductMetric] = (totals[name as ProductMetric] ?? 0) + value;
  return { result, totals, published };
}
