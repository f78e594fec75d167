/**
 * What a route's function may do with the data, declared beside the route (DESIGN §10). Infra
 * grants exactly this, and the local stack refuses what the grant would refuse, so a permission bug
 * fails `npm test` rather than production.
 */

/** Item keys (the table's partition key, PK) a function may write, as `PREFIX#*` patterns or `*`. */
export type KeyPattern = '*' | `${string}#*`;

export interface TableAccess {
  /** GetItem, BatchGetItem, Query (table and indexes), ConditionCheckItem */
  read: boolean;
  /** PutItem, UpdateItem, DeleteItem, BatchWriteItem, on items whose PK matches one of these */
  write: readonly KeyPattern[];
}

/** Object key patterns in the uploads bucket, as `prefix/*`. */
export interface BucketAccess {
  /** GetObject (HeadObject, presigned GETs), ListMultipartUploadParts, ListBucket under these */
  read?: readonly string[];
  /** PutObject (multipart parts, copies' targets, presigned PUTs) */
  write?: readonly string[];
  /** DeleteObject, AbortMultipartUpload */
  remove?: readonly string[];
}

/** The function that serves a route: how much memory and time Lambda gives it. */
export interface FunctionLimits {
  memoryMiB: number;
  timeoutSeconds: number;
}

export interface DataAccess {
  table: TableAccess;
  bucket?: BucketAccess;
  limits: FunctionLimits;
  /**
   * Clears what it changes from CloudFront's cache (a job's pages and read after an edit or delete, a
   * setting's read): CreateInvalidation on the site's distribution, which infra grants and names
   * (DISTRIBUTION_ID).
   */
  clearsEdgeCache?: boolean;
  /**
   * What it may do with the search engine (OpenSearch): search the named indexes (through their
   * aliases), or write (the indexer alone: it keeps the indexes in step with the table and creates
   * them on a new stage). Infra grants exactly that, per path, and the local stack refuses the rest.
   */
  search?: SearchAccess;
  /**
   * The queues it may send messages to, each named by the worker that reads it (a Worker's handler,
   * workers.ts): infra grants sqs:SendMessage on exactly those queues and names each one's URL to
   * it (QUEUE_URL_<WORKER>); the local stack refuses a send to any other queue.
   */
  sendsTo?: readonly string[];
  /**
   * Speaks to the payment gateways as the merchant: infra gives it their merchant settings
   * (WALLET_GATEWAYS, from Secrets Manager) and no other function has them.
   */
  paymentGateways?: boolean;
}

export type SearchIndexKind = 'jobs' | 'alerts' | 'candidates';

export interface SearchAccess {
  read?: readonly SearchIndexKind[];
  write?: boolean;
}

export const DEFAULT_LIMITS: FunctionLimits = { memoryMiB: 512, timeoutSeconds: 10 };

/**
 * An admin session's idle clock is moved forward on the requests it makes (sessions.ts), reads
 * included: a route that may see an admin session must be able to write session items, or an admin
 * who only reads is signed out after 30 idle minutes.
 */
export const SESSION_KEYS: KeyPattern = 'SESSION#*';

/** Each list's kept count of open jobs, which a first page of GET /api/jobs refreshes. */
export const LIST_COUNT_KEYS: KeyPattern = 'COUNT#*';

/** The operator's activity log: records of what admins did (schemas/audit.ts). */
export const AUDIT_KEYS: KeyPattern = 'AUDIT#*';

/** A seeker's own items: their profile (saved job ids, profile views) and the jobs they saved. */
export const USER_KEYS: KeyPattern = 'USER#*';

/** Addresses mail must not go to: bounced, complained, or unsubscribed from all e-mail. */
export const SUPPRESSION_KEYS: KeyPattern = 'SUPPRESS#*';

/** Counted allowances (api storage/allowance.ts): a person's uses of a rate-limited action in its window. */
export const ALLOWANCE_KEYS: KeyPattern = 'ALLOWANCE#*';

/** Upload records (api files/store/uploads.ts): who uploaded which object, and whether it was checked. */
export const UPLOAD_KEYS: KeyPattern = 'UPLOAD#*';

/** Whether the board is past one sitemap, kept for a day so crawls do not count it again. */
export const SITEMAP_KEYS: KeyPattern = 'SITEMAP#*';

/** Payment orders and the request keys that make Add Funds once per click (api wallet/store/orders.ts). */
export const ORDER_KEYS: readonly KeyPattern[] = ['ORDER#*', 'ORDERREQ#*'];

/** Reports of jobs and each job's tally of open reports (api trust/store/reports.ts). */
export const REPORT_KEYS: KeyPattern = 'REPORT#*';

/**
 * The CV bank's own items (api talent/store): a company's unlock of a candidate (once per company),
 * contact requests, and each company's use, which the operator reads. What a seeker sees of them
 * (views, unlocks, requests) is kept in their own partition (USER_KEYS).
 */
export const TALENT_USAGE_KEYS: KeyPattern = 'TALENTUSE#*';
export const TALENT_KEYS: readonly KeyPattern[] = ['UNLOCK#*', 'TALENTREQ#*', TALENT_USAGE_KEYS];

export const TABLE = {
  none: { read: false, write: [] },
  read: { read: true, write: [] },
  /** reads, and keeps an admin's session alive */
  readKeepingSessions: { read: true, write: [SESSION_KEYS] },
  readWrite: { read: true, write: ['*'] },
} as const satisfies Record<string, TableAccess>;

/** Whether a partition key matches a pattern ('*', or 'PREFIX#*'). */
export function keyMatches(pattern: string, key: string): boolean {
  return pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern;
}
