/**
 * Functions that no request calls. The table's changes (DynamoDB Streams in AWS, the same stream of
 * DynamoDB Local in the local stack) are read by one dispatcher, which hands each change to the
 * queue (SQS; ElasticMQ locally) of every worker that takes it: a stream is read by at most two
 * readers per shard, and the workers are more. Others run on a schedule. Like routes, each declares
 * what it may do with the data, which infra grants and the local stack enforces.
 */
import {
  type DataAccess,
  type KeyPattern,
  ORDER_KEYS,
  SUPPRESSION_KEYS,
  TABLE,
  UPLOAD_KEYS,
  USER_KEYS,
} from './data-access.ts';

/** Where job share cards are kept in the bucket (served publicly under /objects/). */
export const SHARE_CARD_PREFIX = 'cards/';

/**
 * 'seeker-profile' is a seeker's profile item (with their CV bank visibility, the operator's hiding
 * and their blocks), 'cv-text' a saved CV's extracted text (api talent/store/cv-texts.ts).
 */
export type WorkerEntity = 'job' | 'mail' | 'alert' | 'seeker-profile' | 'cv-text' | 'saved-cv';

/** The entities a worker is given, as a list. */
export const entitiesOf = (worker: Pick<Worker, 'entity'>): readonly WorkerEntity[] =>
  typeof worker.entity === 'string' ? [worker.entity] : (worker.entity ?? []);

/** Whether the dispatcher hands a worker the table's changes (else other functions queue its tasks). */
export const takesChanges = (worker: Pick<Worker, 'entity'>): boolean => entitiesOf(worker).length > 0;

export interface Worker {
  /** kebab-case module name under packages/api/src/workers */
  handler: string;
  /**
   * the stream records it is given: only items of this entity (or these). Unset: a task worker,
   * whose queue other functions fill with tasks of its own (they declare it in data.sendsTo), and
   * whose module's handler takes the queue's messages itself.
   */
  entity?: WorkerEntity | readonly WorkerEntity[];
  /** and only these changes of them; every change when unset */
  events?: readonly ('INSERT' | 'MODIFY' | 'REMOVE')[];
  summary: string;
  data: DataAccess;
  /** sends e-mail: infra grants it SES sending as the stage's identity, and gives it the sender's settings */
  sendsMail?: boolean;
  /**
   * A failing batch is tried again until it succeeds (for a day at most), not a few times and
   * skipped: what it writes is a copy the table must catch up, e.g. the search engine after an outage.
   */
  retriesUntilDone?: boolean;
  /** changes per invocation, from its queue (at most 10: a FIFO queue's limit); CONSUMER_BATCH_SIZE unless set */
  batchSize?: number;
  /**
   * At most this many invocations at once (its queue's event source's maximum concurrency, 2 at
   * least): for a worker that calls something with a rate of its own. Unset: as many as Lambda gives.
   */
  maxConcurrency?: number;
}

/**
 * SQS's limit on a message, and on a whole SendMessageBatch request: 256 KiB. Infra sets it on the
 * workers' queues; the dispatcher refuses (loudly) a change larger than it.
 */
export const MAX_QUEUE_MESSAGE_BYTES = 262_144;

/** A queue consumer's batch unless it says otherwise. */
export const CONSUMER_BATCH_SIZE = 10;

/**
 * Times a change is taken from a worker's queue before it goes to the queue's dead-letter queue
 * (alarmed); a worker that retriesUntilDone is given it for a day (visibility timeouts, below).
 */
export const MAX_RECEIVES = 5;
/** How long a worker has a change before it is given again: Lambda's advice, 6 times its timeout. */
export const visibilityTimeoutSeconds = (worker: Worker): number => worker.data.limits.timeoutSeconds * 6;
/**
 * Receives before the dead-letter queue: MAX_RECEIVES, or, for a worker that retries until done, as
 * many as its visibility timeouts take to make a day (SQS allows 1,000 at most).
 */
export const maxReceivesOf = (worker: Worker, visibilitySeconds = visibilityTimeoutSeconds(worker)): number =>
  worker.retriesUntilDone ? Math.min(1000, Math.ceil((24 * 3600) / visibilitySeconds)) : MAX_RECEIVES;

/**
 * The variable in which a function that may send to a worker's queue (its data.sendsTo) finds the
 * queue's URL: QUEUE_URL_SEND_MAIL for send-mail. Infra and the local stack set it.
 */
export const queueUrlVariable = (worker: string): string => `QUEUE_URL_${worker.toUpperCase().replace(/-/g, '_')}`;

/**
 * AWS throttles a DynamoDB stream that more than two readers read per shard (the advice is one,
 * for a global table): every function reading the stream is one, in AWS and in the local stack,
 * which refuses a third.
 */
export const MAX_STREAM_READERS = 2;

/** A function that reads the table's stream itself (in AWS, through its own event source mapping). */
export interface StreamReader {
  /** kebab-case module name under packages/api/src/workers */
  handler: string;
  summary: string;
  data: DataAccess;
  /** stream records per invocation */
  batchSize: number;
}

/**
 * What a scheduled function is given: the time its schedule ran it for (EventBridge Scheduler's
 * `<aws.scheduler.scheduled-time>`; the local stack's timer, whose clock the browser tests move a
 * day ahead to see tomorrow's digests now). Functions that work by the clock read it from here.
 */
export interface ScheduledRun {
  scheduledTime?: string;
}

/** A function run on a schedule (EventBridge Scheduler in AWS, a timer in the local stack). */
export interface ScheduledFunction {
  /** kebab-case module name under packages/api/src/workers */
  handler: string;
  everyMinutes: number;
  summary: string;
  data: DataAccess;
  sendsMail?: boolean;
}

/** The outbox's items (api mail/store/outbox.ts): only the mail functions write them. */
export const MAIL_KEYS: KeyPattern = 'MAIL#*';

export const SHARE_CARD_WORKER: Worker = {
  handler: 'render-share-cards',
  entity: 'job',
  summary: "renders a job's 1200x630 share card when what it shows changes, and removes it with the job",
  data: {
    // The stream's records carry the job: the table itself is not read.
    table: TABLE.none,
    bucket: {
      read: ['logos/*', `${SHARE_CARD_PREFIX}*`],
      write: [`${SHARE_CARD_PREFIX}*`],
      remove: [`${SHARE_CARD_PREFIX}*`],
    },
    // Rasterizing takes ~70 ms a card warm; a batch of 10 new jobs fits well within a minute.
    limits: { memoryMiB: 1024, timeoutSeconds: 60 },
  },
  batchSize: 10,
  // A burst of new jobs (seeding, an import) draws on five functions of 1 GB at most, not dozens.
  maxConcurrency: 5,
};

/**
 * Mail is written to the outbox in the transaction of the change it tells about; this sends it.
 * It reads the outbox item and the address's suppression (SUPPRESS#) and writes only the outbox item.
 */
const SENDS_MAIL: DataAccess = {
  table: { read: true, write: [MAIL_KEYS] },
  // A send's quick retries (mail/deliver.ts) take seconds; the rest wait for retry-mail.
  limits: { memoryMiB: 512, timeoutSeconds: 30 },
};

export const SEND_MAIL_WORKER: Worker = {
  handler: 'send-mail',
  entity: 'mail',
  // New mail only: the worker's own updates of the item (sending, sent) are not work.
  events: ['INSERT'],
  summary: 'sends a mail written to the outbox (SES in AWS, SMTP locally), or puts it on the retry list',
  data: SENDS_MAIL,
  sendsMail: true,
  batchSize: 10,
  // Two at once (SQS's least): each sends its batch one mail after another, ~70-140 ms a call, so
  // ~14-28 a second, about SES's starting production rate (14/s). A send SES throttles waits for
  // retry-mail; none is lost. Raise it with SES's quota.
  maxConcurrency: 2,
};

export const RETRY_MAIL: ScheduledFunction = {
  handler: 'retry-mail',
  everyMinutes: 1,
  summary: 'sends again the outbox mails whose retry is due, with growing delays, then gives up',
  data: { ...SENDS_MAIL, limits: { memoryMiB: 512, timeoutSeconds: 60 } },
  sendsMail: true,
};

/**
 * What a job's alerts leave behind (api alerts/store/alert-deliveries.ts): that an alert was sent a job
 * or a day's digest (ALERTSENT#, its once-only key), the jobs waiting for a digest (ALERTDIGEST#) and
 * the digests due on a day (ALERTDUE#).
 */
export const ALERT_DUE_KEYS: KeyPattern = 'ALERTDUE#*';
export const ALERT_DELIVERY_KEYS: readonly KeyPattern[] = ['ALERTSENT#*', 'ALERTDIGEST#*', ALERT_DUE_KEYS];

/** Where send-digests keeps how far it has queued each day's due digests (api alerts/store/alert-deliveries.ts). */
export const DIGEST_RUN_KEYS: KeyPattern = 'DIGESTRUN#*';

/**
 * The alerts' senders. Their queue is filled with tasks, not changes: a job that became visible
 * (from index-search), a stretch of its matches found by percolation, a chunk of those to send, or a
 * due digest (from send-digests). Finding queues the chunks and the next stretch, so a job that
 * matches 100,000 alerts is a few hundred small tasks, none near the function's time, and other
 * jobs' tasks are taken between them. Each chunk writes each alert's once-only key in the
 * transaction of its mail (to the outbox, which send-mail sends at SES's rate): whatever is retried
 * or queued twice, each alert is sent each job once.
 */
export const ALERTS_WORKER: Worker = {
  handler: 'deliver-alerts',
  summary:
    "sends a job that became visible to each alert it matches (percolation, in chunks), once, at once or into the day's digest; and sends due digests, saved candidate searches' too",
  data: {
    // Reads the alerts' owners' profiles, digests' jobs and alerts, and companies' saved candidate
    // searches; writes deliveries and mail. A saved search's digest searches the CV bank's candidates.
    table: { read: true, write: [...ALERT_DELIVERY_KEYS, MAIL_KEYS] },
    search: { read: ['alerts', 'candidates'] },
    // Its own queue: the chunks of a stretch of matches, and the stretch after it.
    sendsTo: ['deliver-alerts'],
    // A chunk of 100 alerts: a BatchGetItem of their owners, then 100 transactions, a few seconds.
    limits: { memoryMiB: 512, timeoutSeconds: 60 },
  },
  batchSize: 1,
  // The same pace as send-mail, which sends what these write at SES's rate: two at once (SQS's
  // least) keep the outbox filling about as fast as it drains. Raise both with SES's quota.
  maxConcurrency: 2,
};

/**
 * The one function that writes to the search engine: jobs, active alerts and the CV bank's
 * candidates follow the table. A job that becomes visible (new and approved, approved, or reopened)
 * is then handed to the alerts' senders (ALERTS_WORKER), once it is in the index.
 */
export const SEARCH_WORKER: Worker = {
  handler: 'index-search',
  entity: ['job', 'alert', 'seeker-profile', 'cv-text'],
  summary:
    "keeps the search engine's jobs, alerts and candidates in step with the table, and hands each job that became visible to the alerts' senders",
  data: {
    // Jobs' and alerts' records carry the items. A candidate is several items (the profile, the
    // default CV's text), so a change of any of them reads the candidate's current state.
    table: TABLE.read,
    search: { write: true },
    sendsTo: [ALERTS_WORKER.handler],
    limits: { memoryMiB: 512, timeoutSeconds: 60 },
  },
  retriesUntilDone: true,
};

/**
 * The CV bank searches a CV's words (issue 34): when a CV is saved to a profile, or its file replaced,
 * this reads the verified file and keeps its text (PDF, DOCX; a DOC has none it can read), and
 * forgets it with the CV. Off the request path: the PDF reader alone is larger than a request's
 * bundle may be, and a 5 MB PDF takes seconds (`npm run bench`, cv text extraction (5 MB PDF)).
 */
export const CV_TEXT_WORKER: Worker = {
  handler: 'extract-cv-text',
  entity: 'saved-cv',
  summary: "keeps the text of each saved CV's file for the CV bank's search, and forgets it with the CV",
  data: {
    // Writes the text beside the CV (USER#<id> / CVTEXT#<cv id>); reads the file.
    table: { read: true, write: [USER_KEYS] },
    bucket: { read: ['uploads/*'] },
    limits: { memoryMiB: 1024, timeoutSeconds: 60 },
  },
  batchSize: 1,
  maxConcurrency: 2,
};

export const SEND_DIGESTS: ScheduledFunction = {
  handler: 'send-digests',
  // The digests are due at 9:00 Pakistan time; a run every five minutes queues them from 9:05 (a
  // day is listed once its last matches are surely written), and goes on where a run stopped.
  everyMinutes: 5,
  summary: "queues each due daily digest for the alerts' senders, in pages, going on where the last run stopped",
  data: {
    // Reads the due digests; writes only how far it got.
    table: { read: true, write: [DIGEST_RUN_KEYS] },
    sendsTo: [ALERTS_WORKER.handler],
    limits: { memoryMiB: 256, timeoutSeconds: 120 },
  },
};

/**
 * CloudFront invalidations a function could not get taken in its own time (CloudFront busy with 15
 * wildcard paths or 3,000 paths under way, or unreachable), kept under EDGE# (api edge/pending-invalidations.ts).
 */
export const EDGE_INVALIDATION_KEYS: KeyPattern = 'EDGE#*';

export const RETRY_EDGE_CACHE: ScheduledFunction = {
  handler: 'retry-edge-cache',
  everyMinutes: 1,
  summary: 'sends the CloudFront invalidations functions kept when CloudFront was busy, merged, until each is taken',
  // Reads and deletes its own kept items; CreateInvalidation on the site's distribution.
  data: {
    table: { read: true, write: [EDGE_INVALIDATION_KEYS] },
    clearsEdgeCache: true,
    limits: { memoryMiB: 256, timeoutSeconds: 60 },
  },
};

/**
 * Asks the gateways about payment orders still pending a few minutes after they were made (the
 * payer closed the page, a notification was lost) and applies the answer once, as a notification's;
 * an order the gateway does not know past its checkout's end is closed as expired.
 */
export const INQUIRE_PAYMENTS: ScheduledFunction = {
  handler: 'inquire-payments',
  everyMinutes: 5,
  summary: 'asks the gateways about pending payment orders, credits what they say was paid and closes what lapsed',
  data: {
    table: { read: true, write: [...ORDER_KEYS, USER_KEYS, MAIL_KEYS] },
    paymentGateways: true,
    // A gateway's inquiry may take its whole timeout (10 s) for each of a page of orders.
    limits: { memoryMiB: 256, timeoutSeconds: 120 },
  },
};

/**
 * The applications of deleted accounts, each listed under the day its retention ends (api
 * applications/store/retention.ts), and the applications themselves.
 */
export const ANONYMIZE_KEYS: KeyPattern = 'ANONYMIZE#*';
export const APPLICATION_KEYS: KeyPattern = 'APP#*';

export const ANONYMIZE_APPLICATIONS: ScheduledFunction = {
  handler: 'anonymize-applications',
  // Retention is counted in days; an hour late is nothing, and a run finds what an earlier one left.
  everyMinutes: 60,
  summary: "anonymizes deleted accounts' applications whose retention has ended, and removes their CV files",
  data: {
    // Anonymizes applications, takes them off the day's list, forgets the files' upload records.
    table: { read: true, write: [APPLICATION_KEYS, ANONYMIZE_KEYS, UPLOAD_KEYS] },
    bucket: { remove: ['uploads/*'] },
    limits: { memoryMiB: 256, timeoutSeconds: 120 },
  },
};

/** Every function on a queue: the change workers, then the task workers. */
export const WORKERS: readonly Worker[] = [
  SHARE_CARD_WORKER,
  SEND_MAIL_WORKER,
  SEARCH_WORKER,
  CV_TEXT_WORKER,
  ALERTS_WORKER,
];
export const SCHEDULED_FUNCTIONS: readonly ScheduledFunction[] = [
  RETRY_MAIL,
  SEND_DIGESTS,
  RETRY_EDGE_CACHE,
  INQUIRE_PAYMENTS,
  ANONYMIZE_APPLICATIONS,
];

/**
 * The stream's one reader: each change goes to the queue of every worker whose entity and events it
 * matches (in order per item: FIFO queues, a message group per item), so a worker that fails or
 * waits (the search engine down) holds up only its own queue, and a new worker costs the stream
 * nothing. Nothing else reads the stream: the second reader the stream allows is kept free, for
 * OpenSearch Ingestion's DynamoDB pipeline (zero-ETL) should it ever replace the index-search worker.
 */
export const DISPATCH_CHANGES: StreamReader = {
  handler: 'dispatch-changes',
  summary: 'hands each change of the table to the queue of every worker that takes it',
  data: {
    // The records carry the items: the table itself is not read.
    table: TABLE.none,
    sendsTo: WORKERS.filter(takesChanges).map((worker) => worker.handler),
    // SendMessageBatch calls of ~20 ms, at most 10 messages each, per worker: 100 records take a second or two.
    limits: { memoryMiB: 256, timeoutSeconds: 60 },
  },
  batchSize: 100,
};

export const STREAM_READERS: readonly StreamReader[] = [DISPATCH_CHANGES];

/**
 * A function SES's mail events reach (in AWS: the configuration set's event destination, an SNS topic
 * it subscribes to; not run locally, where nothing bounces).
 */
export interface MailEventFunction {
  /** kebab-case module name under packages/api/src/workers */
  handler: string;
  summary: string;
  data: DataAccess;
}

export const MAIL_EVENTS: MailEventFunction = {
  handler: 'mail-events',
  summary: 'stops mail to an address that bounced for good or complained (SES events): a SUPPRESS# item',
  // Writes suppressions only, and reads nothing.
  data: { table: { read: false, write: [SUPPRESSION_KEYS] }, limits: { memoryMiB: 256, timeoutSeconds: 30 } },
};

export const MAIL_EVENT_FUNCTIONS: readonly MailEventFunction[] = [MAIL_EVENTS];
