import type { Workplace } from '../rules/workplace.ts';
import { needsRecruiter } from './recruiter.ts';
import type { PublicVerification } from './verification.ts';

/**
 * Scam signals: warnings for the operator (Moderation, Reports), computed from the job alone and a
 * comparison figure, never shown to the public and never acting by themselves. Each rule answers the
 * signal with the spans of text that triggered it, so the operator sees why.
 */
export const SCAM_SIGNALS = ['asks-money', 'personal-contact', 'pay-far-above', 'unverified-recruiter'] as const;
export type ScamSignalKind = (typeof SCAM_SIGNALS)[number];

/** The job's texts the rules read, by field. */
export const SIGNAL_FIELDS = ['title', 'description', 'requirements', 'benefits'] as const;
export type SignalField = (typeof SIGNAL_FIELDS)[number];
export type SignalTexts = Partial<Record<SignalField, string | null>>;

/** A matched run of a field's text: [start, end) in UTF-16 units, as String.prototype.slice takes. */
export interface TextSpan {
  field: SignalField;
  start: number;
  end: number;
}

export interface ScamSignal {
  kind: ScamSignalKind;
  spans: TextSpan[];
  /** figures behind a signal that is not in the text (pay-far-above: the job's pay and the median) */
  figures?: Record<string, number>;
}

// A "word" edge that works for Urdu as for English: no letter, digit or mark on that side.
const BEFORE = '(?<![\\p{L}\\p{N}\\p{M}])';
const AFTER = '(?![\\p{L}\\p{N}\\p{M}])';

/**
 * Words that ask a worker for money, in English, Urdu and Roman Urdu. Whole words only: 'coffee',
 * 'feedback', 'free' and 'advanced' are not 'fee' or 'advance'. Longer phrases first, so 'visa fee'
 * is one span, not 'fee' alone.
 */
export const PAYMENT_WORDS = [
  // English
  'visa fees?',
  'registration (?:charges|fees?)',
  'processing (?:charges|fees?)',
  'medical (?:charges|fees?)',
  'protector (?:charges|fees?)',
  'service charges',
  'security deposit',
  'advance payment',
  'fees? jama',
  'fees?',
  'charges',
  'advance',
  // Roman Urdu
  'paisay',
  'paisey',
  'paise',
  'pesay',
  'raqam jama',
  // Urdu
  'ویزا فیس',
  'رجسٹریشن فیس',
  'فیس',
  'چارجز',
  'پیسے',
  'ایڈوانس',
  'رقم جمع',
] as const;

const PAYMENT_PATTERN = new RegExp(`${BEFORE}(?:${PAYMENT_WORDS.join('|')})${AFTER}`, 'giu');
/** 'no fee', 'without any charges', 'zero fees', 'بغیر فیس': a promise, not a request. */
const NEGATED = /(?:^|[^\p{L}])(?:no|without|zero|free of|بغیر|بلا)\s+(?:any\s+|کسی\s+)?$/iu;

function matches(pattern: RegExp, texts: SignalTexts, keep: (text: string, at: number) => boolean = () => true) {
  const spans: TextSpan[] = [];
  for (const field of SIGNAL_FIELDS) {
    const text = texts[field];
    if (!text) continue;
    for (const match of text.matchAll(pattern)) {
      if (keep(text, match.index)) spans.push({ field, start: match.index, end: match.index + match[0].length });
    }
  }
  return spans;
}

export function askingForMoney(texts: SignalTexts): ScamSignal | null {
  const spans = matches(PAYMENT_PATTERN, texts, (text, at) => !NEGATED.test(text.slice(Math.max(0, at - 24), at)));
  return spans.length ? { kind: 'asks-money', spans } : null;
}

/** Free mailboxes anyone can open in a minute, under any name. */
export const FREE_MAILBOXES = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'yandex.com',
] as const;

const EMAIL = /[\p{L}\p{N}._%+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/giu;
/** A Pakistani mobile (03xx, +92 3xx, 0092 3xx) or a Gulf one (+971 5x, +966 5x, +974 …), spaces or hyphens allowed. */
const MOBILE =
  /(?<![\d+])(?:(?:\+|00)92[\s-]?3\d{2}|03\d{2})[\s-]?\d{3}[\s-]?\d{4}(?!\d)|(?<![\d+])(?:\+|00)(?:971|966|974|965|968|973)[\s-]?\d{1,2}[\s-]?\d{3}[\s-]?\d{3,4}(?!\d)/g;
/** Contacts that belong to an organisation: a website, or an e-mail at a domain of its own. */
const WEBSITE = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;

const isFreeMailbox = (domain: string) =>
  (FREE_MAILBOXES as readonly string[]).includes(domain.toLowerCase()) ||
  /^(?:yahoo|hotmail|outlook|live)\.[a-z.]+$/i.test(domain);

/**
 * Contact only through a personal mobile or a free mailbox: the job's texts give a way to reach
 * someone, and every one of them is a mobile number or a gmail/yahoo/hotmail/outlook… address,
 * with no company e-mail and no website beside them.
 */
export function personalContactOnly(texts: SignalTexts): ScamSignal | null {
  const personal: TextSpan[] = [...matches(MOBILE, texts)];
  let organisational = matches(WEBSITE, texts).length > 0;
  for (const field of SIGNAL_FIELDS) {
    for (const match of (texts[field] ?? '').matchAll(EMAIL)) {
      if (isFreeMailbox(match[1] ?? ''))
        personal.push({ field, start: match.index, end: match.index + match[0].length });
      else organisational = true;
    }
  }
  if (organisational || personal.length === 0) return null;
  personal.sort((a, b) => SIGNAL_FIELDS.indexOf(a.field) - SIGNAL_FIELDS.indexOf(b.field) || a.start - b.start);
  return { kind: 'personal-contact', spans: personal };
}

/**
 * "Far above": more than this many times the median pay of similar jobs. Real offers abroad pay more
 * than at home, but rarely 2.5 times what comparable jobs on the board offer; bait often does.
 */
export const PAY_FAR_ABOVE_FACTOR = 2.5;
/** Fewer similar jobs than this with a salary make no median worth comparing with. */
export const PAY_COMPARISON_MINIMUM = 3;

/** The job's top pay: its maximum, or its minimum when it gives no maximum. */
export const topPayOf = (job: { salaryMin: number | null; salaryMax: number | null }) => job.salaryMax ?? job.salaryMin;

/** The median of some figures (the mean of the middle two for an even count); null for none. */
export function medianOf(figures: readonly number[]): number | null {
  if (figures.length === 0) return null;
  const sorted = [...figures].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Pay far above similar jobs: `median` is the median top pay of similar jobs (null when too few). */
export function payFarAbove(
  job: { salaryMin: number | null; salaryMax: number | null },
  median: number | null,
): ScamSignal | null {
  const pay = topPayOf(job);
  if (pay === null || median === null || median <= 0) return null;
  return pay > median * PAY_FAR_ABOVE_FACTOR ? { kind: 'pay-far-above', spans: [], figures: { pay, median } } : null;
}

/** A job abroad whose recruiter is not verified (or not given). */
export function unverifiedRecruiter(job: {
  workplace?: Workplace | null;
  location: string;
  recruiterVerification?: PublicVerification | null;
}): ScamSignal | null {
  if (!needsRecruiter(job) || job.recruiterVerification) return null;
  return { kind: 'unverified-recruiter', spans: [] };
}

/** Every signal of a job, in SCAM_SIGNALS order. */
export function scamSignalsOf(
  job: SignalTexts & {
    salaryMin: number | null;
    salaryMax: number | null;
    workplace?: Workplace | null;
    location: string;
    recruiterVerification?: PublicVerification | null;
  },
  similarMedian: number | null,
): ScamSignal[] {
  return [
    askingForMoney(job),
    personalContactOnly(job),
    payFarAbove(job, similarMedian),
    unverifiedRecruiter(job),
  ].filter((signal): signal is ScamSignal => signal !== null);
}
