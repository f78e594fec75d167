import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  type AlarmProps,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from '../nag.ts';
import { WorkerQueue } from './worker-queue.ts';

/** A Lambda metric summed over every function of the account and region, per 5 minutes. */
export function accountLambdaSum(metricName: 'Errors' | 'Throttles'): Metric {
  return new Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period: Duration.minutes(5) });
}

export interface AlarmsProps {
  httpApi: HttpApi;
  table: Table;
  /**
   * the dispatcher's on-failure queue: a message there is a change the stream's dispatcher could not
   * hand to the workers' queues (each worker's own dead-letter queue, worker-queue.ts, is alarmed too)
   */
  workerFailures: IQueue;
  /** e-mails given up on after every retry (constructs/mail.ts) */
  mailFailures: Metric;
  email?: string;
}

/** The few alarms that mean users are hurting, sent to one topic (and an e-mail, if given). */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, { httpApi, table, workerFailures, mailFailures, email }: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Modern Jobs alarms', enforceSSL: true });
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'Alarm notifications carry no personal data; the AWS-owned key is enough.',
    );
    if (email) {
      const subscription = this.topic.addSubscription(new EmailSubscription(email));
      acknowledge(
        subscription,
        'Serverless-SNSRedrivePolicy',
        'An e-mail subscription: SNS retries delivery itself, and a queue of undelivered alarm e-mails would have no reader.',
      );
    }

    const fiveMinutes = Duration.minutes(5);
    const add = (name: string, alarm: AlarmProps) => {
      const created = new Alarm(this, name, { treatMissingData: TreatMissingData.NOT_BREACHING, ...alarm });
      // Whoever was told of the problem is told when it is over, too.
      created.addAlarmAction(new SnsAction(this.topic));
      created.addOkAction(new SnsAction(this.topic));
      this.alarms.push(created);
    };

    add('Api5xx', {
      alarmDescription: 'The API answered 5xx more than 5 times in 5 minutes.',
      metric: httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    add('ApiLatency', {
      alarmDescription: 'p99 API latency above 3 s for 15 minutes.',
      metric: httpApi.metricLatency({ period: fiveMinutes, statistic: 'p99' }),
      threshold: 3000,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    // Account-wide Lambda metrics: an alarm's metric math takes at most 10 metrics, and there are 33 functions.
    add('FunctionErrors', {
      alarmDescription: 'Functions failed (uncaught errors or timeouts) more than 5 times in 5 minutes.',
      metric: accountLambdaSum('Errors'),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    add('FunctionThrottles', {
      alarmDescription: 'Functions were throttled: the account concurrency limit binds.',
      metric: accountLambdaSum('Throttles'),
      threshold: 0,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    add('TableThrottles', {
      alarmDescription: 'DynamoDB throttled requests (a hot partition, most likely).',
      metric: new MathExpression({
        expression: 'reads + writes',
        usingMetrics: {
          reads: table.metric('ReadThrottleEvents', { period: fiveMinutes, statistic: 'Sum' }),
          writes: table.metric('WriteThrottleEvents', { period: fiveMinutes, statistic: 'Sum' }),
        },
        period: fiveMinutes,
      }),
      threshold: 0,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    add('WorkerFailures', {
      alarmDescription:
        "The stream's dispatcher gave up on changes (not handed to the workers' queues): see the WorkerFailures queue and dispatch-changes' logs.",
      metric: workerFailures.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
      threshold: 0,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    // Every worker's queue in the stack, as the API made them (constructs/api.ts).
    for (const { worker, queue, deadLetters } of WorkerQueue.within(Stack.of(this))) {
      const name = worker.handler.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
      add(`${name}DeadLetters`, {
        alarmDescription: `${worker.handler} failed a change every time it was given it (e.g. a share card not drawn): see its dead-letter queue and its logs.`,
        metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' }),
        threshold: 0,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      });
      // Its failures come back for a day before they are dead letters: a worker behind is told sooner.
      if (worker.retriesUntilDone)
        add(`${name}Behind`, {
          alarmDescription: `${worker.handler} has had a change waiting for more than 15 minutes (e.g. the search engine down): see its queue and its logs.`,
          metric: queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: 'Maximum' }),
          threshold: 15 * 60,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        });
    }
    add('MailFailed', {
      alarmDescription:
        'An e-mail was given up on after every retry (about 15 hours): see the mail functions\' "mail failed" log lines.',
      metric: mailFailures.with({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 0,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }
}
