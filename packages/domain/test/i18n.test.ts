import { describe, expect, it } from 'vitest';
import { URDU, ur } from '../src/i18n/ur.ts';
import {
  API_MESSAGES,
  amount,
  EN_EMPLOYER,
  EN_WALLET,
  ENGLISH,
  en,
  fill,
  formatDate,
  localeOfPath,
  localizedPath,
  money,
  plural,
  postedAgo,
  preferredLocale,
  salaryText,
  type Texts,
  translate,
  UR_EMPLOYER,
  UR_WALLET,
  unlocalizedPath,
} from '../src/index.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('language in the URL', () => {
  it('reads the language from its prefix, and only from a whole first segment', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/job/1')).toBe('en');
    expect(localeOfPath('/ur')).toBe('ur');
    expect(localeOfPath('/ur/')).toBe('ur');
    expect(localeOfPath('/ur/job/1')).toBe('ur');
    expect(localeOfPath('/urdu')).toBe('en');
  });
  it('moves a path between languages without doubling or losing the prefix', () => {
    expect(localizedPath('ur', '/job/1')).toBe('/ur/job/1');
    expect(localizedPath('ur', '/')).toBe('/ur/');
    expect(localizedPath('ur', '/ur/job/1')).toBe('/ur/job/1');
    expect(localizedPath('en', '/ur/job/1')).toBe('/job/1');
    expect(localizedPath('en', '/ur')).toBe('/');
    expect(unlocalizedPath('/ur/dashboard')).toBe('/dashboard');
  });
  it("takes a first visit's language from the first of ours the browser lists", () => {
    expect(preferredLocale(['ur-PK', 'en-US'])).toBe('ur');
    expect(preferredLocale(['en-GB', 'ur'])).toBe('en');
    expect(preferredLocale(['fr-FR', 'UR'])).toBe('ur');
    expect(preferredLocale(['pa-PK'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});

describe('catalog messages', () => {
  it('fills named slots and leaves a slot without a value visible', () => {
    expect(fill('{title} at {company}', { title: 'Driver', company: 'Gulf Co' })).toBe('Driver at Gulf Co');
    expect(fill('Apply for {title}', {})).toBe('Apply for {title}');
  });
  it('shows a key the catalog lacks instead of failing', () => {
    const partial: Texts = { locale: 'en', catalog: {} as Texts['catalog'] };
    expect(translate(partial, 'job.applyNow')).toBe('job.applyNow');
  });
  it('picks the plural form by count in both languages', () => {
    expect(plural(ENGLISH, 'jobs.found', 1)).toBe('1 job found');
    expect(plural(ENGLISH, 'jobs.found', 1250)).toBe('1,250 jobs found');
    expect(plural(URDU, 'jobs.found', 1)).toBe(ur['jobs.found_one'].replace('{count}', '1'));
    expect(plural(URDU, 'jobs.found', 2)).toBe(ur['jobs.found_other'].replace('{count}', '2'));
  });
  it('keeps the English catalog to the spec texts the domain holds', () => {
    expect(en['validation.fullName']).toBe('Full name is required');
    expect(en['toast.applicationSubmitted.title']).toBe('Application Submitted');
    expect(en['jobType.full-time']).toBe('Full Time');
  });
});

describe('one formatter for numbers, money and dates', () => {
  it('writes amounts with Latin digits grouped in thousands, as ur-PK does', () => {
    expect(amount(1_250_000)).toBe('1,250,000');
    expect(amount(1_250_000)).toBe(new Intl.NumberFormat('ur-PK').format(1_250_000));
  });
  it('writes salaries in each language with the same figures', () => {
    expect(salaryText(120_000, 180_000, ENGLISH)).toBe('PKR 120,000 - 180,000');
    const urdu = salaryText(120_000, 180_000, URDU);
    expect(urdu).toContain('120,000');
    expect(urdu).toContain('180,000');
    expect(urdu).not.toMatch(/PKR|[A-Za-z]/);
    expect(salaryText(null, null, URDU)).toBe(ur['salary.none']);
  });
  it('writes the wallet with paisa', () => {
    expect(money(ENGLISH, 1250.5)).toBe('PKR 1,250.50');
    expect(money(URDU, 0)).toBe(ur['money.pkr'].replace('{amount}', '0.00'));
  });
  it('says how long ago a job was posted in Urdu', () => {
    expect(postedAgo('2026-11-18T11:00:00Z', NOW, URDU)).toBe(ur['time.daysAgo_other'].replace('{count}', '3'));
    expect(postedAgo('2026-11-21T11:00:00Z', NOW, URDU)).toBe(ur['time.hoursAgo_one'].replace('{count}', '1'));
    expect(postedAgo('2026-11-21T11:30:00Z', NOW, URDU)).toBe(ur['time.justNow']);
  });
  it('writes dates day, month, year in Pakistan time, with Urdu month names and Latin digits', () => {
    expect(formatDate('2026-12-21')).toBe('21 Dec 2026');
    expect(formatDate('2026-12-21', 'ur')).toBe('21 دسمبر، 2026');
    // 20:00 UTC on the 31st is already the 1st in Pakistan.
    expect(formatDate('2026-12-31T20:00:00Z', 'ur')).toBe('1 جنوری، 2027');
    expect(formatDate('not a date', 'ur')).toBe('not a date');
  });
  it('writes every day of two years as Intl does in Pakistan time, without Intl', () => {
    const intl = {
      en: new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Karachi',
      }),
      ur: new Intl.DateTimeFormat('ur-PK', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Karachi',
        numberingSystem: 'latn',
      }),
    };
    // Every day at 19:30 UTC: the hour at which Pakistan's date is already the next day's.
    for (let time = Date.UTC(2026, 0, 1, 19, 30); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso, 'en')).toBe(intl.en.format(time));
      expect(formatDate(iso, 'ur')).toBe(intl.ur.format(time));
    }
  });
});

describe("the employer's part of the catalog", () => {
  it('is in both languages with the same keys and {slots}, and is part of the whole catalogs', () => {
    const slots = (text: string) => [...(text.match(/\{\w+\}/g) ?? [])].sort().join();
    expect(Object.keys(UR_EMPLOYER).sort()).toEqual(Object.keys(EN_EMPLOYER).sort());
    for (const [key, english] of Object.entries(EN_EMPLOYER)) {
      const urdu = UR_EMPLOYER[key as keyof typeof UR_EMPLOYER];
      expect(slots(urdu), key).toBe(slots(english));
      expect(en[key as keyof typeof en]).toBe(english);
      expect(URDU.catalog[key as keyof typeof en]).toBe(urdu);
    }
  });

  it("is not in the seeker's Urdu catalog, which every Urdu first visit loads", () => {
    expect(Object.keys(ur).filter((key) => key in EN_EMPLOYER)).toEqual([]);
  });

  it("writes the job statuses as the glossary has them, and the API's employer answers in Urdu", () => {
    expect(UR_EMPLOYER['employer.status.pending']).toBe(ur['status.pending']);
    expect(UR_EMPLOYER['employer.status.rejected']).toBe(ur['status.rejected']);
    expect(EN_EMPLOYER['api.pendingJobsFull']).toBe(API_MESSAGES.pendingJobsFull);
    expect(UR_EMPLOYER['api.pendingJobsFull']).toMatch(/^[^A-Za-z]+$/);
  });
});

describe("the wallet's part of the catalog", () => {
  it('is in both languages with the same keys and {slots}, and is part of the whole catalogs', () => {
    const slots = (text: string) => [...(text.match(/\{\w+\}/g) ?? [])].sort().join();
    expect(Object.keys(UR_WALLET).sort()).toEqual(Object.keys(EN_WALLET).sort());
    for (const [key, english] of Object.entries(EN_WALLET)) {
      const urdu = UR_WALLET[key as keyof typeof UR_WALLET];
      expect(slots(urdu), key).toBe(slots(english));
      expect(en[key as keyof typeof en]).toBe(english);
      expect(URDU.catalog[key as keyof typeof en]).toBe(urdu);
    }
  });

  it("is in neither the seeker's Urdu catalog nor the employer's part", () => {
    expect(Object.keys(ur).filter((key) => key in EN_WALLET)).toEqual([]);
    expect(Object.keys(EN_EMPLOYER).filter((key) => key in EN_WALLET)).toEqual([]);
  });

  it('writes Urdu in Urdu script, but for the brand and the {slots}', () => {
    for (const [key, urdu] of Object.entries(UR_WALLET))
      expect(urdu.replaceAll('Modern Jobs', '').replace(/\{\w+\}/g, ''), key).toMatch(/^[^A-Za-z]+$/);
  });
});
