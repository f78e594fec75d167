import * as z from 'zod';
import { CITIES, JOB_TYPES } from '../constants.ts';
import type { Locale } from '../i18n/locales.ts';
import { VALIDATION } from '../messages/validation.ts';
import { WORKPLACES } from '../rules/workplace.ts';
import { idSchema } from './common.ts';
import { keywordSchema } from './job-query.ts';

/**
 * How often an alert writes: at once for each new job, or one digest a day at DIGEST_HOUR_PKT
 * (Pakistan has one time zone and no daylight saving, so a fixed hour is the same hour all year).
 */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DIGEST_HOUR_PKT = 9;

const m = VALIDATION.alert;

/**
 * What an alert looks for: the search's keyword and filters that say something about a new job
 * (how recent and the order do not). Empty means any, as in the search.
 */
export const alertCriteriaSchema = z.object({
  q: keywordSchema,
  city: z.enum(CITIES).optional(),
  type: z.enum(JOB_TYPES).optional(),
  minSalary: z.number().int().min(1).max(100_000_000).optional(),
  where: z.enum(WORKPLACES).optional(),
});
/** As written (the keyword may be absent); parsing gives the same shape. */
export type AlertCriteria = z.input<typeof alertCriteriaSchema>;

const alertName = z.string({ error: m.name }).trim().min(1, m.name).max(80, m.nameLength);
const frequency = z.enum(ALERT_FREQUENCIES, { error: m.frequency });

/** POST /api/alerts: a search saved as an alert, from the results ('Email me jobs like these'). */
export const alertCreateSchema = z.object({
  name: alertName,
  criteria: alertCriteriaSchema,
  frequency,
});
export type AlertCreate = z.output<typeof alertCreateSchema>;

/** PATCH /api/alerts/{id}: rename, pause or resume, change how often. What it looks for stays. */
export const alertChangeSchema = z
  .object({ name: alertName.optional(), paused: z.boolean().optional(), frequency: frequency.optional() })
  .refine((change) => Object.values(change).some((value) => value !== undefined), m.nothingToChange);
export type AlertChange = z.output<typeof alertChangeSchema>;

export const alertParamsSchema = z.object({ id: idSchema });

/** One alert as its owner sees it (GET /api/alerts, newest first). */
export interface Alert {
  id: string;
  name: string;
  criteria: AlertCriteria;
  frequency: AlertFrequency;
  paused: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An alert as it is kept: whose it is, and the language its e-mails are written in. */
export interface StoredAlert extends Alert {
  userId: string;
  locale: Locale;
}

/** What sending a job to an alert reads of it: enough to check it and to write to its owner. */
export type AlertEntry = Pick<StoredAlert, 'id' | 'userId' | 'name' | 'criteria' | 'frequency' | 'locale'>;

/**
 * POST /api/unsubscribe?u=&a=&t= (RFC 8058 one-click, and the page an e-mail links to): the user,
 * the alert (or "all" for every e-mail) and the signed token that binds them.
 */
export const UNSUBSCRIBE_ALL = 'all';
export const unsubscribeQuerySchema = z.object({
  u: z.string().min(1).max(128),
  a: z.union([idSchema, z.literal(UNSUBSCRIBE_ALL)]),
  t: z.string().regex(/^[\w-]{20,100}$/, m.badLink),
});
export type UnsubscribeQuery = z.output<typeof unsubscribeQuerySchema>;
