import { METRICS_NAMESPACE, PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SLOWEST_FUNCTIONS_SHOWN } from '../src/constructs/dashboard.ts';
import { resourcesOf, synthesize } from './fixtures.ts';

let template: Template;
let site: Awaited<ReturnType<typeof synthesize>>['site'];
beforeAll(async () => {
  ({ template, site } = await synthesize());
});

const logicalId = (construct: IConstruct) => site.getLogicalId(construct.node.defaultChild as never);

/** A graphed metric as the body lists it: [namespace, name, ...dimension name and value pairs, options?]. */
type MetricRow = Array<string | Record<string, unknown>>;
interface Widget {
  type: string;
  properties: { title?: string; metrics?: MetricRow[]; alarms?: string[] };
}

/**
 * The dashboard's body as CloudWatch reads it. The template joins it around references; each is
 * written back as <LogicalId> (a Ref) or <LogicalId.Attribute> (a GetAtt).
 */
function dashboardOf(t: Template): { name: string; widgets: Widget[] } {
  const dashboards = resourcesOf(t, 'AWS::CloudWatch::Dashboard');
  expect(dashboards).toHaveLength(1);
  const [[, props]] = dashboards as [[string, Record<string, any>]];
  const [separator, parts] = props.DashboardBody['Fn::Join'] as [string, unknown[]];
  const text = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const ref = part as { Ref?: string; 'Fn::GetAtt'?: string[] };
      return `<${ref.Ref ?? ref['Fn::GetAtt']?.join('.')}>`;
    })
    .join(separator);
  return { name: props.DashboardName, widgets: JSON.parse(text).widgets };
}

const rowsOf = (widgets: Widget[]) => widgets.flatMap((w) => w.properties.metrics ?? []);
/** The plain metrics graphed, as "namespace name dimension=value ...". */
const metricsOf = (widgets: Widget[]) =>
  rowsOf(widgets)
    .filter((row) => typeof row[0] === 'string')
    .map((row) => {
      const [namespace, name, ...dimensions] = row.filter((part) => typeof part === 'string') as string[];
      const pairs = [];
      for (let i = 0; i < dimensions.length; i += 2) pairs.push(`${dimensions[i]}=${dimensions[i + 1]}`);
      return [namespace, name, ...pairs].join(' ');
    });
const expressionsOf = (widgets: Widget[]) =>
  rowsOf(widgets)
    .flatMap((row) => row.filter((part) => typeof part === 'object'))
    .map((options) => (options as { expression?: string }).expression)
    .filter((expression) => expression !== undefined);

describe('the dashboard', () => {
  it('is named after the stage, and the stack gives its address', () => {
    const { name } = dashboardOf(template);

    expect(name).toBe('ModernJobs-dev');
    expect(JSON.stringify(template.toJSON().Outputs.DashboardUrl.Value)).toContain(
      'console.aws.amazon.com/cloudwatch/home?region=ap-south-1#dashboards/dashboard/',
    );
  });

  it("graphs the API's traffic, errors and p99 latency", () => {
    const { widgets } = dashboardOf(template);
    const api = `ApiId=<${logicalId(site.api.httpApi)}>`;

    expect(metricsOf(widgets)).toEqual(
      expect.arrayContaining([
        `AWS/ApiGateway Count ${api}`,
        `AWS/ApiGateway 4xx ${api}`,
        `AWS/ApiGateway 5xx ${api}`,
        `AWS/ApiGateway Latency ${api}`,
      ]),
    );
    const latency = rowsOf(widgets).find((row) => row[1] === 'Latency');
    expect(latency?.at(-1)).toMatchObject({ stat: 'p99' });
  });

  it('graphs Lambda errors and throttles, and the slowest of all the stage functions', () => {
    const { widgets } = dashboardOf(template);
    const metrics = metricsOf(widgets);

    expect(metrics).toEqual(expect.arrayContaining(['AWS/Lambda Errors', 'AWS/Lambda Throttles']));
    const durations = metrics.filter((m) => m.startsWith('AWS/Lambda Duration'));
    expect(durations.sort()).toEqual(
      [...site.api.functions.values()].map((fn) => `AWS/Lambda Duration FunctionName=<${logicalId(fn)}>`).sort(),
    );
    expect(expressionsOf(widgets)).toContain(`SORT(METRICS(), MAX, DESC, ${SLOWEST_FUNCTIONS_SHOWN})`);
  });

  it.each(Object.values(PRODUCT_METRICS))('graphs %s, summed over the stage’s services', (metricName) => {
    const { widgets } = dashboardOf(template);

    expect(expressionsOf(widgets)).toContain(
      `SUM(SEARCH('Namespace="${METRICS_NAMESPACE}" MetricName="${metricName}" stage="dev"', 'Sum'))`,
    );
  });

  it("graphs cold starts by Powertools' own metric name", () => {
    // Powertools names it; the vocabulary cannot rename it.
    expect(PRODUCT_METRICS.coldStart).toBe('ColdStart');
  });

  it("graphs the table's consumed capacity (its indexes' too) and throttling", () => {
    const { widgets } = dashboardOf(template);
    const table = `<${logicalId(site.storage.table)}>`;

    expect(metricsOf(widgets)).toEqual(
      expect.arrayContaining(
        ['ConsumedReadCapacityUnits', 'ConsumedWriteCapacityUnits', 'ReadThrottleEvents', 'WriteThrottleEvents'].map(
          (name) => `AWS/DynamoDB ${name} TableName=${table}`,
        ),
      ),
    );
    for (const name of ['ConsumedReadCapacityUnits', 'ConsumedWriteCapacityUnits'])
      expect(expressionsOf(widgets)).toContain(
        `SEARCH('{AWS/DynamoDB,GlobalSecondaryIndexName,TableName} MetricName="${name}" TableName="${table}"', 'Sum')`,
      );
  });

  it("graphs the workers' failure queue", () => {
    const { widgets } = dashboardOf(template);

    expect(metricsOf(widgets)).toContain(
      `AWS/SQS ApproximateNumberOfMessagesVisible QueueName=<${logicalId(site.api.workerFailures)}.QueueName>`,
    );
  });

  it("shows every alarm's state", () => {
    const { widgets } = dashboardOf(template);
    const shown = widgets.flatMap((w) => w.properties.alarms ?? []);

    expect(shown.sort()).toEqual(
      resourcesOf(template, 'AWS::CloudWatch::Alarm')
        .map(([id]) => `<${id}.Arn>`)
        .sort(),
    );
  });

  it("graphs another stage's product metrics in that stage's dashboard", async () => {
    const prod = await synthesize({ stage: 'prod' });
    const { name, widgets } = dashboardOf(prod.template);

    expect(name).toBe('ModernJobs-prod');
    const searches = expressionsOf(widgets).filter((e) => e.includes(METRICS_NAMESPACE));
    expect(searches).toHaveLength(Object.keys(PRODUCT_METRICS).length);
    for (const search of searches) expect(search).toContain('stage="prod"');
  });
});

describe('the alarms', () => {
  it('tell the alarm topic when they go off and when they are over', () => {
    const topic = { Ref: logicalId(site.alarms.topic) };
    const alarms = resourcesOf(template, 'AWS::CloudWatch::Alarm');

    expect(alarms.length).toBeGreaterThan(0);
    for (const [id, alarm] of alarms) {
      expect(alarm.AlarmActions, id).toContainEqual(topic);
      expect(alarm.OKActions, id).toContainEqual(topic);
    }
  });

  it('cover the API, the functions, the table and the workers', () => {
    const watched = resourcesOf(template, 'AWS::CloudWatch::Alarm').flatMap(([, alarm]) =>
      alarm.MetricName
        ? [alarm.MetricName]
        : alarm.Metrics.map(
            (m: { MetricStat?: { Metric: { MetricName: string } } }) => m.MetricStat?.Metric.MetricName,
          ),
    );

    expect(watched).toEqual(
      expect.arrayContaining([
        '5xx',
        'Latency',
        'Errors',
        'Throttles',
        'ReadThrottleEvents',
        'WriteThrottleEvents',
        'ApproximateNumberOfMessagesVisible',
      ]),
    );
  });
});
