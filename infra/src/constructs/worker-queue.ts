import {
  entitiesOf,
  MAX_QUEUE_MESSAGE_BYTES,
  maxReceivesOf,
  visibilityTimeoutSeconds,
  type Worker,
} from '@modern-jobs/domain/workers';
import { Duration } from 'aws-cdk-lib';
import { FilterCriteria, FilterRule } from 'aws-cdk-lib/aws-lambda';
import { DeduplicationScope, FifoThroughputLimit, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct, type IConstruct } from 'constructs';
import { acknowledge } from '../nag.ts';

/**
 * A worker's queue, which the stream's dispatcher fills with the changes the worker takes, and its
 * dead-letter queue. FIFO, a message group per item: one item's changes come in the stream's order
 * (a share card drawn, then removed with its job, never the other way round) and different items'
 * at once; a change the dispatcher hands over twice within 5 minutes is queued once. Deduplicated
 * per message group, and its throughput counted per group, so the queue's ceiling is far from a
 * job board's writes. Encrypted (SQS-managed keys) and HTTPS only.
 */
export class WorkerQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly worker: Worker;

  /** Every worker's queue in a scope (a stack): what the alarms and the dashboard watch. */
  static within(scope: IConstruct): WorkerQueue[] {
    return scope.node.findAll().filter((c): c is WorkerQueue => c instanceof WorkerQueue);
  }

  constructor(scope: Construct, id: string, worker: Worker) {
    super(scope, id);
    this.worker = worker;
    this.deadLetters = new Queue(this, 'DeadLetters', {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Longer than the queue's: a FIFO message keeps its first enqueue time in the dead-letter queue.
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.deadLetters,
      'AwsSolutions-SQS3',
      `The dead-letter queue of ${worker.handler}'s queue: it holds the changes the worker failed every time.`,
    );
    acknowledge(
      this.deadLetters,
      'Serverless-SQSRedrivePolicy',
      'A dead-letter queue itself: nothing consumes it but an operator, alarmed on its first message.',
    );
    this.queue = new Queue(this, 'Queue', {
      fifo: true,
      contentBasedDeduplication: false,
      deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
      fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      maxMessageSizeBytes: MAX_QUEUE_MESSAGE_BYTES,
      // Lambda's advice: 6 times the function's timeout, so a batch is never given again while one still runs.
      visibilityTimeout: Duration.seconds(visibilityTimeoutSeconds(worker)),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: maxReceivesOf(worker) },
    });
  }
}

/** Lambda's limit on an event source mapping's filters. */
const MAX_FILTERS = 5;

/**
 * The dispatcher's stream filter: every change some worker takes (as the dispatcher's own
 * takesChange decides, which then picks the workers), so Lambda drops the rest (sessions, counts,
 * list entries) before invoking it, at no cost. Workers that take every event of their entities
 * share two patterns (the item before, the item after); workers limited to some events two more
 * (one when the events are new items only, which have no before).
 */
export function changeFilters(workers: readonly Worker[]): Array<Record<string, unknown>> {
  const groups = new Map<string, { events?: readonly string[]; entities: Set<string> }>();
  for (const worker of workers) {
    const key = worker.events ? [...worker.events].sort().join(',') : '*';
    const group = groups.get(key) ?? { ...(worker.events ? { events: worker.events } : {}), entities: new Set() };
    for (const entity of entitiesOf(worker)) group.entities.add(entity);
    groups.set(key, group);
  }
  const filters: Array<Record<string, unknown>> = [];
  for (const { events, entities } of groups.values()) {
    const entity = { entity: { S: FilterRule.or(...[...entities].sort()) } };
    const on = events ? { eventName: FilterRule.or(...events) } : {};
    filters.push(FilterCriteria.filter({ ...on, dynamodb: { NewImage: entity } }));
    if (!events || events.some((event) => event !== 'INSERT'))
      filters.push(FilterCriteria.filter({ ...on, dynamodb: { OldImage: entity } }));
  }
  if (filters.length > MAX_FILTERS)
    throw new Error(`the dispatcher's stream needs ${filters.length} filters; Lambda takes ${MAX_FILTERS}`);
  return filters;
}
