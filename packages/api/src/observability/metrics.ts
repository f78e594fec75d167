import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_STAGE_DIMENSION, type ProductMetric } from '@modern-jobs/domain/metrics';
import { config } from '../config.ts';

/**
 * The product's metrics (Powertools Metrics): CloudWatch embedded metric format, written to the
 * function's log and turned into metrics by CloudWatch, so counting costs no call. Each carries the
 * stage (the dashboard graphs its own stage's) and the service, the function's own name in AWS.
 */
export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: config.POWERTOOLS_SERVICE_NAME,
  defaultDimensions: { [METRICS_STAGE_DIMENSION]: config.STAGE },
});

/** Counts one occurrence (or `value`) of a product metric; published when the invocation ends (observe.ts). */
export function count(metric: ProductMetric, value = 1): void {
  metrics.addMetric(metric, MetricUnit.Count, value);
}
