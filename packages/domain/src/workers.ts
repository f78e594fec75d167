/**
 * Functions that no request calls: they follow the table's stream (DynamoDB Streams in AWS, the same
 * stream of DynamoDB Local in the local stack). Like routes, each declares what it may do with the
 * data, which infra grants and the local stack enforces.
 */
import { type DataAccess, type KeyPattern, SUPPRESSION_KEYS, TABLE } from './data-access.ts';

/** Where job share cards are kept in the bucket (served publicly under /objects/). */
export const SHARE_CARD_PREFIX = 'cards/';

export interface Worker {
  /** kebab-case module name under packages/api/src/workers */
  handler: string;
  /** the stream records it is given: only items of this entity */
  entity: 'job' | 'mail';
  /** and only these changes of them; every change when unset */
  events?: readonly ('INSERT' | 'MODIFY' | 'REMOVE')[];
  summary: string;
  data: DataAccess;
  /** sends e-mail: infra grants it SES sending as the stage's identity, and gives it the sender's settings */
  sendsMail?: boolean;
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

/** The outbox's items (storage/outbox.ts): only the mail functions write them. */
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
    // Rasterizing takes ~70 ms a card warm; a batch of 25 new jobs (seeding) fits well within a minute.
    limits: { memoryMiB: 1024, timeoutSeconds: 60 },
  },
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
};

export const RETRY_MAIL: ScheduledFunction = {
  handler: 'retry-mail',
  everyMinutes: 1,
  summary: 'sends again the outbox mails whose retry is due, with growing delays, then gives up',
  data: { ...SENDS_MAIL, limits: { memoryMiB: 512, timeoutSeconds: 60 } },
  sendsMail: true,
};

/**
 * What a job's alerts leave behind (api storage/alert-deliveries.ts): that an alert was sent a job
 * or a day's digest (ALERTSENT#, its once-only key), the jobs waiting for a digest (ALERTDIGEST#) and
 * the digests due on a day (ALERTDUE#).
 */
export const ALERT_DELIVERY_KEYS: readonly KeyPattern[] = ['ALERTSENT#*', 'ALERTDIGEST#*', 'ALERTDUE#*'];

const DELIVERS_ALERTS: DataAccess = {
  // Reads the alerts' matching entries and their owners' profiles; writes deliveries and mail.
  table: { read: true, write: [...ALERT_DELIVERY_KEYS, MAIL_KEYS] },
  limits: { memoryMiB: 512, timeoutSeconds: 60 },
};

export const MATCH_ALERTS_WORKER: Worker = {
  handler: 'match-alerts',
  entity: 'job',
  summary:
    "finds the alerts a job matches when it becomes visible (new and approved, approved, or reopened), and sends each it once: at once, or in that day's digest",
  data: DELIVERS_ALERTS,
};

export const SEND_DIGESTS: ScheduledFunction = {
  handler: 'send-digests',
  // The digests are due at 9:00 Pakistan time; a run every quarter hour sends them by 9:15, and
  // takes up a day's that a failed run left.
  everyMinutes: 15,
  summary: "sends each daily alert its day's digest, once (a key per alert and day), in pages",
  data: { ...DELIVERS_ALERTS, limits: { memoryMiB: 512, timeoutSeconds: 300 } },
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

export const WORKERS: readonly Worker[] = [SHARE_CARD_WORKER, SEND_MAIL_WORKER, MATCH_ALERTS_WORKER];
export const SCHEDULED_FUNCTIONS: readonly ScheduledFunction[] = [RETRY_MAIL, SEND_DIGESTS, RETRY_EDGE_CACHE];

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
