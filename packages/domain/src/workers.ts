/**
 * Functions that no request calls: they follow the table's stream (DynamoDB Streams in AWS, the same
 * stream of DynamoDB Local in the local stack). Like routes, each declares what it may do with the
 * data, which infra grants and the local stack enforces.
 */
import { type DataAccess, type KeyPattern, TABLE } from './data-access.ts';

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

export const WORKERS: readonly Worker[] = [SHARE_CARD_WORKER, SEND_MAIL_WORKER];
export const SCHEDULED_FUNCTIONS: readonly ScheduledFunction[] = [RETRY_MAIL];
