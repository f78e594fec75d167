import { METRICS_NAMESPACE, METRICS_STAGE_DIMENSION, PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmStatusWidget,
  Dashboard as CloudWatchDashboard,
  GraphWidget,
  type GraphWidgetProps,
  type IAlarm,
  type IMetric,
  MathExpression,
  SearchExpression,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { accountLambdaSum } from './alarms.ts';
import { WorkerQueue } from './worker-queue.ts';

export interface DashboardProps {
  /** the product metrics are graphed for this stage only (domain/metrics.ts) */
  stage: string;
  httpApi: HttpApi;
  /** every route's and worker's function, by handler */
  functions: ReadonlyMap<string, IFunction>;
  table: ITable;
  workerFailures: IQueue;
  /** shown first, by state */
  alarms: readonly IAlarm[];
}

const PERIOD = Duration.minutes(5);
/** The slowest functions graphed: enough to see which route regressed, few enough to read. */
export const SLOWEST_FUNCTIONS_SHOWN = 5;

/**
 * The stage's one page for an operator: alarm states, then the API as users meet it, the functions
 * behind it, what people did (the product metrics) and what the workers gave up on, and the table.
 */
export class Dashboard extends Construct {
  /** where the console shows it */
  readonly url: string;

  constructor(scope: Construct, id: string, props: DashboardProps) {
    super(scope, id);
    const { httpApi, table, workerFailures } = props;
    const stageTotal = (metricName: string) => productTotal(props.stage, metricName);

    const dashboard = new CloudWatchDashboard(this, 'Resource', {
      // ModernJobs-<stage>, like the stack: one dashboard per stage, found by the name the operator knows.
      dashboardName: Stack.of(this).stackName,
      defaultInterval: Duration.hours(3),
      widgets: [
        [new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 24, height: 3 })],
        [
          graph('API requests', [httpApi.metricCount({ period: PERIOD, statistic: 'Sum', label: 'requests' })]),
          graph('API errors', [
            httpApi.metricClientError({ period: PERIOD, statistic: 'Sum', label: '4xx' }),
            httpApi.metricServerError({ period: PERIOD, statistic: 'Sum', label: '5xx' }),
          ]),
          graph('API latency p99 (ms)', [httpApi.metricLatency({ period: PERIOD, statistic: 'p99', label: 'p99' })]),
        ],
        [
          graph('Lambda errors and throttles (whole account)', [
            accountLambdaSum('Errors').with({ label: 'errors' }),
            accountLambdaSum('Throttles').with({ label: 'throttles' }),
          ]),
          graph(`Slowest functions: p99 duration (ms), top ${SLOWEST_FUNCTIONS_SHOWN}`, [
            slowestFunctions(props.functions),
          ]),
          graph('Cold starts (all functions)', [stageTotal(PRODUCT_METRICS.coldStart)]),
        ],
        [
          graph(
            'Product',
            Object.values(PRODUCT_METRICS)
              .filter((name) => name !== PRODUCT_METRICS.coldStart)
              .map(stageTotal),
            { width: 16 },
          ),
          graph('Stream batches given up (WorkerFailures)', [
            workerFailures.metricApproximateNumberOfMessagesVisible({
              period: PERIOD,
              statistic: 'Maximum',
              label: 'messages',
            }),
          ]),
        ],
        workerQueueGraphs(WorkerQueue.within(Stack.of(this))),
        [
          graph('DynamoDB consumed reads (RCU)', [
            table.metricConsumedReadCapacityUnits({ period: PERIOD, label: 'table' }),
            indexSearch(table, 'ConsumedReadCapacityUnits'),
          ]),
          graph('DynamoDB consumed writes (WCU)', [
            table.metricConsumedWriteCapacityUnits({ period: PERIOD, label: 'table' }),
            indexSearch(table, 'ConsumedWriteCapacityUnits'),
          ]),
          graph('DynamoDB throttled events', [
            table.metric('ReadThrottleEvents', { period: PERIOD, statistic: 'Sum', label: 'reads' }),
            table.metric('WriteThrottleEvents', { period: PERIOD, statistic: 'Sum', label: 'writes' }),
          ]),
        ],
      ],
    });
    const region = Stack.of(this).region;
    this.url = `https://console.aws.amazon.com/cloudwatch/home?region=${region}#dashboards/dashboard/${dashboard.dashboardName}`;
  }
}

/**
 * The workers' queues, which the stream's dispatcher fills: how many changes wait, how long the
 * oldest has waited (a worker behind, or failing and retrying), and what each gave up on.
 */
function workerQueueGraphs(queues: readonly WorkerQueue[]): GraphWidget[] {
  const each = (metric: (queue: WorkerQueue) => IMetric) => queues.map(metric);
  const options = (queue: WorkerQueue) => ({ period: PERIOD, statistic: 'Maximum', label: queue.worker.handler });
  return [
    graph(
      'Worker queues: changes waiting',
      each((q) => q.queue.metricApproximateNumberOfMessagesVisible(options(q))),
    ),
    graph(
      'Worker queues: oldest change (s)',
      each((q) => q.queue.metricApproximateAgeOfOldestMessage(options(q))),
    ),
    graph(
      'Worker dead letters (changes given up)',
      each((q) => q.deadLetters.metricApproximateNumberOfMessagesVisible(options(q))),
    ),
  ];
}

/** A graph a third of the page wide, unless told otherwise. */
function graph(title: string, left: IMetric[], options: Partial<GraphWidgetProps> = {}): GraphWidget {
  return new GraphWidget({ title, left, width: 8, height: 6, ...options });
}

/**
 * One line for a product metric in the stage, summed over its series: each service (and, for
 * ColdStart, each function) emits its own, and a search also finds a service's first series without
 * a deploy.
 */
function productTotal(stage: string, metricName: string): MathExpression {
  const search = `Namespace="${METRICS_NAMESPACE}" MetricName="${metricName}" ${METRICS_STAGE_DIMENSION}="${stage}"`;
  return new MathExpression({ expression: `SUM(SEARCH('${search}', 'Sum'))`, label: metricName, period: PERIOD });
}

/**
 * The functions' p99 durations, the slowest first, cut to the few worth reading. Metric math over
 * this stage's own functions: a search of AWS/Lambda would also find other stages' in the account.
 */
function slowestFunctions(functions: ReadonlyMap<string, IFunction>): MathExpression {
  const usingMetrics = Object.fromEntries(
    [...functions].map(([handler, fn], i) => [
      `f${i}`,
      fn.metricDuration({ period: PERIOD, statistic: 'p99', label: handler }),
    ]),
  );
  return new MathExpression({
    expression: `SORT(METRICS(), MAX, DESC, ${SLOWEST_FUNCTIONS_SHOWN})`,
    usingMetrics,
    // Empty: each line keeps its function's label.
    label: '',
    period: PERIOD,
  });
}

/** The table's global secondary indexes' consumption, one line per index (the table's own excludes it). */
function indexSearch(table: ITable, metricName: string): SearchExpression {
  return new SearchExpression({
    expression: `SEARCH('{AWS/DynamoDB,GlobalSecondaryIndexName,TableName} MetricName="${metricName}" TableName="${table.tableName}"', 'Sum')`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudWatch dynamic label (the index's name), not a template
    label: "${PROP('Dim.GlobalSecondaryIndexName')}",
    period: PERIOD,
  });
}
